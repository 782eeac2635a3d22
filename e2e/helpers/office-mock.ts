import type { Page } from "@playwright/test";

/** A presentation as Office keeps it: the add-in's settings, saved with the document (what saveAsync last wrote). */
export type OfficeDocument = { settings: string | null };

/**
 * Serves, in place of Microsoft's Office.js, an implementation of the part of it the add-in page uses, backed by
 * `document`: `Office.onReady` (in PowerPoint, or `host: null` as Office.js answers outside Office), the document's
 * settings, read from what was saved last and written back by `saveAsync`, as PowerPoint saves them in the file, and
 * the active view (`edit`, or `read` in the slide show) with its change event. Returns how many times the page asked
 * for Office.js, and how to switch PowerPoint's view as a presenter starting the slide show does.
 */
export async function serveOfficeJs(
  page: Page,
  document: OfficeDocument,
  host: "PowerPoint" | null = "PowerPoint",
): Promise<{ loads: () => number; switchView: (view: "edit" | "read") => Promise<void> }> {
  let loads = 0;
  await page.exposeFunction("saveOfficeDocument", (settings: string) => {
    document.settings = settings;
  });
  await page.route("https://appsforoffice.microsoft.com/lib/1/hosted/office.js", (route) => {
    loads += 1;
    return route.fulfill({ contentType: "text/javascript", body: officeJs(host, document.settings) });
  });
  return {
    loads: () => loads,
    switchView: (view) => page.evaluate((next) => (window as unknown as { switchOfficeView: (view: string) => void }).switchOfficeView(next), view),
  };
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
  let view = "edit";
  const viewHandlers = [];
  const document = {
    settings,
    getActiveViewAsync: (callback) => callback({ status: "succeeded", value: view }),
    addHandlerAsync: (eventType, handler, callback) => {
      if (eventType === "activeViewChanged") viewHandlers.push(handler);
      if (callback) callback({ status: "succeeded" });
    },
  };
  window.switchOfficeView = (next) => {
    view = next;
    for (const handler of viewHandlers) handler({ type: "activeViewChanged", activeView: next });
  };
  const host = ${JSON.stringify(host)};
  window.Office = {
    AsyncResultStatus: { Succeeded: "succeeded", Failed: "failed" },
    HostType: { PowerPoint: "PowerPoint" },
    onReady: () => Promise.resolve({ host, platform: host ? "OfficeOnline" : null }),
    EventType: { ActiveViewChanged: "activeViewChanged" },
    context: host ? { document } : {},
  };
})();`;
}
