/** Thrown for a bad environment value; main prints its one-line message and exits. */
export class ConfigError extends Error {}

/** An environment value quoted for an error message: always one line, however odd the value. */
export function shown(value: string | undefined): string {
  return JSON.stringify(value ?? "").slice(0, 120);
}

/**
 * A whole number written in digits only (Number() would also accept "0x10" or "1e3"), at most as many digits as
 * `max` has, within min-max; `fallback` when unset.
 */
export function parseWholeNumber(name: string, value: string | undefined, fallback: number, min: number, max: number, expected: string): number {
  if (value === undefined || value.trim() === "") return fallback;
  const digits = new RegExp(`^\\s*\\d{1,${String(max).length}}\\s*$`);
  const number = digits.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < min || number > max) throw new ConfigError(`${name}: expected ${expected}, got ${shown(value)}`);
  return number;
}
