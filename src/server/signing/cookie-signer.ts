import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../store/schema.js";
import { ensureServerSecret } from "../store/server-secrets-data.js";

/** What a signed cookie is for; each purpose signs apart, so one kind of cookie can never pass for another. */
export type CookiePurpose = "device" | "oidc-sign-in" | "oidc-hand-over" | "account" | "participant" | "lti-state" | "lti-storage-state" | "lti-frame-origin" | "lti-grant" | "lti-deep-link";

/**
 * Signs and checks cookie values (HMAC-SHA256) with the key stored in the database, read on first use, so every
 * instance accepts what any instance signed. A value reads `<payload, base64url>.<signature, base64url>`.
 */
export class CookieSigner {
  private key: Promise<Buffer> | null = null;

  constructor(private readonly db: Kysely<Database>) {}

  /** A cookie value holding `payload` as JSON, signed for `purpose`. */
  async sign(purpose: CookiePurpose, payload: object): Promise<string> {
    const body = Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
    return `${body}.${this.mac(await this.loadKey(), purpose, body).toString("base64url")}`;
  }

  /** The payload of a value this server signed for `purpose`, when it has the schema's shape; else (no value too) null. */
  async read<T>(purpose: CookiePurpose, value: string | null, schema: z.ZodType<T>): Promise<T | null> {
    if (value === null) return null;
    const [body, signature, ...rest] = value.split(".");
    if (!body || !signature || rest.length > 0) return null;
    const expected = this.mac(await this.loadKey(), purpose, body);
    const given = Buffer.from(signature, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    } catch {
      return null;
    }
    const parsed = schema.safeParse(json);
    return parsed.success ? parsed.data : null;
  }

  /** As `read`, for a payload that carries its own expiry (`expiresAt`, ms): null once that has passed. */
  async readUnexpired<T extends { expiresAt: number }>(purpose: CookiePurpose, value: string | null, schema: z.ZodType<T>): Promise<T | null> {
    const payload = await this.read(purpose, value, schema);
    return payload && payload.expiresAt > Date.now() ? payload : null;
  }

  private mac(key: Buffer, purpose: CookiePurpose, body: string): Buffer {
    return createHmac("sha256", key).update(`${purpose}\n${body}`).digest();
  }

  private loadKey(): Promise<Buffer> {
    this.key ??= ensureServerSecret(this.db, "cookie-signing", randomBytes(32).toString("base64url")).then((value) => Buffer.from(value, "base64url"));
    // A failed read (database briefly away) is tried again by the next caller.
    this.key.catch(() => (this.key = null));
    return this.key;
  }
}
