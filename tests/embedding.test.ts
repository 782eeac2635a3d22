// @vitest-environment jsdom
// The DOM parses the HTML and XML the server sends, as a browser and Office would.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oembedSchema } from "../src/shared/schemas/embed.js";
import { createTestSession, startTestServer, type TestServer } from "./helpers/test-server.js";

const PUBLIC_URL = "https://ordsky.example.org";
const clientDir = mkdtempSync(join(tmpdir(), "ordsky-client-"));
let server: TestServer;

beforeAll(async () => {
  // The client's page as Vite builds it: the server adds what a page needs to its head.
  writeFileSync(join(clientDir, "index.html"), '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Ordsky</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n');
  server = await startTestServer({ PUBLIC_URL }, { clientDir });
});
afterAll(async () => {
  await server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const oembed = (query: Record<string, string>) => server.request("GET", `/oembed?${new URLSearchParams(query)}`);

/** The iframe an oEmbed answer's html holds. */
function fragment(html: string): HTMLIFrameElement {
  const iframe = new DOMParser().parseFromString(html, "text/html").querySelector("iframe");
  if (!iframe) throw new Error(`no iframe in ${html}`);
  return iframe;
}

/** The oEmbed links in the head of the HTML the server sends for `path`. */
async function discoveryLinks(path: string): Promise<{ href: string; title: string }[]> {
  const response = await fetch(server.url + path);
  expect(response.status).toBe(200);
  const document = new DOMParser().parseFromString(await response.text(), "text/html");
  return [...document.head.querySelectorAll('link[rel="alternate"][type="application/json+oembed"]')].map((link) => ({
    href: link.getAttribute("href") ?? "",
    title: link.getAttribute("title") ?? "",
  }));
}

describe("oEmbed", () => {
  it("answers a session's, a presentation's and an embed's link with an iframe of the embed view", async () => {
    const { sessionId } = await createTestSession(server, { title: "Week 3: <what stuck?>" });
    for (const page of ["session", "presentation", "embed"]) {
      const { status, body } = await oembed({ url: `${PUBLIC_URL}/${page}/${sessionId}`, format: "json" });
      expect(status, page).toBe(200);
      const answer = oembedSchema.parse(body);
      expect(answer).toMatchObject({ type: "rich", title: "Week 3: <what stuck?>", provider_url: `${PUBLIC_URL}/`, width: 640, height: 360 });
      const iframe = fragment(answer.html);
      expect(iframe.getAttribute("src")).toBe(`${PUBLIC_URL}/embed/${sessionId}`);
      expect(iframe.getAttribute("title")).toBe("Week 3: <what stuck?> · Ordsky");
      expect(answer.html).not.toContain("<what");
      expect([iframe.getAttribute("width"), iframe.getAttribute("height")]).toEqual(["640", "360"]);
    }
  });

  it("keeps an embed link's question and join line, and honours maxwidth and maxheight in 16:9", async () => {
    const { sessionId } = await createTestSession(server, { title: "Sizes" });
    const url = `${PUBLIC_URL}/embed/${sessionId}?question=q-2&join=0`;
    const narrow = oembedSchema.parse((await oembed({ url, maxwidth: "400" })).body);
    expect([narrow.width, narrow.height]).toEqual([400, 225]);
    expect(fragment(narrow.html).getAttribute("src")).toBe(`${PUBLIC_URL}/embed/${sessionId}?question=q-2&join=0`);
    const low = oembedSchema.parse((await oembed({ url, maxwidth: "1000", maxheight: "180" })).body);
    expect([low.width, low.height]).toEqual([320, 180]);
  });

  it("answers 404 for an unknown session, an evaluation or another site's link, 501 for a format other than json, 400 without a url", async () => {
    const evaluation = await createTestSession(server, { title: "Evaluation", sessionType: "class" });
    const { sessionId } = await createTestSession(server, { title: "Elsewhere" });
    expect((await oembed({ url: `${PUBLIC_URL}/session/no-such-session` })).status).toBe(404);
    expect((await oembed({ url: `${PUBLIC_URL}/session/${evaluation.sessionId}` })).status).toBe(404);
    expect((await oembed({ url: `https://elsewhere.example.net/session/${sessionId}` })).status).toBe(404);
    expect((await oembed({ url: `${PUBLIC_URL}/dashboard/${sessionId}` })).status).toBe(404);
    expect(await oembed({ url: `${PUBLIC_URL}/session/${sessionId}`, format: "xml" })).toEqual({
      status: 501,
      body: { success: false, error: "Only format=json is offered", code: "NOT_IMPLEMENTED" },
    });
    expect((await oembed({ format: "json" })).body).toMatchObject({ success: false, code: "VALIDATION" });
    expect((await oembed({ url: `${PUBLIC_URL}/session/${sessionId}`, maxwidth: "wide" })).status).toBe(400);
  });

  it("is discovered in the HTML of a session's page and presentation, with the title escaped, and only for a session that exists", async () => {
    const { sessionId } = await createTestSession(server, { title: 'Quotes " & <tags>' });
    for (const page of ["session", "presentation"]) {
      const links = await discoveryLinks(`/${page}/${sessionId}`);
      expect(links, page).toEqual([{ href: `${PUBLIC_URL}/oembed?${new URLSearchParams({ url: `${PUBLIC_URL}/${page}/${sessionId}`, format: "json" })}`, title: 'Quotes " & <tags>' }]);
      const { status, body } = await server.request("GET", new URL(links[0]!.href).pathname + new URL(links[0]!.href).search);
      expect(status).toBe(200);
      expect(oembedSchema.parse(body).title).toBe('Quotes " & <tags>');
    }
    const html = await (await fetch(`${server.url}/session/${sessionId}`)).text();
    expect(html).not.toContain("<tags>");
    expect(await discoveryLinks("/session/no-such-session")).toEqual([]);
    expect(await discoveryLinks(`/dashboard/${sessionId}`)).toEqual([]);
    expect(await discoveryLinks("/")).toEqual([]);
  });
});

describe("the PowerPoint add-in", () => {
  it("serves a content add-in manifest naming this instance's page, icons and domain (checked offline)", async () => {
    const response = await fetch(`${server.url}/office/manifest.xml`);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    const document = new DOMParser().parseFromString(xml, "application/xml");
    expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
    const app = document.documentElement;
    expect(app.localName).toBe("OfficeApp");
    expect(app.namespaceURI).toBe("http://schemas.microsoft.com/office/appforoffice/1.1");
    expect(app.getAttributeNS("http://www.w3.org/2001/XMLSchema-instance", "type")).toBe("ContentApp");
    // The schema's order: a manifest with its elements out of order is refused when it is uploaded.
    expect([...app.children].map((element) => element.localName)).toEqual([
      "Id", "Version", "ProviderName", "DefaultLocale", "DisplayName", "Description", "IconUrl", "HighResolutionIconUrl",
      "SupportUrl", "AppDomains", "Hosts", "DefaultSettings", "Permissions", "AllowSnapshot",
    ]);
    const text = (selector: string) => app.querySelector(selector)?.textContent?.trim();
    const value = (selector: string) => app.querySelector(selector)?.getAttribute("DefaultValue");
    expect(text("Id")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(text("Version")).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(app.querySelector("Hosts > Host")?.getAttribute("Name")).toBe("Presentation");
    expect(value("DefaultSettings > SourceLocation")).toBe(`${PUBLIC_URL}/office/addin`);
    expect(text("AppDomains > AppDomain")).toBe(PUBLIC_URL);
    expect([value("IconUrl"), value("HighResolutionIconUrl")]).toEqual([`${PUBLIC_URL}/office/icon-32.png`, `${PUBLIC_URL}/office/icon-64.png`]);
    expect(Number(text("DefaultSettings > RequestedWidth"))).toBeGreaterThan(0);
    expect(text("Permissions")).toBe("ReadWriteDocument");
  });

  it("loads Office.js from Microsoft's CDN on the add-in page, and only there", async () => {
    const addIn = await (await fetch(`${server.url}/office/addin`)).text();
    expect(addIn).toContain('<script src="https://appsforoffice.microsoft.com/lib/1/hosted/office.js"></script>');
    expect(await (await fetch(`${server.url}/presentation/anything`)).text()).not.toContain("appsforoffice");
  });
});
