import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A secret the creating browser keeps; only its hash is stored. */
export function generateHostKey(): string {
  return randomBytes(24).toString("base64url");
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function hostKeyMatches(hostKey: string | undefined, storedHash: string): boolean {
  if (!hostKey || hostKey.length > 200) return false;
  const given = Buffer.from(hashSecret(hostKey), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
