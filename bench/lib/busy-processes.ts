import type { ChildProcess } from "node:child_process";
import { procCpuSeconds, spawnAcrossCores, isRunning, forget } from "./server-process.js";
import { sleep } from "./stats.js";

/**
 * A busy process: spins in 50 ms slices with a turn of its event loop between them (so it hears its parent go and
 * meets its deadline), which the scheduler sees as a thread that never sleeps. It stands for another tenant of the
 * machine, so it runs at the default priority on every core, not pinned and not niced.
 */
const SPIN_SOURCE = `
const deadline = Date.now() + Number(process.argv[1]);
process.on("disconnect", () => process.exit(0));
const spin = () => {
  const until = Date.now() + 50;
  while (Date.now() < until) {}
  if (Date.now() > deadline) process.exit(0);
  setImmediate(spin);
};
spin();
`;

/** A busy process never outlives this, even if the bench that started it cannot stop it. */
const MAX_LIFETIME_MS = 30 * 60_000;

/**
 * `--busy N`: N processes spinning beside the bench's server and load generator while a scenario runs, the shared
 * machine of issue 38 (a small VM with other tenants, a backup, a browser test). Started by the bench for one
 * scenario and killed when it ends (and by the bench's exit handler, and by themselves when their IPC channel closes).
 */
export class BusyProcesses {
  private constructor(private readonly children: ChildProcess[]) {}

  static start(count: number): BusyProcesses {
    return new BusyProcesses(Array.from({ length: count }, () => spawnAcrossCores(["-e", SPIN_SOURCE, String(MAX_LIFETIME_MS)])));
  }

  get count(): number {
    return this.children.length;
  }

  /** CPU seconds the busy processes have had so far: they got their share if it is near their count × the wall time. */
  cpuSeconds(): number {
    return this.children.reduce((sum, child) => sum + (child.pid ? procCpuSeconds(child.pid) || 0 : 0), 0);
  }

  async stop(): Promise<void> {
    for (const child of this.children) if (isRunning(child)) child.kill("SIGKILL");
    const deadline = Date.now() + 2_000;
    while (this.children.some(isRunning) && Date.now() < deadline) await sleep(20);
    for (const child of this.children) forget(child);
  }
}
