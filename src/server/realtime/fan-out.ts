import type { RealtimeClient } from "./realtime-client.js";

type Job = { message: Buffer; clients: RealtimeClient[]; next: number };

/**
 * Socket writes per slice: about 4 ms of work (a write is ~13 µs of kernel time on loopback), after which HTTP
 * requests get their turn. A request can wait for two slices (the one running when it arrives, then the one queued
 * before its commit), so this bounds what fan-out adds to an acknowledgement.
 */
export const SLICE_SIZE = 250;

/**
 * Writes messages to sockets strictly in the order they were handed over, in slices with a turn of the event loop
 * between them, so 10,000 socket writes of one tick never hold acknowledgements back for more than a few milliseconds.
 * Small sends with nothing queued go out at once.
 */
export class FanOut {
  private readonly queue: Job[] = [];
  private scheduled = false;
  private busyMs = 0;

  constructor(private readonly write: (client: RealtimeClient, message: Buffer) => void) {}

  send(clients: RealtimeClient[], message: Buffer): void {
    if (clients.length === 0) return;
    this.queue.push({ message, clients, next: 0 });
    if (this.queue.length === 1 && clients.length <= SLICE_SIZE) this.run();
    else this.schedule();
  }

  /** Time spent writing since the last call: the hub stretches its tick when fan-out gets heavy. */
  takeBusyMs(): number {
    const busy = this.busyMs;
    this.busyMs = 0;
    return busy;
  }

  get pending(): number {
    return this.queue.length;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.run();
    });
  }

  private run(): void {
    const started = performance.now();
    let budget = SLICE_SIZE;
    while (budget > 0 && this.queue.length > 0) {
      const job = this.queue[0]!;
      while (budget > 0 && job.next < job.clients.length) {
        this.write(job.clients[job.next++]!, job.message);
        budget -= 1;
      }
      if (job.next === job.clients.length) this.queue.shift();
    }
    this.busyMs += performance.now() - started;
    if (this.queue.length > 0) this.schedule();
  }
}
