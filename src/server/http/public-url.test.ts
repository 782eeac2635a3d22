import { describe, expect, it } from "vitest";
import { findLanAddress, linkLanAddress, resolvePublicOrigin } from "./public-url.js";

const request = (host: string, protocol: "http" | "https" = "http") => ({ host, protocol });

describe("resolvePublicOrigin", () => {
  it("uses PUBLIC_URL whenever it is set", () => {
    expect(resolvePublicOrigin(request("localhost:3000"), "https://ordsky.example.org/base", "192.168.1.20")).toBe("https://ordsky.example.org/base");
  });

  it("uses the request's origin for a named host", () => {
    expect(resolvePublicOrigin(request("ordsky.school.lan:8080"), null, "192.168.1.20")).toBe("http://ordsky.school.lan:8080");
    expect(resolvePublicOrigin(request("feedback.example.org", "https"), null, "192.168.1.20")).toBe("https://feedback.example.org");
  });

  it("swaps a local host name for the LAN address, keeping the port", () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "0.0.0.0:3000"]) {
      expect(resolvePublicOrigin(request(host), null, "192.168.1.20")).toBe("http://192.168.1.20:3000");
    }
    expect(resolvePublicOrigin(request("localhost"), null, "10.0.0.7")).toBe("http://10.0.0.7");
  });

  it("keeps localhost when the machine has no LAN address", () => {
    expect(resolvePublicOrigin(request("localhost:3000"), null, null)).toBe("http://localhost:3000");
  });

  it("falls back to a safe origin for a garbage or missing Host", () => {
    expect(resolvePublicOrigin(request("bad host:99999"), null, null)).toBe("http://localhost");
    expect(resolvePublicOrigin(request(""), null, "10.0.0.7")).toBe("http://10.0.0.7");
  });

  it("keeps only the origin of a Host with extra parts", () => {
    expect(resolvePublicOrigin(request("example.org/evil?x=1"), null, null)).toBe("http://example.org");
  });
});

describe("linkLanAddress", () => {
  const lan = () => "192.168.1.20";

  it("offers the LAN address only when the server listens on all interfaces", () => {
    for (const host of ["0.0.0.0", "::"]) expect(linkLanAddress(host, lan)).toBe("192.168.1.20");
  });

  it("offers none when the server is bound to one address, so links keep the request's origin", () => {
    for (const host of ["127.0.0.1", "::1", "localhost", "192.168.1.20"]) expect(linkLanAddress(host, lan)).toBeNull();
    expect(resolvePublicOrigin(request("localhost:3000"), null, linkLanAddress("127.0.0.1", lan))).toBe("http://localhost:3000");
  });
});

describe("findLanAddress", () => {
  it("returns a non-loopback IPv4 address or null", () => {
    const address = findLanAddress();
    if (address !== null) {
      expect(address).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      expect(address.startsWith("127.")).toBe(false);
    }
  });
});
