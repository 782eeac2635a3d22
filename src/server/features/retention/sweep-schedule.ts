/** Calls `run` on each tick until the returned function is called. Production ticks on a timer; tests tick by hand. */
export type Schedule = (run: () => Promise<void>) => () => void;

/** A tick `firstMs` after start, then every `everyMs`; the timers never keep the process alive. */
export function timerSchedule(firstMs: number, everyMs: number): Schedule {
  return (run) => {
    let interval: NodeJS.Timeout | undefined;
    const first = setTimeout(() => {
      void run();
      interval = setInterval(() => void run(), everyMs).unref();
    }, firstMs).unref();
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  };
}

export type PeriodicTask = {
  /** Resolves once no run is in flight and none will start. */
  stop(): Promise<void>;
};

/**
 * Runs `task` on every tick of `schedule`, never two at once (a tick while one runs is skipped). A failure is handed
 * to `onError` and the next tick tries again.
 */
export function startPeriodicTask(schedule: Schedule, task: () => Promise<void>, onError: (error: unknown) => void): PeriodicTask {
  let running: Promise<void> | null = null;
  let stopped = false;
  const cancel = schedule(() => {
    if (stopped || running) return running ?? Promise.resolve();
    running = task()
      .catch(onError)
      .finally(() => (running = null));
    return running;
  });
  return {
    async stop() {
      stopped = true;
      cancel();
      await running;
    },
  };
}
