// CPU µs per parse of what an HTTP answer and a socket answer pass through zod.
import { httpContract } from "../src/shared/http-contract.js";
import { clientMessageSchema } from "../src/shared/protocol.js";
const route = httpContract.submitFeedback;
const body = { text: "tavlen", participantId: "p_5f2c9a1b7e", submissionId: "s_8d1e4b0c2a9f4e77", sessionId: "Xy3kPq9LmN0aBcDeFgHiJ" };
const params = { id: "Xy3kPq9LmN0aBcDeFgHiJ" };
const message = { type: "submit-feedback", requestId: 7, sessionId: params.id, text: "tavlen", participantId: body.participantId, submissionId: body.submissionId };
function time(label: string, run: () => unknown, n = 300_000) {
  for (let i = 0; i < 50_000; i++) run();
  const start = process.cpuUsage();
  for (let i = 0; i < n; i++) run();
  const used = process.cpuUsage(start);
  console.log(label.padEnd(40), ((used.user + used.system) / n).toFixed(2), "µs");
}
for (let round = 0; round < 3; round++) {
  time("HTTP params (safeParse)", () => route.params.safeParse(params));
  time("HTTP body (safeParse)", () => route.body.safeParse(body));
  time("socket message (safeParse)", () => clientMessageSchema.safeParse(message));
  time("JSON.parse of the body", () => JSON.parse('{"text":"tavlen","participantId":"p_5f2c9a1b7e","submissionId":"s_8d1e4b0c2a9f4e77","sessionId":"Xy3kPq9LmN0aBcDeFgHiJ"}'));
}
