import type { AppContext } from "../../context.js";
import { sweepIdleSessions } from "./service.js";
import { startPeriodicTask, timerSchedule, type PeriodicTask, type Schedule } from "./sweep-schedule.js";

/** The first sweep waits for start-up to settle; then hourly, so a session goes at most an hour after it is due. */
const FIRST_SWEEP_MS = 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/** Test knobs: when sweeps run and what time it is for them (production: the timer schedule and Date.now). */
export type RetentionOptions = { schedule?: Schedule; now?: () => number };

/** Sweeps idle sessions on a schedule, on every instance (the sweep is safe to run side by side); stop() ends it. */
export function startRetentionSweeps(context: AppContext, options: RetentionOptions = {}): PeriodicTask {
  const now = options.now ?? Date.now;
  let stopping = false;
  const task = startPeriodicTask(
    options.schedule ?? timerSchedule(FIRST_SWEEP_MS, SWEEP_EVERY_MS),
    async () => void (await sweepIdleSessions(context, now(), () => stopping)),
    (error) => context.logger.error({ err: error, event: "retention-sweep" }, "retention sweep failed; the next one tries again"),
  );
  return {
    async stop() {
      stopping = true;
      await task.stop();
    },
  };
}
