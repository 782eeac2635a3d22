import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { CLIENT_DIST_DIR } from "../paths.js";

/** What a page's HTML adds to the client's head, for the path asked (empty: nothing). */
export type PageHead = (request: FastifyRequest, path: string) => Promise<string>;

/**
 * Serves the built client; any other GET outside /api and /ws gets index.html so client routes survive a reload,
 * with what `pageHead` adds for that page (server-rendered, so a crawler that runs no script sees it too).
 */
export async function registerStaticFiles(app: FastifyInstance, pageHead: PageHead, clientDir = CLIENT_DIST_DIR): Promise<void> {
  const indexFile = join(clientDir, "index.html");
  const hasClient = existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, { root: clientDir, wildcard: false, index: false, maxAge: "1h" });
  }
  const indexHtml = hasClient ? readFileSync(indexFile, "utf8") : null;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    // /metrics when it is not configured: a scraper must see a 404, not the client's page.
    if (request.method !== "GET" || path.startsWith("/api/") || path === "/api" || path === "/ws" || path === "/metrics") {
      return reply.code(404).send({ success: false, error: "Not found", code: "NOT_FOUND" });
    }
    if (!indexHtml) {
      return reply.code(503).type("text/plain").send("The client is not built yet: run npm run build");
    }
    // The page still loads without its extras when they cannot be made (the database does not answer).
    const head = await pageHead(request, path).catch((error: unknown) => {
      request.log.warn({ err: error }, "page head left out");
      return "";
    });
    const html = head ? indexHtml.replace("</head>", `    ${head}\n  </head>`) : indexHtml;
    return reply.code(200).type("text/html; charset=utf-8").header("Cache-Control", "no-cache").send(html);
  });
}
