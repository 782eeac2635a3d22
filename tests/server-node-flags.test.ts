import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../scripts/server-node-flags.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const read = (path: string) => readFileSync(resolve(ROOT, path), "utf8");

// npm start, the end-to-end server, the bench and the tests' servers take the list itself; these two spell it out.
describe("the server's Node options", () => {
  it("are the same in npm run serve and in the container image's command", () => {
    const serve = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts.serve!;
    const command = read("Containerfile").split("\n").find((line) => line.startsWith("CMD "))!;
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    for (const flag of SERVER_NODE_FLAGS) {
      expect(serve.split(" ").slice(1, -1), "npm run serve").toContain(flag);
      expect(JSON.parse(command.slice(4)) as string[], "the Containerfile's CMD").toContain(flag);
    }
  });
});
