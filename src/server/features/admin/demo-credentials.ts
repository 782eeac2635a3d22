import { chmodSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { DemoCredentials } from "../../../shared/schemas/admin.js";
import type { AppContext } from "../../context.js";
import { PROJECT_ROOT } from "../../paths.js";
import { findAdminByEmail } from "../../store/admin-data.js";
import type { Storage } from "../../store/store.js";
import { passwordMatches } from "./password.js";

/**
 * Where `npm run demo` leaves the demo admin's password for the sign-in page: beside the SQLite file
 * (so each database has its own), or under data/ for PostgreSQL. Only the demo account's password is ever
 * written in clear; it is meant to be shown publicly.
 */
export function demoCredentialsFile(storage: Storage): string {
  if (storage.kind === "sqlite") return `${resolve(storage.path)}.demo-admin.json`;
  return join(PROJECT_ROOT, "data", "demo-admin.json");
}

export function writeDemoCredentials(storage: Storage, credentials: DemoCredentials): string {
  const file = demoCredentialsFile(storage);
  writeFileSync(file, JSON.stringify(credentials, null, 2) + "\n", { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

let cached: { key: string; credentials: DemoCredentials | null } | null = null;

/**
 * The demo credentials, but only while they still work: the file must name an account that exists, is marked
 * as demo, and accepts that password. A stale file, a deleted demo account or a real admin's email give null.
 */
export async function readDemoCredentials(context: AppContext): Promise<DemoCredentials | null> {
  const file = demoCredentialsFile(context.config.storage);
  let raw: string;
  let modified: number;
  try {
    modified = statSync(file).mtimeMs;
    raw = readFileSync(file, "utf8");
  } catch {
    return null;
  }
  let parsed: Partial<DemoCredentials>;
  try {
    parsed = JSON.parse(raw) as Partial<DemoCredentials>;
  } catch {
    return null;
  }
  if (typeof parsed.email !== "string" || typeof parsed.password !== "string") return null;
  const admin = await findAdminByEmail(context.store.db, parsed.email);
  if (!admin || Number(admin.is_demo) !== 1) return null;
  // Cache the argon2 check: the sign-in page asks on every visit and verifying costs ~19 MiB of memory.
  const key = `${file}|${modified}|${admin.password_hash}`;
  if (cached?.key !== key) {
    const works = await passwordMatches(admin.password_hash, parsed.password);
    cached = { key, credentials: works ? { email: admin.email, password: parsed.password } : null };
  }
  return cached.credentials;
}
