/** What connect-as writes. */
import type { Db } from "../../db/client.js";
import { connectAsAudit } from "../../db/schema/index.js";

/** One connect-as token issued (§4, §6): which staff member asked, for whom, which token, from where, until when. */
export type ConnectAsRecord = typeof connectAsAudit.$inferInsert;

/** Records a connect-as token in the audit table; every token issued is recorded. */
export async function recordConnectAs(db: Db, audit: ConnectAsRecord): Promise<void> {
  await db.insert(connectAsAudit).values(audit);
}
