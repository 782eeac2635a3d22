import { describe, expect, it } from "vitest";
import { readSessionReference } from "./session-reference.js";

describe("readSessionReference", () => {
  it("reads a code, in any case, and a short join link", () => {
    expect(readSessionReference(" ab12cd ")).toEqual({ kind: "code", code: "AB12CD" });
    expect(readSessionReference("ordsky.example.org/j/XY34ZW")).toEqual({ kind: "code", code: "XY34ZW" });
  });

  it("reads a session's id from its participant, presentation, dashboard or embed link, keeping an embed's options", () => {
    for (const page of ["session", "presentation", "dashboard"]) {
      expect(readSessionReference(`https://ordsky.example.org/${page}/abc_DEF-123`)).toEqual({ kind: "id", sessionId: "abc_DEF-123", questionId: null, showJoin: null });
    }
    expect(readSessionReference("https://ordsky.example.org/embed/s1?question=q9&join=0")).toEqual({ kind: "id", sessionId: "s1", questionId: "q9", showJoin: false });
  });

  it("refuses anything else", () => {
    for (const text of ["", "hello world", "https://example.org/", "https://ordsky.example.org/admin", "ABC12"]) expect(readSessionReference(text), text).toBeNull();
  });
});
