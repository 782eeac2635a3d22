import { describe, expect, it } from "vitest";
import { createKeyedThrottle } from "./keyed-throttle.js";

/** A throttle whose timers the test fires by hand. */
function driven() {
  const timers: (() => void)[] = [];
  const throttle = createKeyedThrottle(500, (run) => timers.push(run));
  return { throttle, fire: () => timers.shift()?.() };
}

describe("createKeyedThrottle", () => {
  it("runs the first call at once and folds a burst into one run when the window ends", () => {
    const { throttle, fire } = driven();
    const runs: string[] = [];
    throttle("a", () => runs.push("a1"));
    throttle("a", () => runs.push("a2"));
    throttle("a", () => runs.push("a3"));
    expect(runs).toEqual(["a1"]);
    fire();
    expect(runs).toEqual(["a1", "a3"]);
    fire();
    expect(runs).toEqual(["a1", "a3"]);
    throttle("a", () => runs.push("a4"));
    expect(runs).toEqual(["a1", "a3", "a4"]);
  });

  it("keeps each key's window apart", () => {
    const { throttle } = driven();
    const runs: string[] = [];
    throttle("a", () => runs.push("a"));
    throttle("b", () => runs.push("b"));
    throttle("a", () => runs.push("a again"));
    expect(runs).toEqual(["a", "b"]);
  });
});
