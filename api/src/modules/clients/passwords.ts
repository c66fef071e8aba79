/**
 * Password hashing: argon2id (@node-rs/argon2) with the library's recommended costs
 * (19 MiB, 2 passes, 1 lane, OWASP's argon2id baseline); and the strength a chosen password must
 * have (decision 0037): zxcvbn's estimate (@zxcvbn-ts) against common passwords, words and names
 * of the shop's languages, keyboard patterns, dates, and the person's own e-mail and names.
 */
import { hash, verify, type Options } from "@node-rs/argon2";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as de from "@zxcvbn-ts/language-de";
import * as en from "@zxcvbn-ts/language-en";
import * as es from "@zxcvbn-ts/language-es-es";
import * as fr from "@zxcvbn-ts/language-fr";
import * as nl from "@zxcvbn-ts/language-nl-be";
import { ApiError } from "../../plugins/errors.js";

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

/**
 * zxcvbn's score (0–4) a chosen password needs: 3, "safely unguessable" (about 10^10 guesses),
 * which a stolen argon2 hash keeps out of reach; 2 falls to a dictionary of variants.
 */
export const PASSWORD_MIN_SCORE = 3;

/** Words of the shop itself, guessable by anyone who knows where the account is. */
const SHOP_WORDS = ["lamalle", "la malle", "malle"];

/** Built on first use: the dictionaries take a few hundred milliseconds to load. */
let estimator: ZxcvbnFactory | undefined;
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: {
      ...common.dictionary,
      ...fr.dictionary,
      ...de.dictionary,
      ...nl.dictionary,
      ...es.dictionary,
      ...en.dictionary,
    },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
    // The estimate's time grows fast with the length and the l33t variants tried (seconds for 256
    // characters): 40 characters decide, and a weak start is weak whatever follows
    maxLength: 40,
    l33tMaxSubstitutions: 5,
  });
  return estimator;
}

/** What the person typed elsewhere: the e-mail, its parts, the names, and the names together. */
function personalWords(person: { email: string; firstname?: string | null; lastname?: string | null }): string[] {
  const local = person.email.split("@")[0] ?? "";
  const names = [person.firstname ?? "", person.lastname ?? ""].map((name) => name.trim());
  const together = names.every(Boolean)
    ? ["", ".", "-", "_", " "].flatMap((separator) => [names.join(separator), [...names].reverse().join(separator)])
    : [];
  return [person.email, local, ...local.split(/[._+-]+/), ...names, ...together]
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length >= 3);
}

/**
 * Every place a password is chosen (sign-up, registration, reset, change) calls this before hashing:
 * a password zxcvbn scores under PASSWORD_MIN_SCORE is refused with 400 WEAK_PASSWORD, its
 * reason (zxcvbn's warning, in English) in the problem's detail.
 */
export function requireStrongPassword(
  password: string,
  person: { email: string; firstname?: string | null; lastname?: string | null },
): void {
  const message = "This password is too easy to guess";
  const refuse = (reason: string | undefined) =>
    new ApiError(400, "WEAK_PASSWORD", message, reason, { password: [message] });
  // The estimate reads 40 characters, fewer than some e-mails: the e-mail itself is checked apart
  const lower = password.trim().toLowerCase();
  const email = person.email.trim().toLowerCase();
  if (lower.includes(email) || lower === email.split("@")[0]) {
    throw refuse("The password is the account's e-mail address");
  }
  const result = strengthEstimator().check(password, [...SHOP_WORDS, ...personalWords(person)]);
  if (result.score < PASSWORD_MIN_SCORE) throw refuse(result.feedback.warning ?? undefined);
}
