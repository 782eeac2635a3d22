import type { Page } from "@playwright/test";

/** A presentation as Office keeps it: the add-in's settings, saved with the document (what saveAsync last wrote). */
export type OfficeDocument = { settings: string | null };

/**
 * Serves, in place of Microsoft's Office.js, an implementation of the part of it the add-in page uses, backed by
 * `document`: `Office.onReady` (in PowerPoint, or `host: null` as Office.js answers outside Office) and the document's
 * settings, read from what was saved last and written back by `saveAsync`, as PowerPoint saves them in the file.
 * Returns how many times the page asked for Office.js.
 */
export async function serveOfficeJs(page: Page, document: OfficeDocument, host: "PowerPoint" | null = "PowerPoint"): Promise<{ loads: () => number }> {
  let loads = 0;
  await page.exposeFunction("saveOfficeDocument", (settings: string) => {
    document.settings = settings;
  });
  await page.route("https://appsforoffice.microsoft.com/lib/1/hosted/office.js", (route) => {
    loads += 1;
    return route.fulfill({ contentType: "text/javascript", body: officeJs(host, document.settings) });
  });
  return { loads: () => loads };
}

function officeJs(host: string | null, saved: string | null): string {
  return `(() => {
  const saved = ${JSON.stringify(saved)};
  const values = saved === null ? {} : JSON.parse(saved);
  const settings = {
    get: (name) => (name in values ? values[name] : null),
    set: (name, value) => { values[name] = JSON.parse(JSON.stringify(value)); },
    remove: (name) => { delete values[name]; },
    saveAsync: (callback) => {
      window.saveOfficeDocument(JSON.stringify(values)).then(
        () => callback && callback({ status: "succeeded", value: undefined }),
        (error) => callback && callback({ status: "failed", error: { message: String(error) } }),
      );
    },
  };
  const host = ${JSON.stringify(host)};
  window.Office = {
    AsyncResultStatus: { Succeeded: "succeeded", Failed: "failed" },
    HostType: { PowerPoint: "PowerPoint" },
    onReady: () => Promise.resolve({ host, platform: host ? "OfficeOnline" : null }),
    context: host ? { document: { settings } } : {},
  };
})();`;
}
