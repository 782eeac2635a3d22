import { escapeHtml, hiddenInputs, page, refusalText, scriptHash } from "./lti-pages.js";

/**
 * The pages of a launch inside a platform's frame where the browser may refuse Ordsky its cookies (Safari; Chrome
 * with third-party cookies blocked). The login's signed value then goes into the platform's own window through LTI
 * client-side postMessage storage (1EdTech "LTI OIDC Login with LTI Client Side postMessages"), and the launch's page
 * reads it back; a platform without that storage gets a link that opens the launch in a window of its own, where
 * Ordsky's cookies are first-party. Each page's one script is fixed text (its CSP hash below); the values it works
 * with are data attributes of the page's root element.
 */

/** The platform's frame that keeps the storage: `_parent` is the window framing Ordsky (or the one that opened it). */
const TARGET_FRAME = `var base = window.parent !== window ? window.parent : window.opener; var frame = null; try { frame = d.target === "_parent" ? base : base && base.frames[d.target]; } catch (error) { frame = null; }`;
/** Sends `message` to the platform's frame and calls `onAnswer` with its reply (`answer`, from the platform's origin, to this message), or `onSilence` after `waitMs`. */
const ASK = `function ask(message, answer, onAnswer, onSilence, waitMs) {
    var id = "ordsky-" + Math.random().toString(36).slice(2) + Date.now().toString(36);
    var timer = setTimeout(onSilence, waitMs);
    window.addEventListener("message", function (event) {
      var reply = event.data;
      if (event.origin !== d.origin || !reply || reply.subject !== answer || reply.message_id !== id) return;
      clearTimeout(timer);
      onAnswer(reply);
    });
    message.message_id = id;
    frame.postMessage(message, d.origin);
  }`;

/**
 * The framed login: straight on to the platform when this frame keeps cookies (the probe cookie is readable);
 * else the login's value into the platform's storage first; else the link to a new window.
 */
const LOGIN_SCRIPT = `(function () {
  var d = document.getElementById("lti-login").dataset;
  function go() { window.location.replace(d.next); }
  function newWindow() { document.getElementById("lti-wait").hidden = true; document.getElementById("lti-window").hidden = false; }
  if (document.cookie.indexOf(d.probe + "=") !== -1) return go();
  if (!d.target) return newWindow();
  ${TARGET_FRAME}
  ${ASK}
  if (!frame || frame === window) return newWindow();
  ask({ subject: "lti.put_data", key: d.key, value: d.value }, "lti.put_data.response", function (reply) { if (reply.error) newWindow(); else go(); }, newWindow, 3000);
})();`;
export const LOGIN_SCRIPT_SOURCE = scriptHash(LOGIN_SCRIPT);

/** The launch's check: the login's value from the platform's storage, posted back to /lti/launch with the launch. */
const LAUNCH_SCRIPT = `(function () {
  var d = document.getElementById("lti-launch").dataset;
  // Nothing stored: the launch is posted anyway, marked, so the server refuses it with its page and a line in its log.
  function fail() { var form = document.forms[0], missing = form.elements.namedItem("lti_storage_missing"); missing.disabled = false; missing.value = "1"; form.elements.namedItem("lti_stored_state").disabled = true; form.submit(); }
  ${TARGET_FRAME}
  ${ASK}
  if (!frame || frame === window) return fail();
  ask({ subject: "lti.get_data", key: d.key }, "lti.get_data.response", function (reply) {
    if (reply.error || typeof reply.value !== "string") return fail();
    var form = document.forms[0];
    form.elements.namedItem("lti_stored_state").value = reply.value;
    form.submit();
  }, fail, 5000);
})();`;
export const LAUNCH_SCRIPT_SOURCE = scriptHash(LAUNCH_SCRIPT);

/** The readable cookie whose presence tells the framed login that this frame keeps Ordsky's cookies. */
export const COOKIE_PROBE = "ordsky_lti_probe";

const WAIT = `<p id="lti-wait" role="status">Opening Ordsky… <span lang="da">Åbner Ordsky…</span></p>`;
const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join("");

/** The framed login's page (see LOGIN_SCRIPT); `newWindowUrl` starts the same login again, at the top of a window. */
export function framedLoginPage(options: { next: string; storageTarget: string | undefined; platformOrigin: string; key: string; value: string; newWindowUrl: string }): string {
  const data = attributes({ next: options.next, target: options.storageTarget ?? "", origin: options.platformOrigin, key: options.key, value: options.value, probe: COOKIE_PROBE });
  const link = escapeHtml(options.newWindowUrl);
  return page(
    "Ordsky",
    `<div id="lti-login"${data}><h1>Ordsky</h1>${WAIT}<div id="lti-window" hidden>` +
      `<p>Your browser does not let Ordsky open inside this page. <span lang="da">Din browser lader ikke Ordsky åbne inde på denne side.</span></p>` +
      `<p><a class="lti-button" href="${link}" target="_blank" rel="noopener">Open Ordsky in a new window <span lang="da">· Åbn Ordsky i et nyt vindue</span></a></p></div>` +
      `<noscript><p><a href="${escapeHtml(options.next)}">Continue / Fortsæt</a></p></noscript></div>`,
    LOGIN_SCRIPT,
  );
}

/** The launch's check page (see LAUNCH_SCRIPT): the launch's own fields, posted again with the stored value. */
export function storageCheckPage(options: { storageTarget: string; platformOrigin: string; key: string; fields: Record<string, string> }): string {
  const data = attributes({ target: options.storageTarget, origin: options.platformOrigin, key: options.key });
  const inputs = hiddenInputs({ ...options.fields, lti_stored_state: "" });
  return page(
    "Ordsky",
    `<div id="lti-launch"${data}><h1>Ordsky</h1>${WAIT}` + `<form method="post" action="/lti/launch">${inputs}<input type="hidden" name="lti_storage_missing" disabled></form></div>`,
    LAUNCH_SCRIPT,
  );
}
