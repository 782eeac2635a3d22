import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations
import { readStamp, sourceStamp, writeStamp } from "../scripts/build-stamp.mjs";

const root = mkdtempSync(join(tmpdir(), "ordsky-stamp-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, content: string): void {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), content);
}

describe("the build stamp npm start compares", () => {
  it("stays the same while only tests change, and changes with a source, a new file or the lock file", () => {
    write("src/server/main.ts", "console.log(1);");
    write("src/server/main.test.ts", "test");
    write("package-lock.json", "{}");
    mkdirSync(join(root, "dist"));
    expect(readStamp(root)).toBeNull();
    writeStamp(root);
    const built = readStamp(root);
    expect(built).toBe(sourceStamp(root));

    write("src/server/main.test.ts", "another test");
    expect(sourceStamp(root)).toBe(built);
    write("src/server/main.ts", "console.log(2);");
    const edited = sourceStamp(root);
    expect(edited).not.toBe(built);
    write("src/client/new-file.ts", "");
    expect(sourceStamp(root)).not.toBe(edited);
    const withFile = sourceStamp(root);
    write("package-lock.json", '{"lockfileVersion":3}');
    expect(sourceStamp(root)).not.toBe(withFile);
  });
});
