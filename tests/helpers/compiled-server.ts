import { join } from "node:path";
import { inject } from "vitest";

/** A server script (`main`, `demo`, the backup tools) compiled for this run by the global setup, for a test that runs it as a process. */
export function compiledServerScript(name: "main" | "demo" | "backup/backup-cli" | "backup/restore-cli"): string {
  return join(inject("compiledServerDir"), "server", `${name}.js`);
}
