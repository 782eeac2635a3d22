import { expect, type Locator, type Page } from "@playwright/test";

type LayoutTraffic = { sent: number; received: number };

/**
 * Counts, from before the page's own scripts run, the requests the page posts to its workers (the word cloud's
 * layout is the only one) and the answers it gets back. Call before the page is opened.
 */
export async function countLayoutRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const traffic: LayoutTraffic = { sent: 0, received: 0 };
    (window as unknown as { __layoutTraffic: LayoutTraffic }).__layoutTraffic = traffic;
    const post = Worker.prototype.postMessage as (this: Worker, ...args: unknown[]) => void;
    Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
      traffic.sent += 1;
      post.apply(this, args);
    } as Worker["postMessage"];
    window.Worker = new Proxy(Worker, {
      construct(target, args) {
        const worker = Reflect.construct(target, args) as Worker;
        worker.addEventListener("message", () => (traffic.received += 1));
        return worker;
      },
    });
  });
}

/**
 * Resolves once the cloud stands still: every layout asked of the worker (which runs on real time, not the page's
 * installed clock) has come back and been drawn (`data-layout-count`), and no glide or fade-in is running. A fact to
 * wait for instead of a fixed time; needs `countLayoutRequests` before the page was opened.
 */
export async function waitForStillCloud(page: Page, cloud: Locator): Promise<void> {
  const reading = async () => {
    const { sent, received } = await page.evaluate(() => (window as unknown as { __layoutTraffic: LayoutTraffic }).__layoutTraffic);
    return `${sent} asked, ${received} answered, ${await cloud.getAttribute("data-layout-count")} drawn`;
  };
  await expect
    .poll(async () => {
      const before = await reading();
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      const after = await reading();
      // Unchanged across the wait, and every answer drawn: a glide that started during the wait is waited for again.
      const [asked, answered, drawn] = after.match(/\d+/g)!;
      return before === after && asked === answered && answered === drawn ? "still" : after;
    })
    .toBe("still");
}
