import { describe, expect, it } from "vitest";
import { claimGrantsAdmin } from "./admin-rights.js";

describe("claimGrantsAdmin", () => {
  it("matches a string claim, a list holding the value, or a dotted path into an object", () => {
    expect(claimGrantsAdmin({ groups: ["staff", "ordsky-admins"] }, { claim: "groups", value: "ordsky-admins" })).toBe(true);
    expect(claimGrantsAdmin({ role: "ordsky-admins" }, { claim: "role", value: "ordsky-admins" })).toBe(true);
    expect(claimGrantsAdmin({ realm_access: { roles: ["ordsky-admin"] } }, { claim: "realm_access.roles", value: "ordsky-admin" })).toBe(true);
  });

  it("refuses other values, missing claims, look-alikes and no configured claim", () => {
    expect(claimGrantsAdmin({ groups: ["ordsky-admins-x"] }, { claim: "groups", value: "ordsky-admins" })).toBe(false);
    expect(claimGrantsAdmin({ groups: "ordsky-admins,staff" }, { claim: "groups", value: "ordsky-admins" })).toBe(false);
    expect(claimGrantsAdmin({}, { claim: "realm_access.roles", value: "ordsky-admin" })).toBe(false);
    expect(claimGrantsAdmin({ groups: ["ordsky-admins"] }, null)).toBe(false);
  });
});
