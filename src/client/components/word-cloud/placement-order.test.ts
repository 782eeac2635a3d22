import { describe, expect, it } from "vitest";
import { connectedOrder } from "./placement-order.js";

const item = (key: string, x: number, y: number, half = 20) => ({ key, x, y, box: { x0: -half, x1: half, y0: -10, y1: 4 } });

describe("connectedOrder", () => {
  it("keeps the given order when every word touches the ones before it", () => {
    const { ordered } = connectedOrder([item("a", 100, 100), item("b", 130, 100), item("c", 160, 100)]);
    expect(ordered.map((entry) => entry.key)).toEqual(["a", "b", "c"]);
  });

  it("delays a word until a neighbour has connected it to the cloud", () => {
    // "far" comes second by size but only touches the cloud through "bridge".
    const { ordered } = connectedOrder([item("a", 100, 100), item("far", 200, 100), item("bridge", 150, 100)]);
    expect(ordered.map((entry) => entry.key)).toEqual(["a", "bridge", "far"]);
  });

  it("falls back to the nearest word when nothing touches the cloud", () => {
    const { ordered } = connectedOrder([item("a", 100, 100), item("distant", 700, 300), item("near", 300, 100)]);
    expect(ordered.map((entry) => entry.key)).toEqual(["a", "near", "distant"]);
  });

  it("continues a chain from given bounds", () => {
    const { ordered } = connectedOrder([item("x", 500, 100), item("y", 120, 100)], { left: 80, right: 120, top: 90, bottom: 104 });
    expect(ordered[0]?.key).toBe("y");
  });
});
