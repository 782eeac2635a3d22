import { callRoute } from "./api.js";

/** What the accessibility statement and the privacy notice say of the institution, and its retention. */
export const getInstitution = () => callRoute("getInstitution", {});
