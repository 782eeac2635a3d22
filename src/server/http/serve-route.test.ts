import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { refuseRoutesOutsideContract } from "./serve-route.js";

describe("refuseRoutesOutsideContract", () => {
  it("refuses an API route the contract does not list, and lets the contract's and other paths through", async () => {
    const app = Fastify();
    refuseRoutesOutsideContract(app);
    app.get("/api/sessions/:id", async () => ({}));
    app.get("/assets/app.js", async () => "");
    expect(() => app.get("/api/stray", async () => ({}))).toThrow("GET /api/stray is not in the HTTP contract");
    expect(() => app.post("/api/sessions/:id", async () => ({}))).toThrow("POST /api/sessions/:id is not in the HTTP contract");
    await app.close();
  });
});
