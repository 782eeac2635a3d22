import type { ChildProcess } from "node:child_process";
import type { WorkerCommand, WorkerReply } from "../load/worker-protocol.js";
import { forget, isRunning, spawnPinned } from "./server-process.js";
import { sleep } from "./stats.js";

/** The load generator process on core 1, driven over IPC. */
export class LoadProcess {
  private readonly replies: WorkerReply[] = [];
  private waiter: (() => void) | null = null;
  private output = "";

  private constructor(private readonly child: ChildProcess) {
    child.on("message", (message: WorkerReply) => {
      this.replies.push(message);
      this.waiter?.();
    });
    child.stdout?.on("data", (chunk: Buffer) => process.stdout.write(chunk));
    child.stderr?.on("data", (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-4000)));
    child.once("exit", () => this.waiter?.());
  }

  static start(): LoadProcess {
    return new LoadProcess(spawnPinned(1, ["--import", "tsx", "bench/load/worker.ts"], { ...process.env }));
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  /** Sends a command and waits for its reply, at most `timeoutMs`. */
  async request<T extends WorkerReply["type"]>(command: WorkerCommand, expect: T, timeoutMs: number): Promise<Extract<WorkerReply, { type: T }>> {
    this.child.send(command);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.replies.findIndex((reply) => reply.type === expect || reply.type === "failed");
      if (index >= 0) {
        const [reply] = this.replies.splice(index, 1);
        if (reply?.type === "failed") throw new Error(`load generator failed: ${reply.error}`);
        return reply as Extract<WorkerReply, { type: T }>;
      }
      if (!isRunning(this.child)) throw new Error(`load generator exited (${this.child.exitCode ?? this.child.signalCode}): ${this.output}`);
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`load generator gave no "${expect}" within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiter = resolve;
        setTimeout(resolve, Math.min(remaining, 1_000));
      });
      this.waiter = null;
    }
  }

  /** Closes every socket it holds and exits; killed if it does not within a few seconds. */
  async stop(): Promise<void> {
    if (isRunning(this.child)) {
      try {
        this.child.send({ type: "close" } satisfies WorkerCommand);
      } catch {
        // channel already gone
      }
      const deadline = Date.now() + 8_000;
      while (isRunning(this.child) && Date.now() < deadline) await sleep(50);
      if (isRunning(this.child)) this.child.kill("SIGKILL");
    }
    forget(this.child);
  }
}
