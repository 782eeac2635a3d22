/** Wraps data in the success envelope every endpoint returns. */
export function ok<T>(data: T): { success: true; data: T } {
  return { success: true, data };
}
