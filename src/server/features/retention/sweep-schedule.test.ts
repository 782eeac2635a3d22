import { afterEach, describe, expect, it, vi } from "vitest";
import { startPeriodicTask, timerSchedule, type Schedule } from "./sweep-schedule.js";

afterEach(() => vi.useRealTimers());

/** A schedule the test ticks itself; each tick resolves when the run it started has finished. */
function manualSchedule() {
  let run: (() => Promise<void>) | null = null;
  const schedule: Schedule = (task) => {
    run = task;
    return () => (run = null);
  };
  return { schedule, tick: () => run?.() ?? Promise.resolve(), cancelled: () => run === null };
}

describe("timerSchedule", () => {
  it("ticks once after the first delay and then at every interval", async () => {
    vi.useFakeTimers();
    const run = vi.fn(async () => undefined);
    const cancel = timerSchedule(60_000, 3_600_000)(run);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(3);
    cancel();
    await vi.advanceTimersByTimeAsync(10 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(3);
  });
});

describe("startPeriodicTask", () => {
  it("never runs twice at once: a tick during a run is skipped", async () => {
    const manual = manualSchedule();
    let finish = () => undefined as void;
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    startPeriodicTask(manual.schedule, task, () => undefined);
    const first = manual.tick();
    void manual.tick();
    expect(task).toHaveBeenCalledTimes(1);
    finish();
    await first;
    void manual.tick();
    expect(task).toHaveBeenCalledTimes(2);
  });

  it("reports a failure and runs again at the next tick", async () => {
    const manual = manualSchedule();
    const errors: unknown[] = [];
    const task = vi.fn().mockRejectedValueOnce(new Error("database away")).mockResolvedValue(undefined);
    startPeriodicTask(manual.schedule, task, (error) => errors.push(error));
    await manual.tick();
    await manual.tick();
    expect(errors).toEqual([new Error("database away")]);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it("stops: waits for the run in flight and starts no other", async () => {
    const manual = manualSchedule();
    let finished = false;
    let finish = () => undefined as void;
    const task = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)).then(() => void (finished = true)));
    const periodic = startPeriodicTask(manual.schedule, task, () => undefined);
    void manual.tick();
    const stopped = periodic.stop();
    expect(manual.cancelled()).toBe(true);
    finish();
    await stopped;
    expect(finished).toBe(true);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
