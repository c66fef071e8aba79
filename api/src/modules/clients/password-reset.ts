/** The password-reset links: one written with its e-mail, one spent for a new password. */
import { and, eq, isNull, ne } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import { clients, passwordResetTokens, type PasswordResetToken } from "../../db/schema/index.js";
import type { MailMessage } from "../mail/index.js";
import { enqueueMail } from "../scheduler/index.js";
import { RESET_TOKEN_TTL_MS } from "./reset-mail.js";
import { hashToken, revokeSessions } from "./tokens.js";

/**
 * Writes a reset link (its token's hash, valid RESET_TOKEN_TTL_MS) and its e-mail together.
 */
export async function saveResetLink(
  db: AppDatabase,
  clientId: number,
  token: string,
  message: MailMessage,
): Promise<void> {
  // The link and its e-mail are written together (the outbox): the scheduler sends it, so the
  // answer's timing does not tell whether the account exists, and a crash loses neither
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passwordResetTokens)
      .values({
        clientId,
        hash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      })
      .returning({ id: passwordResetTokens.id });
    await enqueueMail(tx, `password-reset:${row!.id}`, message);
  });
}

/** The reset link of a token, used or not, expired or not. */
export async function findResetLink(db: AppDatabase, token: string): Promise<PasswordResetToken | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.hash, hashToken(token)))
    .limit(1);
  return row;
}

/**
 * Spends the link and sets the new password in one transaction; false when the link was spent
 * meanwhile (nothing is written then).
 */
export async function resetPassword(
  db: AppDatabase,
  link: PasswordResetToken,
  clientId: number,
  passwordHash: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, link.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) return false;
    await tx.update(clients).set({ passwordHash }).where(eq(clients.id, clientId));
    // The other links sent before are spent too, and every session ends
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.clientId, clientId),
          isNull(passwordResetTokens.usedAt),
          ne(passwordResetTokens.id, link.id),
        ),
      );
    await revokeSessions(tx, clientId);
    return true;
  });
}
