/**
 * Password hashing: argon2id (@node-rs/argon2) with the library's recommended costs
 * (19 MiB, 2 passes, 1 lane, OWASP's argon2id baseline).
 */
import { hash, verify, type Options } from "@node-rs/argon2";

/** `Algorithm.Argon2id`; the enum is a const enum, so its value is written here. */
const ARGON2ID = 2;

const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Stands in for unknown accounts so a wrong e-mail costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches the stored hash. With no hash (unknown e-mail, account
 * without password) a dummy hash is verified anyway and false is answered.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword("not-the-password-of-anyone");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash never signs anyone in
    return false;
  }
}
