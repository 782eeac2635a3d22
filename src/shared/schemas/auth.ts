import { z } from "zod";

/** A cookie value the server signed (see the server's cookie-signer.ts): two base64url parts, bounded in length. */
export const signedCookieSchema = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

/** What a device cookie proves (OWASP's "device cookie"): this browser signed in as `email` before. */
export const deviceCookiePayloadSchema = z.object({ email: z.string().max(254), nonce: z.string().max(64) });
