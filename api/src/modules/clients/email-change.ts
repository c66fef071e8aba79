/**
 * A changed account e-mail (decision 0037): the previous address is told, in the client's language,
 * with a link to say "this wasn't me". The link carries a signed token (no table): the client, the
 * address to give back, and 7 days of validity. Following it gives the address back, removes the
 * password (whoever changed the address knew it), ends every session and spends the reset links,
 * then e-mails a fresh reset link to the address given back — all through the outbox, in the
 * transaction that makes the change.
 */
import { createHmac, randomUUID } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import type { ContentLocale } from "#domain/locales.js";
import type { AppDatabase } from "../../db/client.js";
import { clients, passwordResetTokens, type Client } from "../../db/schema/index.js";
import { ApiError } from "../../plugins/errors.js";
import { renderLinkMail, storefrontLink, type MailMessage } from "../mail/index.js";
import { enqueueMail } from "../scheduler/index.js";
import { RESET_TOKEN_TTL_MS, resetPasswordLink, resetPasswordMail } from "./reset-mail.js";
import { hashToken, newOpaqueToken, revokeSessions } from "./tokens.js";

/** Days the "this wasn't me" link of the notice works. */
export const EMAIL_REVERT_DAYS = 7;

/** The storefront page the notice's link opens (routes/guest/email-revert.tsx). */
const REVERT_PATH = "/email-change/undo";

/** Its own key, derived from the server secret: a revert token is never an access token, nor the reverse. */
function revertKey(secret: string): Uint8Array {
  return createHmac("sha256", secret).update("email-change-revert").digest();
}

export async function signRevertToken(secret: string, clientId: number, previousEmail: string): Promise<string> {
  return new SignJWT({ previous_email: previousEmail })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(clientId))
    .setIssuedAt()
    .setExpirationTime(`${EMAIL_REVERT_DAYS}d`)
    .sign(revertKey(secret));
}

/** The client and the address to give back, or undefined for a forged, damaged or expired token. */
async function readRevertToken(
  secret: string,
  token: string,
): Promise<{ clientId: number; previousEmail: string } | undefined> {
  try {
    const { payload } = await jwtVerify(token, revertKey(secret), { algorithms: ["HS256"] });
    const clientId = Number(payload.sub);
    const previousEmail = payload.previous_email;
    if (!Number.isInteger(clientId) || typeof previousEmail !== "string") return undefined;
    return { clientId, previousEmail };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return undefined;
    throw error;
  }
}

type Texts = {
  subject: string;
  greeting: (name: string | null) => string;
  changed: (email: string) => string;
  ifYou: string;
  button: string;
  ifNot: string;
  signature: string;
};

const TEXTS: Record<ContentLocale, Texts> = {
  fr: {
    subject: "L'adresse e-mail de votre compte a changé",
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    changed: (email) =>
      `L'adresse e-mail de votre compte La Malle vient d'être remplacée par ${email}. Cette adresse-ci ne recevra plus nos e-mails.`,
    ifYou: "Si c'est bien vous, vous n'avez rien à faire.",
    button: "Ce n'était pas moi : récupérer mon compte",
    ifNot: `Sinon, le bouton ci-dessous redonne votre adresse à votre compte, déconnecte tous les appareils et vous envoie un lien pour choisir un nouveau mot de passe (valable ${EMAIL_REVERT_DAYS} jours).`,
    signature: "L'équipe La Malle",
  },
  de: {
    subject: "Die E-Mail-Adresse Ihres Kontos wurde geändert",
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    changed: (email) =>
      `Die E-Mail-Adresse Ihres La Malle-Kontos wurde soeben durch ${email} ersetzt. An diese Adresse senden wir keine E-Mails mehr.`,
    ifYou: "Wenn Sie das waren, müssen Sie nichts tun.",
    button: "Das war ich nicht: Konto zurückholen",
    ifNot: `Andernfalls gibt die Schaltfläche unten Ihrem Konto Ihre Adresse zurück, meldet alle Geräte ab und sendet Ihnen einen Link, um ein neues Passwort zu wählen (${EMAIL_REVERT_DAYS} Tage lang gültig).`,
    signature: "Ihr La Malle-Team",
  },
  nl: {
    subject: "Het e-mailadres van je account is gewijzigd",
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    changed: (email) =>
      `Het e-mailadres van je La Malle-account is zojuist vervangen door ${email}. Op dit adres ontvang je geen e-mails van ons meer.`,
    ifYou: "Was jij dit? Dan hoef je niets te doen.",
    button: "Dit was ik niet: mijn account terugkrijgen",
    ifNot: `Zo niet, dan geeft de knop hieronder je account je adres terug, meldt alle apparaten af en stuurt je een link om een nieuw wachtwoord te kiezen (${EMAIL_REVERT_DAYS} dagen geldig).`,
    signature: "Het La Malle-team",
  },
  es: {
    subject: "El e-mail de tu cuenta ha cambiado",
    greeting: (name) => (name ? `Hola ${name}:` : "Hola:"),
    changed: (email) =>
      `El e-mail de tu cuenta de La Malle se acaba de cambiar por ${email}. Esta dirección ya no recibirá nuestros correos.`,
    ifYou: "Si has sido tú, no tienes que hacer nada.",
    button: "No he sido yo: recuperar mi cuenta",
    ifNot: `Si no, el botón de abajo devuelve tu dirección a tu cuenta, cierra la sesión en todos los dispositivos y te envía un enlace para elegir una nueva contraseña (válido durante ${EMAIL_REVERT_DAYS} días).`,
    signature: "El equipo de La Malle",
  },
  en: {
    subject: "Your account's e-mail address has changed",
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    changed: (email) =>
      `The e-mail address of your La Malle account has just been replaced with ${email}. This address will no longer receive our e-mails.`,
    ifYou: "If this was you, there is nothing to do.",
    button: "This wasn't me: recover my account",
    ifNot: `If it wasn't, the button below gives your address back to your account, signs every device out and sends you a link to choose a new password (it works for ${EMAIL_REVERT_DAYS} days).`,
    signature: "The La Malle team",
  },
};

