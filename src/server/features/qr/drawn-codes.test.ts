import { describe, expect, it } from "vitest";
import { DrawnCodes } from "./drawn-codes.js";

/** A drawer that counts its draws and answers when told to. */
function countingDrawer() {
  const drawn: string[] = [];
  const pending: { text: string; finish: (ok: boolean) => void }[] = [];
  const draw = (text: string) =>
    new Promise<string>((resolve, reject) => {
      drawn.push(text);
      pending.push({ text, finish: (ok) => (ok ? resolve(`image of ${text}`) : reject(new Error("failed"))) });
    });
  return { drawn, pending, draw };
}

describe("drawn QR codes", () => {
  it("draws a text once, however often and however many at a time ask for it", async () => {
    const drawer = countingDrawer();
    const codes = new DrawnCodes(10, drawer.draw);
    const together = [codes.imageOf("https://ordsky.example/session/a"), codes.imageOf("https://ordsky.example/session/a")];
    drawer.pending[0]!.finish(true);
    expect(await Promise.all(together)).toEqual(["image of https://ordsky.example/session/a", "image of https://ordsky.example/session/a"]);
    expect(await codes.imageOf("https://ordsky.example/session/a")).toBe("image of https://ordsky.example/session/a");
    expect(drawer.drawn).toEqual(["https://ordsky.example/session/a"]);
  });

  it("keeps at most its capacity, letting the least recently asked for go first", async () => {
    const drawer = countingDrawer();
    const codes = new DrawnCodes(2, drawer.draw);
    void codes.imageOf("a");
    void codes.imageOf("b");
    void codes.imageOf("a"); // a is now the most recent
    void codes.imageOf("c"); // b leaves
    expect(codes.size).toBe(2);
    void codes.imageOf("a");
    void codes.imageOf("b");
    expect(drawer.drawn).toEqual(["a", "b", "c", "b"]);
    for (const { finish } of drawer.pending) finish(true);
  });

  it("does not keep a draw that failed: the next ask draws again", async () => {
    const drawer = countingDrawer();
    const codes = new DrawnCodes(10, drawer.draw);
    const failing = codes.imageOf("too long");
    drawer.pending[0]!.finish(false);
    await expect(failing).rejects.toThrow("failed");
    const again = codes.imageOf("too long");
    drawer.pending[1]!.finish(true);
    expect(await again).toBe("image of too long");
    expect(drawer.drawn).toEqual(["too long", "too long"]);
  });
});
