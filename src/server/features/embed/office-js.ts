/** Where Office.js lives; it loads the host's own parts (powerpoint-web-16.00.js, strings) from there too. */
export const OFFICE_JS_ORIGIN = "https://appsforoffice.microsoft.com";

/** Microsoft's Office.js, which an Office add-in page must load from Microsoft's CDN (AppSource requires it). */
export const OFFICE_JS_URL = `${OFFICE_JS_ORIGIN}/lib/1/hosted/office.js`;
