/** Microsoft's Office.js, which an Office add-in page must load from Microsoft's CDN (AppSource requires it). */
export const OFFICE_JS_URL = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";
