import type { EmbedOrigins } from "../config/config-embed.js";
import { OFFICE_JS_ORIGIN } from "../features/embed/office-js.js";
import { CLOSE_SCRIPT_SOURCE } from "../features/lti/lti-pages.js";

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
};

const REFUSE_FRAMES: PagePolicy = { frameAncestors: "none", scriptSources: [] };

/**
 * The pages that differ from the rule that no page may be framed, by path: `/embed/…` (EMBED_ORIGINS) and the
 * PowerPoint add-in page. A page that needs its own framers later (an LTI launch, framed by its registered
 * platforms) adds its rule here.
 */
export function pagePolicies(embedOrigins: EmbedOrigins): (path: string) => PagePolicy {
  const embed: PagePolicy = { frameAncestors: embedOrigins, scriptSources: [] };
  const officeAddIn: PagePolicy = { frameAncestors: ["'self'", ...OFFICE_ON_THE_WEB], scriptSources: [OFFICE_JS_ORIGIN] };
  // Dynamic Registration's page is framed by a platform not yet registered (Moodle opens it in a dialog's frame); it
  // acts on nothing a person clicks, and its one inline script tells the platform it is done.
  const ltiRegistration: PagePolicy = { frameAncestors: "any", scriptSources: [CLOSE_SCRIPT_SOURCE] };
  return (path) => {
    if (path.startsWith("/embed/")) return embed;
    if (path === "/lti/register") return ltiRegistration;
    if (path === "/office/addin") return officeAddIn;
    return REFUSE_FRAMES;
  };
}
