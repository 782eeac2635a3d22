import { tabStore } from "./browser-storage.js";

/**
 * A learner a learning platform launched where the browser refuses Ordsky its cookies (inside the platform's frame)
 * arrives with the participant cookie's signed value in the address's fragment (`#respondent=…`); the page keeps it
 * for the tab and sends it with the calls the cookie would have gone with, so the evaluation still counts them once.
 */
const STORAGE_KEY = "ordsky.respondent";
const HEADER = "X-Ordsky-Respondent";

/** Takes the value from the fragment (once, at start) and removes it from the address bar. */
export function adoptRespondentFromLocation(): void {
  const match = /(?:^#|&)respondent=([^&]+)/.exec(window.location.hash);
  if (!match?.[1]) return;
  tabStore.set(STORAGE_KEY, decodeURIComponent(match[1]));
  const rest = window.location.hash.replace(match[0], "").replace(/^#&?/, "");
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search + (rest ? `#${rest}` : ""));
}

/** Whether this tab holds a launch's pseudonym (then its words go by HTTP, which carries the header). */
export const holdsLaunchRespondent = () => tabStore.get(STORAGE_KEY) !== null;

/** The header that stands in for the participant cookie, when this tab holds a launch's value. */
export function respondentHeaders(): Record<string, string> {
  const value = tabStore.get(STORAGE_KEY);
  return value ? { [HEADER]: value } : {};
}
