import { describe, expect, it } from "vitest";
import { Readiness } from "./readiness.js";

function probes(state: { database: boolean; bus: boolean }) {
  return { databaseAnswers: async () => state.database, busConnected: () => state.bus };
}

describe("Readiness", () => {
  it("is not ready while starting, then ready while the database answers and the bus is connected", async () => {
    const state = { database: true, bus: true };
    const readiness = new Readiness(probes(state));
    expect(await readiness.check()).toEqual({ ready: false, reason: "starting", error: "Not ready: still starting" });
    readiness.serving();
    expect(await readiness.check()).toEqual({ ready: true });
    state.database = false;
    expect(await readiness.check()).toMatchObject({ ready: false, reason: "database-unavailable" });
    state.database = true;
    state.bus = false;
    expect(await readiness.check()).toMatchObject({ ready: false, reason: "bus-disconnected" });
    state.bus = true;
    expect(await readiness.check()).toEqual({ ready: true });
  });

  it("stops being ready at once on shutdown, whatever the database says, and never becomes ready again", async () => {
    const readiness = new Readiness(probes({ database: true, bus: true }));
    readiness.serving();
    readiness.shuttingDown();
    expect(await readiness.check()).toEqual({ ready: false, reason: "shutting-down", error: "Not ready: shutting down" });
    readiness.serving();
    expect(readiness.isShuttingDown).toBe(true);
  });

  it("says shutting down when the shutdown began while the database was being asked", async () => {
    let answer: (value: boolean) => void = () => undefined;
    const readiness = new Readiness({ databaseAnswers: () => new Promise((resolve) => (answer = resolve)), busConnected: () => true });
    readiness.serving();
    const verdict = readiness.check();
    readiness.shuttingDown();
    answer(true);
    expect(await verdict).toMatchObject({ ready: false, reason: "shutting-down" });
  });
});
