/**
 * Runs a task for a key at once, then at most once per `intervalMs` for that key: calls inside the window are folded
 * into one run when it ends (the latest task), so a burst costs two runs and its last call is never lost.
 */
export function createKeyedThrottle(intervalMs: number, setTimer: (run: () => void, ms: number) => unknown = setTimeout) {
  const windows = new Map<string, { trailing: (() => void) | null }>();
  const run = (key: string, task: () => void): void => {
    const open = windows.get(key);
    if (open) {
      open.trailing = task;
      return;
    }
    task();
    const window: { trailing: (() => void) | null } = { trailing: null };
    windows.set(key, window);
    setTimer(() => {
      windows.delete(key);
      if (window.trailing) run(key, window.trailing);
    }, intervalMs);
  };
  return run;
}
