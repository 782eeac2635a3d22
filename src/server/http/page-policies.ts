import type { EmbedOrigins } from "../config/config-embed.js";
import { OFFICE_JS_ORIGIN } from "../features/embed/office-js.js";
import { CLOSE_SCRIPT_SOURCE, SUBMIT_SCRIPT_SOURCE } from "../features/lti/lti-pages.js";
import { LAUNCH_SCRIPT_SOURCE, LOGIN_SCRIPT_SOURCE } from "../features/lti/storage-pages.js";

/**
 * Where PowerPoint on the web frames a content add-in: the page that opened the deck (OneDrive, SharePoint,
 * office.com) and Office's own frames. The desktop and Mac apps show the page in a web view, which frames nothing.
 */
const OFFICE_ON_THE_WEB = [
  "https://*.officeapps.live.com",
  "https://*.office.com",
  "https://*.office365.com",
  "https://*.microsoft365.com",
  "https://*.cloud.microsoft",
  "https://*.sharepoint.com",
  "https://onedrive.live.com",
];

/** What one page may do beyond the defaults: who may frame it, and scripts it loads from elsewhere. */
export type PagePolicy = {
  /** `none`: no page may frame it (and X-Frame-Options: DENY); `any`: every page may; else these origins. */
  frameAncestors: "none" | "any" | readonly string[];
  scriptSources: readonly string[];
  /** Where its forms may post besides this instance (a deep-linking response goes back to the platform). */
  formActions?: readonly string[];
};

const REFUSE_FRAMES: PagePolicy = { frameAncestors: "none", scriptSources: [] };

/** The query mark of a page an LTI launch opened (`?lti=1`), which the registered platforms may frame. */
const LAUNCHED = /(^|&)lti=1(&|$)/;

/**
 * The pages that differ from the rule that no page may be framed, by path: `/embed/…` (EMBED_ORIGINS), the
 * PowerPoint add-in page, and what an LTI launch opens (the launch's own reply, and the page it sends the browser
 * to, marked `?lti=1`), framed by the origins the registered platforms launch from (`ltiFramers`). The mark only
 * lets those platforms frame a page; it gives no one anything else, so a page opened with it by hand is no risk.
 */
export function pagePolicies(embedOrigins: EmbedOrigins, ltiFramers: () => readonly string[]): (path: string, query: string) => PagePolicy {
  const embed: PagePolicy = { frameAncestors: embedOrigins, scriptSources: [] };
  const officeAddIn: PagePolicy = { frameAncestors: ["'self'", ...OFFICE_ON_THE_WEB], scriptSources: [OFFICE_JS_ORIGIN] };
  // Dynamic Registration's page is framed by a platform not yet registered (Moodle opens it in a dialog's frame); it
  // acts on nothing a person clicks, and its one inline script tells the platform it is done.
  const ltiRegistration: PagePolicy = { frameAncestors: "any", scriptSources: [CLOSE_SCRIPT_SOURCE] };
  // The login and the launch are framed by a platform before Ordsky knows the page it frames from (Canvas frames from
  // the institution's host, learnt from the first verified launch). Neither acts on anything the browser holds: the
  // login's page only goes on to the platform (or offers a new window), and the launch's replies answer the posted
  // token, which a framing page cannot make valid. The pages a launch opens keep the platforms' list below.
  const ltiLogin: PagePolicy = { frameAncestors: "any", scriptSources: [LOGIN_SCRIPT_SOURCE] };
  const ltiLaunch: PagePolicy = { frameAncestors: "any", scriptSources: [LAUNCH_SCRIPT_SOURCE] };
  const launched = (): PagePolicy => {
    const framers = ltiFramers();
    return framers.length === 0 ? REFUSE_FRAMES : { frameAncestors: framers, scriptSources: [] };
  };
  return (path, query) => {
    if (path.startsWith("/embed/")) return embed;
    if (path === "/lti/register") return ltiRegistration;
    if (path === "/lti/login") return ltiLogin;
    if (path === "/lti/launch") return ltiLaunch;
    if (LAUNCHED.test(query)) return launched();
    // The deep-linking response: a form posted at once, by its one script, to the platform it came from.
    if (path === "/lti/deep-link") {
      const framers = ltiFramers();
      return { frameAncestors: framers.length === 0 ? "none" : framers, scriptSources: [SUBMIT_SCRIPT_SOURCE], formActions: framers };
    }
    if (path === "/office/addin") return officeAddIn;
    return REFUSE_FRAMES;
  };
}
