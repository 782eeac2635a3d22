import { describe, expect, it } from "vitest";
import { parseSignIn } from "./config-sign-in.js";

describe("sign-in settings", () => {
  it("keeps passwords and no provider by default", () => {
    expect(parseSignIn({})).toEqual({ passwords: true, oidc: null, sessionCreation: "anyone", answering: "anyone" });
  });

  it("reads the provider, its name, the admin claim and the allowed domains", () => {
    const settings = parseSignIn({
      OIDC_ISSUER: "https://login.example.org/realms/staff",
      OIDC_CLIENT_ID: "ordsky",
      OIDC_CLIENT_SECRET: "s3cret",
      OIDC_NAME: "Example University",
      OIDC_ADMIN_CLAIM: "groups = ordsky-admins",
      OIDC_ALLOWED_DOMAINS: "Example.org, @student.example.org",
      PASSWORD_SIGN_IN: "off",
      SESSION_CREATION: "signed-in",
      ANSWERING: "Signed-In",
    });
    expect(settings).toMatchObject({ sessionCreation: "signed-in", answering: "signed-in" });
    expect(settings).toMatchObject({ passwords: false, oidc: { clientId: "ordsky", clientSecret: "s3cret", name: "Example University", adminClaim: { claim: "groups", value: "ordsky-admins" }, allowedDomains: ["example.org", "student.example.org"] } });
    expect(settings.oidc?.issuer.href).toBe("https://login.example.org/realms/staff");
  });

  it("refuses what cannot work, naming the variable", () => {
    expect(() => parseSignIn({ OIDC_ISSUER: "http://login.example.org", OIDC_CLIENT_ID: "x" })).toThrow(/^OIDC_ISSUER: expected an https:\/\/ URL/);
    expect(() => parseSignIn({ OIDC_ISSUER: "https://login.example.org" })).toThrow(/^OIDC_CLIENT_ID:/);
    expect(() => parseSignIn({ OIDC_CLIENT_ID: "x" })).toThrow(/^OIDC_CLIENT_ID: set OIDC_ISSUER too/);
    expect(() => parseSignIn({ OIDC_ISSUER: "https://login.example.org", OIDC_CLIENT_ID: "x", OIDC_ADMIN_CLAIM: "admins" })).toThrow(/^OIDC_ADMIN_CLAIM:/);
    expect(() => parseSignIn({ OIDC_ISSUER: "https://login.example.org", OIDC_CLIENT_ID: "x", OIDC_ALLOWED_DOMAINS: "not a domain" })).toThrow(/^OIDC_ALLOWED_DOMAINS:/);
    expect(() => parseSignIn({ PASSWORD_SIGN_IN: "off" })).toThrow(/^PASSWORD_SIGN_IN: off needs OIDC_ISSUER/);
    expect(() => parseSignIn({ SESSION_CREATION: "signed-in" })).toThrow(/^SESSION_CREATION: signed-in needs OIDC_ISSUER/);
    expect(() => parseSignIn({ ANSWERING: "campus" })).toThrow(/^ANSWERING: expected anyone or signed-in/);
  });
});
