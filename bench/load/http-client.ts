import { Agent, request } from "node:http";

export type HttpResult = { status: number; body: string };

/** Keep-alive JSON requests over loopback; sockets stay open between submissions like a browser's would. */
export class HttpClient {
  readonly agent: Agent;

  constructor(
    private readonly baseUrl: string,
    maxSockets: number,
    localAddress?: string,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets, localAddress });
  }

  send(method: string, path: string, body?: unknown, timeoutMs = 15_000): Promise<HttpResult> {
    const url = new URL(path, this.baseUrl);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method,
          agent: this.agent,
          headers: payload === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
          res.on("error", reject);
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)));
      req.on("error", reject);
      req.end(payload);
    });
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const result = await this.send(method, path, body);
    if (result.status >= 400) throw new Error(`${method} ${path} → ${result.status}: ${result.body.slice(0, 200)}`);
    return (JSON.parse(result.body) as { data: T }).data;
  }

  close(): void {
    this.agent.destroy();
  }
}
