/** The signed-in client's own record changed (PATCH clients/me). */
import { eq } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import { clients, type Client, type NewClient } from "../../db/schema/index.js";
import { ApiError } from "../../plugins/errors.js";
import { enqueueEmailChangedNotice } from "./email-change.js";
import { emailTaken, isUniqueViolation } from "./service.js";
import { revokeSessions } from "./tokens.js";

/** What PATCH clients/me may change; undefined leaves a column as it is. */
export type ClientChanges = Partial<NewClient>;

/**
 * Writes the changes given (none: the client as it is), in one transaction with what they entail:
 * a new password ends the client's other sessions, a new e-mail is told to the previous address
 * with a link to undo it. An address taken meanwhile answers 409 EMAIL_TAKEN.
 */
export async function updateClient(
  db: AppDatabase,
  client: Client,
  changes: ClientChanges,
  options: { secret: string; storefrontUrl: string; sessionId?: string },
): Promise<Client> {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<NewClient>;
  if (Object.keys(defined).length === 0) return client;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.update(clients).set(defined).where(eq(clients.id, client.id)).returning();
      if (!row) throw ApiError.unauthorized("This account no longer exists");
      // A new password signs out everywhere else; the session that chose it stays open
      if (defined.passwordHash) await revokeSessions(tx, client.id, options.sessionId);
      if (defined.email) {
        await enqueueEmailChangedNotice(tx, {
          secret: options.secret,
          storefrontUrl: options.storefrontUrl,
          before: client,
          newEmail: defined.email,
        });
      }
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
