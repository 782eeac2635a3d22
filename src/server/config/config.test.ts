import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe("loadConfig", () => {
  it("uses the documented defaults for an empty environment", () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      storage: { kind: "sqlite", path: "./data/ordsky.db" },
      publicUrl: null,
      logLevel: "info",
    });
  });

  it("logs a line per request by default, but only warnings to a terminal", () => {
    expect(loadConfig({}).logLevel).toBe("info");
    expect(loadConfig({}, { terminal: true }).logLevel).toBe("warn");
    expect(loadConfig({ LOG_LEVEL: "debug" }, { terminal: true }).logLevel).toBe("debug");
  });

  it("treats empty values like unset ones", () => {
    expect(loadConfig({ PORT: "", HOST: " ", DATABASE_URL: "", PUBLIC_URL: "" })).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      storage: { kind: "sqlite", path: "./data/ordsky.db" },
      publicUrl: null,
    });
  });

  it("takes TZ's zone for the reports when it names one (it wins over the admin's), none when it is unset, and refuses an unknown zone", () => {
    expect(loadConfig({ TZ: "europe/copenhagen" }).timeZone).toBe("Europe/Copenhagen");
    expect(loadConfig({}).timeZone).toBeNull();
    expect(loadConfig({ TZ: ":/etc/localtime" }).timeZone).toBeNull();
    expect(refusal({ TZ: "Mars/Olympus" })).toBe('TZ: expected an IANA time zone such as Europe/Copenhagen, got "Mars/Olympus"');
  });

  it("takes the institution's texts from INSTITUTION_*, trimmed, blank as unset, and refuses one too long or a statement address that is none", () => {
    expect(loadConfig({ INSTITUTION_NAME: " Aarhus Universitet ", INSTITUTION_CONTACT: "", INSTITUTION_STATEMENT_URL: "https://www.was.digst.dk/ordsky-au-dk" }).institution).toEqual({
      name: "Aarhus Universitet",
      contact: null,
      privacyContact: null,
      enforcement: null,
      statementUrl: "https://www.was.digst.dk/ordsky-au-dk",
    });
    expect(refusal({ INSTITUTION_NAME: "x".repeat(201) })).toBe("INSTITUTION_NAME: expected at most 200 characters, got 201");
    expect(refusal({ INSTITUTION_STATEMENT_URL: "was.digst.dk/ordsky" })).toBe('INSTITUTION_STATEMENT_URL: expected a web address such as https://www.was.digst.dk/ordsky-example-dk, got "was.digst.dk/ordsky"');
  });

  describe("PORT", () => {
    it("accepts 0-65535 written in digits", () => {
      expect(loadConfig({ PORT: "0" }).port).toBe(0);
      expect(loadConfig({ PORT: " 8080 " }).port).toBe(8080);
      expect(loadConfig({ PORT: "65535" }).port).toBe(65535);
    });

    it("refuses anything else, naming the variable and quoting the value on one line", () => {
      for (const value of ["abc", "65536", "-1", "80.5", "0x50", "1e3", "3000abc", "3000\nX"]) {
        const message = refusal({ PORT: value });
        expect(message).toMatch(/^PORT: /);
        expect(message).toContain(JSON.stringify(value));
        expect(message).not.toContain("\n");
      }
    });
  });

  describe("HOST", () => {
    it("accepts addresses and host names", () => {
      for (const host of ["127.0.0.1", "::", "::1", "localhost", "my-server.lan", "fe80::1%eth0"]) expect(loadConfig({ HOST: host }).host).toBe(host);
      expect(loadConfig({ HOST: "[::1]" }).host).toBe("::1");
    });

    it("refuses values with spaces or URL parts", () => {
      for (const host of ["my host", "http://localhost", "localhost/x"]) expect(refusal({ HOST: host })).toMatch(/^HOST: /);
    });
  });

  describe("DATABASE_URL", () => {
    it("reads sqlite:PATH, relative or absolute", () => {
      expect(loadConfig({ DATABASE_URL: "sqlite:./x/y.db" }).storage).toEqual({ kind: "sqlite", path: "./x/y.db" });
      expect(loadConfig({ DATABASE_URL: "sqlite:/var/lib/ordsky.db" }).storage).toEqual({ kind: "sqlite", path: "/var/lib/ordsky.db" });
      expect(loadConfig({ DATABASE_URL: "sqlite:///var/lib/ordsky.db" }).storage).toEqual({ kind: "sqlite", path: "/var/lib/ordsky.db" });
    });

    it("recognises postgres:// and postgresql://", () => {
      expect(loadConfig({ DATABASE_URL: "postgres://u:p@h:5432/db" }).storage).toEqual({ kind: "postgres", url: "postgres://u:p@h:5432/db", poolSize: 10 });
      expect(loadConfig({ DATABASE_URL: "postgresql://h/db" }).storage.kind).toBe("postgres");
    });

    it("reads PG_POOL_SIZE for PostgreSQL and refuses a value that is not a whole number 1-1000", () => {
      expect(loadConfig({ DATABASE_URL: "postgres://h/db", PG_POOL_SIZE: " 25 " }).storage).toEqual({ kind: "postgres", url: "postgres://h/db", poolSize: 25 });
      for (const bad of ["0", "-1", "2.5", "ten", "1001", "1e2"]) {
        expect(refusal({ DATABASE_URL: "postgres://h/db", PG_POOL_SIZE: bad })).toMatch(/^PG_POOL_SIZE: expected a whole number 1-1000, got /);
      }
    });

    it("refuses other schemes and an empty sqlite path", () => {
      expect(refusal({ DATABASE_URL: "mysql://h/db" })).toMatch(/^DATABASE_URL: expected sqlite:PATH/);
      expect(refusal({ DATABASE_URL: "./plain/path.db" })).toMatch(/^DATABASE_URL: /);
      expect(refusal({ DATABASE_URL: "sqlite:" })).toMatch(/^DATABASE_URL: sqlite: needs a file path/);
      expect(refusal({ DATABASE_URL: "sqlite:   " })).toMatch(/^DATABASE_URL: /);
      expect(refusal({ DATABASE_URL: "sqlite::memory:" })).toMatch(/^DATABASE_URL: an in-memory SQLite database cannot be shared/);
    });
  });

  describe("PUBLIC_URL", () => {
    it("keeps scheme, host, port and path without a trailing slash", () => {
      expect(loadConfig({ PUBLIC_URL: "https://ordsky.example.org/" }).publicUrl).toBe("https://ordsky.example.org");
      expect(loadConfig({ PUBLIC_URL: "http://10.0.0.5:8080/feedback//" }).publicUrl).toBe("http://10.0.0.5:8080/feedback");
    });

    it("refuses non-http(s) and non-URL values", () => {
      for (const value of ["ftp://x.org", "ordsky.example.org", "javascript:alert(1)", "http://", "https://x.org:99999"]) {
        expect(refusal({ PUBLIC_URL: value })).toMatch(/^PUBLIC_URL: /);
      }
    });
  });

  it("refuses an unknown LOG_LEVEL, WORKERS outside 1-64 and an unknown ADMIN_REGISTRATION", () => {
    expect(refusal({ LOG_LEVEL: "loud" })).toMatch(/^LOG_LEVEL: /);
    expect(loadConfig({ LOG_LEVEL: "INFO" }).logLevel).toBe("info");
    expect(refusal({ WORKERS: "0" })).toMatch(/^WORKERS: /);
    expect(refusal({ ADMIN_REGISTRATION: "sometimes" })).toMatch(/^ADMIN_REGISTRATION: /);
  });

  describe("EMBED_ORIGINS", () => {
    it("lets any page frame the embed view when unset or *", () => {
      expect(loadConfig({}).embedOrigins).toBe("any");
      expect(loadConfig({ EMBED_ORIGINS: " * " }).embedOrigins).toBe("any");
    });

    it("narrows it to a list of origins, subdomain wildcards included", () => {
      expect(loadConfig({ EMBED_ORIGINS: "https://Moodle.example.org, https://*.example.org http://localhost:8080" }).embedOrigins).toEqual([
        "https://moodle.example.org",
        "https://*.example.org",
        "http://localhost:8080",
      ]);
    });

    it.each(["moodle.example.org", "https://moodle.example.org/course", "'self'", "https://a.org;script-src *"])("refuses %s, naming the variable", (value) => {
      expect(refusal({ EMBED_ORIGINS: value })).toMatch(/^EMBED_ORIGINS: /);
    });
  });

  describe("TRUST_PROXY", () => {
    it("reads false, true (one hop), a hop count or a list of proxy addresses", () => {
      expect(loadConfig({}).trustProxy).toEqual({ kind: "none" });
      expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toEqual({ kind: "none" });
      expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toEqual({ kind: "hops", hops: 1 });
      expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toEqual({ kind: "hops", hops: 2 });
      expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16,loopback" }).trustProxy).toEqual({ kind: "addresses", addresses: ["10.0.0.1", "192.168.0.0/16", "loopback"] });
    });

    it("refuses anything else", () => {
      for (const value of ["yes", "11", "10.0.0.1/99", "proxy.example.org"]) expect(refusal({ TRUST_PROXY: value })).toMatch(/^TRUST_PROXY: /);
    });
  });

  describe("limits", () => {
    it("uses the documented defaults", () => {
      expect(loadConfig({}).limits).toEqual({
        rateLimits: true,
        socket: { sendQueueBytes: 1024 * 1024, messages: { burst: 40, perSecond: 10 } },
        http: { requestTimeoutMs: 30_000, headersTimeoutMs: 10_000, maxPipelinedRequests: 16, connectionsPerAddress: 5_000 },
        submissions: {
          perParticipant: { burst: 8, perSecond: 2 },
          perAddress: { burst: 2_000, perSecond: 300 },
          newParticipantsPerAddress: { burst: 1_200, perSecond: 20 },
        },
        joinCodeMisses: { burst: 100, perSecond: 0.5 },
        qrCodes: { burst: 60, perSecond: 1 },
        hostExports: { burst: 5, perSecond: 10 / 60 },
        signIn: { freeFailures: 3, baseDelayMs: 1_000, maxDelayMs: 900_000 },
      });
    });

    it("reads each limit from its variable, so tests and operators can lower it", () => {
      const { limits } = loadConfig({ WS_MESSAGE_BURST: "5", WS_MESSAGES_PER_SECOND: "1", WS_SEND_QUEUE_BYTES: "65536" });
      expect(limits.socket).toEqual({ sendQueueBytes: 65536, messages: { burst: 5, perSecond: 1 } });
    });

    it("lifts the rates with RATE_LIMITS=off but keeps the memory bounds", () => {
      const { limits } = loadConfig({ RATE_LIMITS: "OFF" });
      expect(limits.rateLimits).toBe(false);
      expect(limits.socket).toEqual({ sendQueueBytes: 1024 * 1024, messages: null });
      expect(limits).toMatchObject({ submissions: null, joinCodeMisses: null, qrCodes: null, hostExports: null, http: { connectionsPerAddress: null, requestTimeoutMs: 30_000 } });
    });

    it("refuses values that are not whole numbers in range, and a RATE_LIMITS other than on/off", () => {
      expect(refusal({ WS_MESSAGE_BURST: "0" })).toMatch(/^WS_MESSAGE_BURST: /);
      expect(refusal({ WS_SEND_QUEUE_BYTES: "1e6" })).toMatch(/^WS_SEND_QUEUE_BYTES: /);
      expect(refusal({ RATE_LIMITS: "false" })).toMatch(/^RATE_LIMITS: expected on or off/);
      expect(refusal({ HTTP_REQUEST_TIMEOUT_MS: "5000", HTTP_HEADERS_TIMEOUT_MS: "6000" })).toMatch(/^HTTP_HEADERS_TIMEOUT_MS: must not exceed/);
    });
  });

  describe("operations", () => {
    it("drains for 8 s, serves no metrics and leaves retention to the admins by default", () => {
      expect(loadConfig({}).operations).toEqual({ retentionDays: null, evaluationMinResponses: null, shutdownGraceMs: 8_000, metrics: { token: null, port: null, host: "127.0.0.1" } });
    });

    it("reads the retention, the grace, the metrics token and the metrics listener", () => {
      const token = "0123456789abcdef0123";
      const env = { RETENTION_DAYS: "365", EVALUATION_MIN_RESPONSES: "7", SHUTDOWN_GRACE_MS: "20000", METRICS_TOKEN: token, METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" };
      expect(loadConfig(env).operations).toEqual({
        retentionDays: 365,
        evaluationMinResponses: 7,
        shutdownGraceMs: 20_000,
        metrics: { token, port: 9464, host: "0.0.0.0" },
      });
    });

    it("refuses a retention or grace out of range, a short or spaced token and a metrics port equal to PORT, naming the variable", () => {
      expect(refusal({ SHUTDOWN_GRACE_MS: "500" })).toBe('SHUTDOWN_GRACE_MS: expected milliseconds 1000-600000, got "500"');
      expect(refusal({ RETENTION_DAYS: "0" })).toBe('RETENTION_DAYS: expected whole days 1-3650, got "0"');
      expect(refusal({ RETENTION_DAYS: "30d" })).toMatch(/^RETENTION_DAYS: expected whole days 1-3650/);
      expect(refusal({ EVALUATION_MIN_RESPONSES: "1" })).toBe('EVALUATION_MIN_RESPONSES: expected answers 2-100, got "1"');
      expect(refusal({ METRICS_TOKEN: "short" })).toMatch(/^METRICS_TOKEN: expected at least 16 visible characters/);
      expect(refusal({ METRICS_TOKEN: "has a space in it, long enough" })).toMatch(/^METRICS_TOKEN: /);
      expect(refusal({ METRICS_PORT: "3000" })).toMatch(/^METRICS_PORT: must differ from PORT \(3000\)/);
      expect(refusal({ METRICS_PORT: "70000" })).toMatch(/^METRICS_PORT: expected a port number/);
      expect(refusal({ METRICS_HOST: "not a host!" })).toMatch(/^METRICS_HOST: /);
    });
  });
});
