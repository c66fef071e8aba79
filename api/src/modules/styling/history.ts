/**
 * The history of a box's styling (decision 0043): what the engine proposed, each stylist change,
 * the sending, and the family's answers, one `styling_events` row each, written by the caller in
 * the transaction of the change it tells — so the history never says what did not happen.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { StylingEventKind } from "#domain/preview.js";
import type { Db } from "../../db/client.js";
import { requests, staffMembers, stylingEvents } from "../../db/schema/index.js";

/** A piece as the history keeps it (the engine's reasons when it chose the piece). */
export type StoredPiece = { product_id: number; variant_id: number; reasons?: readonly unknown[] };

export type StylingEventInput = {
  requestId: number;
  previewId: number | null;
  kind: StylingEventKind;
  /** The stylist who did it; null for the engine, the family and the scheduler. */
  staffMemberId: number | null;
  detail?: Record<string, unknown>;
};

export async function recordStylingEvent(db: Db, event: StylingEventInput): Promise<void> {
  await db.insert(stylingEvents).values({
    requestId: event.requestId,
    previewId: event.previewId,
    kind: event.kind,
    staffMemberId: event.staffMemberId,
    detail: event.detail ?? {},
  });
  // The holder's change keeps the box theirs (the claim lapses only when left idle, decision 0043)
  if (event.staffMemberId) {
    await db
      .update(requests)
      .set({ stylistClaimedAt: sql`now()` })
      .where(and(eq(requests.id, event.requestId), eq(requests.stylistId, event.staffMemberId)));
  }
}

/** A request's history, oldest first, with the stylists' names. */
export async function requestHistory(db: Db, requestId: number) {
  const rows = await db
    .select({
      id: stylingEvents.id,
      kind: stylingEvents.kind,
      previewId: stylingEvents.previewId,
      staffMemberId: stylingEvents.staffMemberId,
      staffName: staffMembers.name,
      detail: stylingEvents.detail,
      createdAt: stylingEvents.createdAt,
    })
    .from(stylingEvents)
    .leftJoin(staffMembers, eq(staffMembers.id, stylingEvents.staffMemberId))
    .where(eq(stylingEvents.requestId, requestId))
    .orderBy(asc(stylingEvents.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    preview_id: row.previewId,
    staff_member: row.staffMemberId === null ? null : { id: row.staffMemberId, name: row.staffName ?? "" },
    detail: row.detail,
    created_at: row.createdAt.toISOString(),
  }));
}
