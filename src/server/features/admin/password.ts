import { hash, verify } from "@node-rs/argon2";

/** argon2id with the library defaults (19 MiB, 2 passes): the OWASP baseline for interactive logins. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. With no stored hash (unknown email) it still verifies against a
 * throwaway hash, so a wrong email and a wrong password take the same time and cannot be told apart.
 */
export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash("not-a-real-password-only-for-equal-timing");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