export function emailChangedMail(options: {
  to: string;
  locale: ContentLocale;
  firstname: string | null;
  newEmail: string;
  revertLink: string;
}): MailMessage {
  const t = TEXTS[options.locale] ?? TEXTS.fr;
  return renderLinkMail({
    to: options.to,
    locale: options.locale,
    subject: t.subject,
    greeting: t.greeting(options.firstname?.trim() || null),
    paragraphs: [t.changed(options.newEmail), t.ifYou, t.ifNot],
    button: { label: t.button, href: options.revertLink },
    signature: t.signature,
  });
}

/**
 * Writes the notice to the previous address into the outbox, in the transaction `tx` that changes
 * the address (so a change is never without its notice, nor a notice without its change).
 */
export async function enqueueEmailChangedNotice(
  tx: AppDatabase,
  options: { secret: string; storefrontUrl: string; before: Client; newEmail: string },
): Promise<void> {
  const { before } = options;
  const token = await signRevertToken(options.secret, before.id, before.email);
  const revertLink = `${storefrontLink(options.storefrontUrl, before.locale, REVERT_PATH)}?token=${token}`;
  await enqueueMail(
    tx,
    `email-changed:${before.id}:${randomUUID()}`,
    emailChangedMail({
      to: before.email,
      locale: before.locale,
      firstname: before.firstname,
      newEmail: options.newEmail,
      revertLink,
    }),
  );
}

/**
 * "This wasn't me": gives the token's address back to its account, removes the password, ends every
 * session, spends the reset links sent meanwhile (to the new address) and e-mails a fresh one to the
 * address given back. Answers that address. A token already used answers the same (nothing to do);
 * a forged or expired one 422 EMAIL_REVERT_INVALID; an address another account took since, 409.
 */
export async function revertEmailChange(
  db: AppDatabase,
  options: { secret: string; storefrontUrl: string; token: string },
): Promise<string> {
  const claims = await readRevertToken(options.secret, options.token);
  if (!claims) {
    throw ApiError.unprocessable("EMAIL_REVERT_INVALID", "This link is invalid or has expired");
  }
  const { clientId, previousEmail } = claims;
  return db.transaction(async (tx) => {
    const [client] = await tx.select().from(clients).where(eq(clients.id, clientId)).for("update");
    if (!client) throw ApiError.unprocessable("EMAIL_REVERT_INVALID", "This link is invalid or has expired");
    if (client.email === previousEmail) return previousEmail;
    const [taken] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.email, previousEmail), ne(clients.id, clientId)))
      .limit(1);
    if (taken) throw ApiError.conflict("EMAIL_TAKEN", "This address belongs to another account now");
    await tx.update(clients).set({ email: previousEmail, passwordHash: null }).where(eq(clients.id, clientId));
    await revokeSessions(tx as AppDatabase, clientId);
    const now = new Date();
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.clientId, clientId), isNull(passwordResetTokens.usedAt)));
    const reset = newOpaqueToken();
    const [row] = await tx
      .insert(passwordResetTokens)
      .values({ clientId, hash: hashToken(reset), expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) })
      .returning({ id: passwordResetTokens.id });
    await enqueueMail(
      tx as AppDatabase,
      `email-revert-reset:${row!.id}`,
      resetPasswordMail({
        to: previousEmail,
        locale: client.locale,
        firstname: client.firstname,
        link: resetPasswordLink(options.storefrontUrl, client.locale, clientId, reset),
      }),
    );
    return previousEmail;
  });
}
