// Password hashing with argon2id (the @node-rs/argon2 default algorithm, OWASP parameters).
import { hash, verify } from "@node-rs/argon2";

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", never as a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time a real verification takes, so a sign-in with an unknown email cannot be
 * told apart from a wrong password by timing.
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  dummyHash ??= hash("not-a-real-account-password");
  await verifyPassword(await dummyHash, password);
}
