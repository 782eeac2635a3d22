import { Writable } from "node:stream";

/** The server's JSON log lines, kept in memory (pass `stream` as the server's logStream). */
export function captureLog(): { stream: Writable; text(): string; lines(): Record<string, any>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const text = () => chunks.join("");
  return {
    stream,
    text,
    lines: () =>
      text()
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line)),
  };
}
