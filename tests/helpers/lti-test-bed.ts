import { afterAll, beforeAll, expect } from "vitest";
import { signInAdmin } from "../admin-helpers.js";
import { captureLog } from "./captured-log.js";
import { startLtiPlatform, type LtiPlatformEmulator } from "./lti-platform.js";
import { startTestServer, type TestServer } from "./test-server.js";

/**
 * A test file's Ordsky (logging at info, captured) and learning platform, the platform registered by hand by an
 * admin, for the file's tests; started before them and closed after. Read its fields inside tests (they are set then).
 */
export function ltiTestBed() {
  const log = captureLog();
  const bed = { log, server: undefined as unknown as TestServer, platform: undefined as unknown as LtiPlatformEmulator, admin: {} as Record<string, string> };
  beforeAll(async () => {
    [bed.server, bed.platform] = await Promise.all([startTestServer({ LOG_LEVEL: "info" }, { logStream: log.stream }), startLtiPlatform()]);
    bed.admin = (await signInAdmin(bed.server)).headers;
    bed.platform.trustTool(`${bed.server.url}/lti/jwks`);
    expect((await bed.server.request("POST", "/api/admin/lti/platforms", bed.platform.manualSettings(), bed.admin)).status).toBe(200);
  });
  afterAll(async () => {
    await Promise.all([bed.server?.close(), bed.platform?.close()]);
  });
  return bed;
}
