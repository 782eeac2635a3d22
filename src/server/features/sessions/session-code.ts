import { customAlphabet } from "nanoid";
import { SESSION_CODE_ALPHABET, SESSION_CODE_LENGTH, SESSION_ID_LENGTH } from "../../../shared/limits.js";

/** A random 6-character code from an alphabet without look-alikes. */
export const generateSessionCode = customAlphabet(SESSION_CODE_ALPHABET, SESSION_CODE_LENGTH);

/** Unguessable session ids (URL-safe, 21 characters ≈ 126 bits). */
export const generateSessionId = customAlphabet("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", SESSION_ID_LENGTH);
