/** Creates a session on the server under test and returns its id; a refusal stops the scenario with the reason. */
export async function createBenchSession(baseUrl: string, title: string, maxParticipants = 1000): Promise<string> {
  const created = await fetch(`${baseUrl}/api/sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ title, maxParticipants }),
  });
  if (!created.ok) throw new Error(`creating the session failed: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { data: { sessionId: string } }).data.sessionId;
}
