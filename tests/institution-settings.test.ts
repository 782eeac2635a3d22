import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "./admin-helpers.js";
import { startTestServer, type TestServer } from "./helpers/test-server.js";

// What the accessibility statement and the privacy notice say of the institution: an admin's texts, or the
// environment's (INSTITUTION_*), which win as TZ and RETENTION_DAYS do; public for the pages that show them.
let server: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  headers = (await signInAdmin(server)).headers;
});

afterAll(async () => {
  await server.close();
});

const UNSET = { value: null, source: "default" };

describe("the institution's texts", () => {
  it("are unset until an admin sets them; anyone reads them, with the retention in force", async () => {
    expect((await server.request("GET", "/api/institution")).body).toEqual({
      success: true,
      data: { name: null, contact: null, privacyContact: null, enforcement: null, statementUrl: null, retentionDays: null },
    });
    expect((await server.request("GET", "/api/admin/institution", undefined, headers)).body.data).toEqual({
      name: UNSET,
      contact: UNSET,
      privacyContact: UNSET,
      enforcement: UNSET,
      statementUrl: UNSET,
      changeable: true,
    });

    const change = { name: "  Aarhus Universitet ", contact: "webtilgaengelighed@au.dk\nTelefon 87 15 00 00", statementUrl: "https://www.was.digst.dk/ordsky-au-dk" };
    const saved = await server.request("PUT", "/api/admin/institution", change, headers);
    expect(saved.body.data).toMatchObject({ name: { value: "Aarhus Universitet", source: "admin" }, contact: { value: change.contact, source: "admin" }, privacyContact: UNSET });
    expect((await server.request("PUT", "/api/admin/retention", { days: 365 }, headers)).status).toBe(200);
    expect((await server.request("GET", "/api/institution")).body.data).toEqual({
      name: "Aarhus Universitet",
      contact: change.contact,
      privacyContact: null,
      enforcement: null,
      statementUrl: "https://www.was.digst.dk/ordsky-au-dk",
      retentionDays: 365,
    });

    // A field left out stays; one given blank or null is unset.
    await server.request("PUT", "/api/admin/institution", { privacyContact: "dpo@au.dk", contact: "  ", statementUrl: null }, headers);
    expect((await server.request("GET", "/api/institution")).body.data).toMatchObject({ name: "Aarhus Universitet", contact: null, privacyContact: "dpo@au.dk", statementUrl: null });
  });

  it("refuses a statement address that is not a web address and a text over its length, changing nothing", async () => {
    const before = (await server.request("GET", "/api/institution")).body.data;
    expect(await server.request("PUT", "/api/admin/institution", { name: "Changed", statementUrl: "was.digst.dk/ordsky" }, headers)).toEqual({
      status: 400,
      body: { success: false, error: "The statement's address must be a web address starting with https://", code: "VALIDATION" },
    });
    expect((await server.request("PUT", "/api/admin/institution", { name: "x".repeat(201) }, headers)).status).toBe(400);
    expect((await server.request("GET", "/api/institution")).body.data).toEqual(before);
    expect((await server.request("PUT", "/api/admin/institution", { name: "Someone" })).status).toBe(401);
  });

  it("are the environment's where it sets them, which an admin cannot change; the others stay the admin's", async () => {
    const fixed = await startTestServer({ INSTITUTION_NAME: "Københavns Universitet", INSTITUTION_ENFORCEMENT: "Kontakt Digitaliseringsstyrelsen.", RETENTION_DAYS: "730" });
    try {
      const admin = await signInAdmin(fixed);
      const policy = (await fixed.request("GET", "/api/admin/institution", undefined, admin.headers)).body.data;
      expect(policy).toMatchObject({ name: { value: "Københavns Universitet", source: "environment" }, enforcement: { source: "environment" }, contact: UNSET, changeable: true });
      const refused = await fixed.request("PUT", "/api/admin/institution", { name: "Another", contact: "web@ku.dk" }, admin.headers);
      expect(refused).toEqual({ status: 409, body: { success: false, error: "This is set by the server's configuration (INSTITUTION_NAME) and cannot be changed here", code: "CONFLICT" } });
      expect((await fixed.request("PUT", "/api/admin/institution", { contact: "web@ku.dk" }, admin.headers)).status).toBe(200);
      expect((await fixed.request("GET", "/api/institution")).body.data).toEqual({
        name: "Københavns Universitet",
        contact: "web@ku.dk",
        privacyContact: null,
        enforcement: "Kontakt Digitaliseringsstyrelsen.",
        statementUrl: null,
        retentionDays: 730,
      });
    } finally {
      await fixed.close();
    }
  });
});
