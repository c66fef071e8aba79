/**
 * The preview calls' common ground: the context they run in, their errors, and how a preview is
 * read with its request and profile — locked, always in the one order described below.
 *
 * The box preview (issue 17, §7 preview calls): the pieces the engine chose for a request, as the
 * family reads them (grouped by look, with their reasons worded by their labels in the request's
 * language), and what the family can do while it is PENDING — replace a piece, comment, validate —
 * or, from the e-mail's link without signing in, skip the box. A preview still PENDING at its
 * deadline is validated by the scheduler (preview/jobs.ts) through the same function.
 *
 * Locks, always in this order (the order malle's calls and the composition take them): the
 * profile, the request, the preview, then the variants in id order (catalogue/stock.ts). Every
 * change is one transaction: a replacement puts the old size back and takes the new one; a skip
 * puts every piece back. Status changes go through domain/malle.ts requestTransition.
 */
import { and, eq } from "drizzle-orm";
import { isPastDeadline, isPreviewOpen } from "#domain/preview.js";
import type { Db, Tx } from "../../../db/client.js";
import { previews, profiles, requests, type BoxRequest, type Preview, type Profile } from "../../../db/schema/index.js";
import { ApiError } from "../../../plugins/errors.js";
import { requireOwnProfile } from "../../profiles/index.js";

/** What the calls and the job need besides the database. */
export type PreviewContext = { now: Date; storefrontUrl: string };

// ── Errors ─────────────────────────────────────────────────────────────────────────────────────

const previewNotFound = () => ApiError.notFound("No preview for this request");
export const closed = (status: string) =>
  ApiError.conflict("PREVIEW_CLOSED", `This preview is closed (${status.toLowerCase()}): it can no longer change`);
export const tokenNotFound = () => ApiError.notFound("This link is not valid");

/**
 * A preview the family can still change (replace, comment, skip): PENDING and before its deadline
 * — past it, the box is validated as it is (the e-mail said so), whether or not the scheduler's
 * pass has come yet. Validating stays possible: it is what the deadline does.
 */
export function assertChangeable(preview: Preview, now: Date) {
  if (!isPreviewOpen(preview.status)) throw closed(preview.status);
  if (isPastDeadline(preview.expiresAt, now)) {
    throw ApiError.conflict(
      "PREVIEW_CLOSED",
      "The deadline to answer this preview has passed: the box is validated as it is",
    );
  }
}

// ── Reading and locking ────────────────────────────────────────────────────────────────────────

export type Locked = { profile: Profile; request: BoxRequest; preview: Preview };

/** The client's profile, its request and the request's preview; locked (in that order) when asked. */
export async function ownPreview(
  db: Db,
  clientId: number,
  kidId: number,
  requestId: number,
  forUpdate: boolean,
): Promise<Locked> {
  const profile = await requireOwnProfile(db, clientId, kidId, forUpdate);
  const requestQuery = db
    .select()
    .from(requests)
    .where(and(eq(requests.id, requestId), eq(requests.profileId, profile.id)));
  const [request] = forUpdate ? await requestQuery.for("update") : await requestQuery;
  if (!request) throw previewNotFound();
  const previewQuery = db.select().from(previews).where(eq(previews.requestId, request.id));
  const [preview] = forUpdate ? await previewQuery.for("update") : await previewQuery;
  // A DRAFT is the stylist's work in progress (decision 0043): to the family there is no preview yet
  if (!preview || preview.status === "DRAFT") throw previewNotFound();
  return { profile, request, preview };
}

/** A preview by id with its request and profile, locked in the one order (profile, request, preview). */
export async function lockPreviewById(tx: Tx, previewId: number): Promise<Locked | undefined> {
  const [ids] = await tx
    .select({ profileId: requests.profileId, requestId: requests.id })
    .from(previews)
    .innerJoin(requests, eq(requests.id, previews.requestId))
    .where(eq(previews.id, previewId));
  if (!ids) return undefined;
  const [profile] = await tx.select().from(profiles).where(eq(profiles.id, ids.profileId)).for("update");
  const [request] = await tx.select().from(requests).where(eq(requests.id, ids.requestId)).for("update");
  const [preview] = await tx.select().from(previews).where(eq(previews.id, previewId)).for("update");
  if (!profile || !request || !preview) return undefined;
  return { profile, request, preview };
}
