/**
 * A client's ledger one page at a time, newest first: the wallet's movements and the loyalty
 * points' ledger are both append-only tables read this way (their `id` grows with time).
 */
import { count, desc, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";

type ClientLedger = PgTable & { id: PgColumn; clientId: PgColumn };

export async function clientLedgerPage<T extends ClientLedger>(
  db: Db,
  ledger: T,
  clientId: number,
  page: number,
  pageSize: number,
): Promise<{ items: T["$inferSelect"][]; total: number }> {
  const mine = eq(ledger.clientId, clientId);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(ledger as PgTable)
      .where(mine)
      .orderBy(desc(ledger.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(ledger as PgTable)
      .where(mine),
  ]);
  return { items: items as T["$inferSelect"][], total: total?.value ?? 0 };
}
