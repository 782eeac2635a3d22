import { describe, expect, it } from "vitest";
import { checkDeployment, checkIssuer } from "./platform-check-claims.js";
import { describeToolEndpoints } from "./platforms-service.js";

const canvas = {
  issuer: "https://canvas.instructure.com",
  authorization_url: "https://sso.canvaslms.com/api/lti/authorize_redirect",
  jwks_url: "https://sso.canvaslms.com/api/lti/security/jwks",
  first_launch_at: null,
  unknown_deployment_id: null,
  unknown_deployment_at: null,
};

describe("the issuer a launch carries", () => {
  it("is an HTTPS URL without query or fragment, HTTP only on this machine", () => {
    expect(checkIssuer(canvas)).toMatchObject({ outcome: "passed", reason: "wellFormed" });
    expect(checkIssuer({ ...canvas, issuer: "canvas.instructure.com" })).toMatchObject({ outcome: "failed", reason: "notUrl" });
    const moodle = (issuer: string) => ({ ...canvas, issuer, authorization_url: `${issuer}/mod/lti/auth.php`, jwks_url: `${issuer}/mod/lti/certs.php` });
    expect(checkIssuer(moodle("https://moodle.uni.dk"))).toMatchObject({ outcome: "passed", reason: "wellFormed" });
    expect(checkIssuer({ ...moodle("https://moodle.uni.dk"), issuer: "https://moodle.uni.dk?x=1" })).toMatchObject({ reason: "queryOrFragment" });
    expect(checkIssuer(moodle("http://moodle.uni.dk"))).toMatchObject({ outcome: "failed", reason: "notHttps" });
    expect(checkIssuer(moodle("http://127.0.0.1:8080"))).toMatchObject({ outcome: "passed" });
    expect(checkIssuer(moodle("http://localhost:8080"))).toMatchObject({ outcome: "passed" });
  });

  it("is Canvas's shared issuer for a platform signing in at Canvas Cloud, not the school's address", () => {
    expect(checkIssuer({ ...canvas, issuer: "https://uni.instructure.com" })).toEqual({
      step: "issuer",
      outcome: "failed",
      reason: "canvasIssuer",
      values: { issuer: "https://uni.instructure.com", expected: "https://canvas.instructure.com" },
    });
    expect(checkIssuer({ ...canvas, issuer: "https://canvas.instructure.com/" })).toMatchObject({ reason: "canvasIssuer" });
    expect(checkIssuer({ ...canvas, issuer: "https://canvas.instructure.com", authorization_url: "https://sso.beta.canvaslms.com/api/lti/authorize_redirect", jwks_url: "https://x.example/jwks" })).toMatchObject({
      reason: "canvasIssuer",
      values: { expected: "https://canvas.beta.instructure.com" },
    });
  });

  it("is proven by a verified launch", () => {
    expect(checkIssuer({ ...canvas, first_launch_at: "2026-12-07T10:00:00.000Z" })).toMatchObject({ outcome: "passed", reason: "launchedWith", values: { at: "2026-12-07T10:00:00.000Z" } });
  });
});

describe("the deployments a launch carries", () => {
  it("cannot be compared before a launch, fails for one the platform named and Ordsky does not know, and passes once launched", () => {
    expect(checkDeployment(canvas, ["1:abc"])).toMatchObject({ outcome: "skipped", reason: "noLaunchYet", values: { registered: "1:abc" } });
    expect(checkDeployment(canvas, [])).toMatchObject({ outcome: "failed", reason: "noneRegistered" });
    const named = { ...canvas, unknown_deployment_id: "2:def", unknown_deployment_at: "2026-12-07T09:00:00.000Z" };
    expect(checkDeployment(named, ["1:abc"])).toMatchObject({ outcome: "failed", reason: "unknownDeployment", values: { deployment: "2:def", registered: "1:abc" } });
    expect(checkDeployment({ ...named, first_launch_at: "2026-12-07T10:00:00.000Z" }, ["1:abc", "2:def"])).toMatchObject({ outcome: "passed", reason: "launched" });
  });
});

describe("where the card's addresses come from", () => {
  it("says whether PUBLIC_URL is set, and over HTTPS", () => {
    expect(describeToolEndpoints("https://ordsky.uni.dk", "https://ordsky.uni.dk")).toMatchObject({ publicUrl: "https", launchUrl: "https://ordsky.uni.dk/lti/launch" });
    expect(describeToolEndpoints("http://ordsky.uni.dk", "http://ordsky.uni.dk").publicUrl).toBe("notHttps");
    expect(describeToolEndpoints("http://127.0.0.1:3000", null)).toMatchObject({ publicUrl: "unset", origin: "http://127.0.0.1:3000" });
  });
});
