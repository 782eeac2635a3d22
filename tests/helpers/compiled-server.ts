import { join } from "node:path";
import { inject } from "vitest";

/** A server script (`main`, `demo`) compiled for this run by the global setup, for a test that runs it as a process. */
export function compiledServerScript(name: "main" | "demo"): string {
  return join(inject("compiledServerDir"), "server", `${name}.js`);
}
