import { describe, expect, it } from "vitest";
import { issuerMatchesConfiguration } from "./dynamic-registration.js";

describe("a dynamic registration's issuer", () => {
  it("must be where its configuration was served, as Moodle and Brightspace serve it", () => {
    expect(issuerMatchesConfiguration("https://moodle.uni.dk", "https://moodle.uni.dk/mod/lti/openid-configuration.php", "moodle")).toBe(true);
    expect(issuerMatchesConfiguration("https://moodle.uni.dk/", "https://moodle.uni.dk/mod/lti/openid-configuration.php", "moodle")).toBe(true);
    expect(issuerMatchesConfiguration("https://moodle.uni.dk", "https://moodle.uni.dk.evil.example/config", "moodle")).toBe(false);
    expect(issuerMatchesConfiguration("https://other.uni.dk", "https://moodle.uni.dk/config", "moodle")).toBe(false);
  });

  it("may be Canvas's shared issuer for a configuration on the institution's own Canvas host, and nothing wider", () => {
    const served = "https://school.instructure.com/api/lti/security/openid-configuration?registration_token=x";
    expect(issuerMatchesConfiguration("https://canvas.instructure.com", served, "canvas")).toBe(true);
    expect(issuerMatchesConfiguration("https://canvas.instructure.com", served, "moodle")).toBe(false);
    expect(issuerMatchesConfiguration("https://canvas.instructure.com", "https://school.evil.example/config", "canvas")).toBe(false);
    expect(issuerMatchesConfiguration("https://canvas.instructure.com", "http://school.instructure.com/config", "canvas")).toBe(false);
  });
});
