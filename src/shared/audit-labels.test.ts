import { describe, expect, it } from "vitest";
import { auditActorLabel, auditDetailText, auditKindLabel } from "./audit-labels.js";

describe("the audit trail's words", () => {
  it("writes a record's details in the reader's language and numbers", () => {
    const detail = { changed: "title,isPublic,minResponses", minResponses: 1200, previous: null, dynamic: false, format: "pdf" };
    expect(auditDetailText("da", detail)).toBe("Ændret: titel, offentlig, mindste antal svar · Mindste antal svar: 1.200 · Før: slået fra · Dynamisk registrering: nej · Format: PDF");
    expect(auditDetailText("en", detail)).toBe("Changed: title, public, minimum responses · Minimum responses: 1,200 · Before: off · Dynamic registration: no · Format: PDF");
    expect(auditDetailText("da", {})).toBe("");
  });

  it("names a person by email, else by what kind of caller they were", () => {
    expect(auditActorLabel("da", "admin", "mette.hansen@au.dk")).toBe("mette.hansen@au.dk");
    expect(auditActorLabel("da", "host-key", "")).toBe("Indehaver af værtsnøglen");
    expect(auditActorLabel("en", "platform", "https://brightspace.au.dk")).toBe("Learning platform (https://brightspace.au.dk)");
    expect(auditKindLabel("da", "session.deleted")).toBe("Session slettet");
  });
});
