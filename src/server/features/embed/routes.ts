import type { FastifyInstance, FastifyRequest } from "fastify";
import { httpContract } from "../../../shared/http-contract.js";
import type { AppContext } from "../../context.js";
import { AppError } from "../../errors.js";
import { resolvePublicOrigin } from "../../http/public-url.js";
import { serveRoute } from "../../http/serve-route.js";
import type { PageHead } from "../../http/static-files.js";
import { describeEmbed } from "./oembed.js";
import { officeManifest } from "./office-manifest.js";
import { pageHead } from "./page-head.js";

/** The address links and QR codes use (PUBLIC_URL, else the request's), as the share links do. */
const publicOrigin = (context: AppContext, request: FastifyRequest) => resolvePublicOrigin(request, context.config.publicUrl, context.lanAddress);

/** The oEmbed provider (https://oembed.com) for session links, and the PowerPoint add-in's manifest. */
export function registerEmbedRoutes(app: FastifyInstance, context: AppContext): void {
  serveRoute(app, httpContract.getOembed, async ({ query, request, reply }) => {
    if (query.format !== undefined && query.format !== "json") throw new AppError("NOT_IMPLEMENTED", "Only format=json is offered");
    const origins = [publicOrigin(context, request), resolvePublicOrigin(request, null, null)] as const;
    const answer = await describeEmbed(context, { url: query.url, maxWidth: query.maxwidth, maxHeight: query.maxheight }, origins);
    return reply.type("application/json; charset=utf-8").header("cache-control", "no-cache").send(answer);
  });

  serveRoute(app, httpContract.getOfficeManifest, async ({ request, reply }) =>
    reply.type("application/xml; charset=utf-8").header("cache-control", "no-cache").send(officeManifest(publicOrigin(context, request))),
  );
}

/** The oEmbed discovery link and Office.js in the HTML of the pages that have them (see page-head.ts). */
export function embedPageHead(context: AppContext): PageHead {
  return (request, path) => pageHead(context, path, publicOrigin(context, request));
}
