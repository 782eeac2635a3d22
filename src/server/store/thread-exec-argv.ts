/** Heap limits hold for every thread of the process, and a worker thread refuses them in its own Node options. */
const PROCESS_WIDE_FLAGS = ["--max-semi-space-size", "--max-old-space-size"];

/** The process's Node options for a worker thread (a preload such as the bench's driver swap applies to it too). */
export function threadExecArgv(...extra: string[]): string[] {
  const own = process.execArgv.filter((arg) => !PROCESS_WIDE_FLAGS.some((flag) => arg === flag || arg.startsWith(`${flag}=`)));
  return [...own, ...extra];
}
