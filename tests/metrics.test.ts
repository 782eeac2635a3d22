import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { parsePrometheusText, sampleValue } from "./helpers/prometheus-text.js";
import { findFreeTestPort } from "./helpers/server-process.js";
import { createTestSession, startTestServer, submitTestFeedback, type TestServer } from "./helpers/test-server.js";
import { TestSocket } from "./helpers/ws-client.js";

const TOKEN = "metrics-token-0123456789abcdef";
const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

async function start(env: Record<string, string> = {}): Promise<TestServer> {
  const server = await startTestServer(env);
  servers.push(server);
  return server;
}

async function scrape(url: string, token: string | null = TOKEN) {
  const response = await fetch(`${url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await response.text());
}

describe("/metrics", () => {
  it("is not served unless METRICS_TOKEN or METRICS_PORT is set", async () => {
    const server = await start();
    const answer = await server.request("GET", "/metrics");
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false });
  });

  it("refuses a request without the token, or with another one, in the error envelope", async () => {
    const server = await start({ METRICS_TOKEN: TOKEN });
    const attempts: Record<string, string>[] = [{}, { authorization: "Bearer wrong-token-0123456789abcdef" }, { authorization: TOKEN }];
    for (const headers of attempts) {
      const answer = await server.request("GET", "/metrics", undefined, headers);
      expect(answer).toEqual({ status: 401, body: { success: false, error: "Metrics need the bearer token set in METRICS_TOKEN", code: "UNAUTHORIZED" } });
    }
  });

  it("counts every submission once, by outcome, and the sockets by role, in valid Prometheus text", async () => {
    const server = await start({ METRICS_TOKEN: TOKEN });
    const { sessionId, hostKey } = await createTestSession(server);
    const before = await scrape(server.url);
    const accepted = (samples: ReturnType<typeof parsePrometheusText>) => sampleValue(samples, "ordsky_submissions_total", { outcome: "accepted" });

    const host = await TestSocket.connect(server.wsUrl);
    await host.join(sessionId, "host", hostKey);
    const phone = await TestSocket.connect(server.wsUrl);
    await phone.join(sessionId, "participant");
    for (let n = 0; n < 5; n++) expect((await submitTestFeedback(server, sessionId, `http${n}`, `p${n}`)).status).toBe(201);
    for (let n = 0; n < 3; n++) {
      phone.send({ type: "submit-feedback", sessionId, requestId: `r${n}`, data: { text: `socket${n}`, participantId: "phone", submissionId: `phone-submission-${n}` } });
      await phone.waitFor((message) => message.requestId === `r${n}` && message.type === "feedback-submitted");
    }
    // A resent submissionId is a duplicate, and an answer past the session's capacity is refused.
    phone.send({ type: "submit-feedback", sessionId, requestId: "again", data: { text: "socket0", participantId: "phone", submissionId: "phone-submission-0" } });
    await phone.waitFor((message) => message.requestId === "again");
    const small = await createTestSession(server, { maxParticipants: 1 });
    expect((await submitTestFeedback(server, small.sessionId, "first", "p-first")).status).toBe(201);
    expect((await submitTestFeedback(server, small.sessionId, "second", "p-second")).status).toBe(403);
    await host.waitForCloud(sessionId, (cloud) => cloud.totalSubmissions === 8);

    const after = await scrape(server.url);
    expect(accepted(after) - accepted(before)).toBe(9);
    expect(sampleValue(after, "ordsky_submissions_total", { outcome: "duplicate" })).toBe(1);
    expect(sampleValue(after, "ordsky_submissions_total", { outcome: "refused", reason: "session_full" })).toBe(1);
    expect(sampleValue(after, "ordsky_websockets_open")).toBe(2);
    expect(sampleValue(after, "ordsky_websocket_audience", { role: "host" })).toBe(1);
    expect(sampleValue(after, "ordsky_websocket_audience", { role: "participant" })).toBe(1);
    expect(sampleValue(after, "ordsky_sessions_live")).toBe(1);
    expect(sampleValue(after, "ordsky_websocket_audience", { role: "presentation" })).toBe(0);
    expect(sampleValue(after, "ordsky_phones_hidden")).toBe(0);
    expect(sampleValue(after, "ordsky_deliveries_total")).toBeGreaterThan(sampleValue(before, "ordsky_deliveries_total"));
    expect(sampleValue(after, "ordsky_delivery_bytes_total")).toBeGreaterThan(0);
    // 8 answers were written in at least one group commit, each batch timed.
    expect(sampleValue(after, "ordsky_writer_batch_size_sum")).toBeGreaterThanOrEqual(8);
    expect(sampleValue(after, "ordsky_writer_commit_seconds_count")).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after, "ordsky_tick_duration_seconds_count")).toBeGreaterThan(0);
    // Node's own metrics, the event-loop delay among them.
    expect(after.some((sample) => sample.name === "nodejs_eventloop_lag_p99_seconds")).toBe(true);
    expect(after.some((sample) => sample.name === "process_cpu_user_seconds_total")).toBe(true);
    // No label names a session or a participant.
    for (const sample of after) expect(Object.values(sample.labels).join(" ")).not.toMatch(new RegExp(`${sessionId}|${small.sessionId}|phone|p-`));

    // The phone is put away: counted as out of sight until it is looked at again.
    phone.send({ type: "set-visibility", sessionId, visible: false });
    await phone.roundTrip();
    expect(sampleValue(await scrape(server.url), "ordsky_phones_hidden")).toBe(1);
    phone.send({ type: "set-visibility", sessionId, visible: true });
    await phone.roundTrip();
    expect(sampleValue(await scrape(server.url), "ordsky_phones_hidden")).toBe(0);
    host.close();
    phone.close();
  });

  it("counts rate-limit refusals by allowance", async () => {
    const server = await start({ METRICS_TOKEN: TOKEN, RATE_LIMITS: "on", SUBMIT_PARTICIPANT_BURST: "2", SUBMIT_PARTICIPANT_PER_SECOND: "1" });
    const { sessionId } = await createTestSession(server);
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) statuses.push((await submitTestFeedback(server, sessionId, `w${n}`, "eager")).status);
    const refused = statuses.filter((status) => status === 429).length;
    expect(refused).toBeGreaterThan(0);
    const samples = await scrape(server.url);
    expect(sampleValue(samples, "ordsky_rate_limit_refusals_total", { limit: "answers" })).toBe(refused);
    expect(sampleValue(samples, "ordsky_submissions_total", { outcome: "refused", reason: "rate_limited" })).toBe(refused);
  });

  it("counts a new participant refused for the address's allowance, an entry's and a class ballot's alike", async () => {
    const server = await start({ METRICS_TOKEN: TOKEN, RATE_LIMITS: "on", NEW_PARTICIPANTS_PER_MINUTE: "1" });
    const regular = await createTestSession(server);
    const classSession = await createTestSession(server, { sessionType: "class" });
    const questions = (await server.request("GET", `/api/sessions/${classSession.sessionId}/class-questions`)).body.data;
    const ballot = (participantId: string) =>
      server.request("POST", `/api/sessions/${classSession.sessionId}/class-response`, { questionId: questions[0].id, response: 7, participantId });
    expect((await submitTestFeedback(server, regular.sessionId, "first", "newcomer-1")).status).toBe(201);
    expect((await submitTestFeedback(server, regular.sessionId, "second", "newcomer-2")).status).toBe(429);
    expect((await ballot("newcomer-3")).status).toBe(429);
    const samples = await scrape(server.url);
    expect(sampleValue(samples, "ordsky_rate_limit_refusals_total", { limit: "new-participants" })).toBe(2);
  });

  it("serves only /metrics on METRICS_PORT, bound to 127.0.0.1, and not on the public port", async () => {
    const port = await findFreeTestPort();
    const server = await start({ METRICS_PORT: String(port) });
    expect(server.metricsPort).toBe(port);
    const samples = await scrape(`http://127.0.0.1:${port}`, null);
    expect(sampleValue(samples, "ordsky_bus_connected")).toBe(1);
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(404);
    expect((await server.request("GET", "/metrics")).status).toBe(404);
  });

  it("declares every Ordsky metric the documentation and the sample dashboard name", async () => {
    const server = await start({ METRICS_TOKEN: TOKEN });
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const declared = new Set([...(await response.text()).matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]));
    const read = (file: string) => readFileSync(new URL(`../docs/${file}`, import.meta.url), "utf8");
    const metricsSection = read("deploy.md").split("\n## Metrics\n")[1]!.split("\n## ")[0]!;
    const named = (text: string) => [...text.matchAll(/ordsky_[a-z_]+[a-z]/g)].map((match) => match[0]);
    const families = new Set([...named(read("grafana-dashboard.json")), ...named(metricsSection)].map((name) => name.replace(/_(bucket|sum|count)$/, "")));
    expect([...families].filter((name) => !declared.has(name))).toEqual([]);
  });
});
