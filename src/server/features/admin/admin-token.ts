import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { AppError } from "../../errors.js";
import type { Database } from "../../store/schema.js";
import { hashSecret } from "../sessions/host-key.js";

/** `demo`: the demo account, whose sign-in the sign-in page shows to everyone; it reaches only demo sessions. */
export type AuthenticatedAdmin = { id: string; email: string; fullName: string; tokenHash: string; demo: boolean };

/** Admin bearer tokens are random and opaque; only their hash is stored, with an expiry. */
export const ADMIN_TOKEN_TTL_MS = 12 * 60 * 60_000;

export function generateAdminToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashAdminToken(token: string): string {
  return hashSecret(token);
}

/** The token of a well-formed "Bearer <token>" header (the scheme in any case, RFC 9110 §11.1), else null. */
export function parseBearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(authorization?.trim() ?? "");
  return match?.[1] ?? null;
}

/** Reads "Bearer <token>"; returns the admin it belongs to while the token is unexpired and not revoked. */
export async function authenticateAdminToken(
  db: Kysely<Database>,
  authorization: string | undefined,
): Promise<AuthenticatedAdmin | null> {
  const token = parseBearerToken(authorization);
  if (!token) return null;
  const tokenHash = hashAdminToken(token);
  const row = await db
    .selectFrom("admin_tokens")
    .innerJoin("admins", "admins.id", "admin_tokens.admin_id")
    .select(["admins.id", "admins.email", "admins.full_name", "admins.is_demo", "admin_tokens.expires_at"])
    .where("admin_tokens.token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!row || row.expires_at <= new Date().toISOString()) return null;
  return { id: row.id, email: row.email, fullName: row.full_name, tokenHash, demo: Number(row.is_demo) === 1 };
}

/** The admin of a request's bearer token, or 401: every route of the admin area (the contract's `authority: "admin"`). */
export async function requireAdminToken(db: Kysely<Database>, authorization: string | undefined): Promise<AuthenticatedAdmin> {
  const admin = await authenticateAdminToken(db, authorization);
  if (!admin) throw new AppError("UNAUTHORIZED", "Please sign in as an admin");
  return admin;
}
