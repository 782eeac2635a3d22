/** The part of Office.js (https://learn.microsoft.com/javascript/api/office) the add-in page uses. */
type AsyncResult = { status: "succeeded" | "failed"; error?: { message: string } };

type DocumentSettings = {
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  saveAsync(callback?: (result: AsyncResult) => void): void;
};

/** PowerPoint's views: `edit` while the deck is edited, `read` in the slide show (and reading view). */
type View = "edit" | "read";

type OfficeDocument = {
  settings?: DocumentSettings;
  getActiveViewAsync?(callback: (result: AsyncResult & { value: View }) => void): void;
  addHandlerAsync?(eventType: "activeViewChanged", handler: (event: { activeView: View }) => void): void;
};

type OfficeJs = {
  onReady(): Promise<{ host: string | null }>;
  context: { document?: OfficeDocument };
};

/** The document's settings (saved with the presentation: what this slide's add-in remembers), and the slide's view. */
export type SlideSettings = { read(): unknown; save(value: unknown): Promise<void>; watchView(onView: (view: View) => void): void };

const SETTING = "ordsky.embed";

/**
 * The presentation's settings once Office.js (loaded by the page's head from Microsoft's CDN) says it runs in a
 * host; null outside Office (the page opened in a browser) or when Office.js could not load.
 */
export async function connectToOffice(): Promise<SlideSettings | null> {
  const office = (window as { Office?: OfficeJs }).Office;
  if (!office) return null;
  const { host } = await office.onReady();
  const document = office.context.document;
  const settings = document?.settings;
  if (!host || !document || !settings) return null;
  return {
    read: () => settings.get(SETTING),
    save: (value) =>
      new Promise((resolve, reject) => {
        settings.set(SETTING, value);
        settings.saveAsync((result) => (result.status === "succeeded" ? resolve() : reject(new Error(result.error?.message ?? "saveAsync failed"))));
      }),
    // A host that cannot tell its view is taken as editing, so the presenter can always change the session.
    watchView: (onView) => {
      document.getActiveViewAsync?.((result) => onView(result.status === "succeeded" ? result.value : "edit"));
      document.addHandlerAsync?.("activeViewChanged", (event) => onView(event.activeView));
    },
  };
}
