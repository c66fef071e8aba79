/**
 * Packing by scanning (decision 0042): each scanned barcode is matched against the parcel's pieces
 * under the parcel's row lock, so two operators scanning the same box are served one after the
 * other and a unit is counted once (packing_scans' unique (parcel, size, unit) stands behind it).
 */
import { eq } from "drizzle-orm";
import type { AppDatabase } from "../../db/client.js";
import { packingScans, productVariants } from "../../db/schema/index.js";
import { matchScan, normalizeScannedCode, packingProgress, type ScanProblem } from "#domain/operations.js";
import { ApiError } from "../../plugins/errors.js";
import { loadParcel, scannedUnits, toPrepare, type ParcelRef } from "./parcels.js";

const SCAN_PROBLEMS: Record<ScanProblem, { status: 409 | 422; title: string }> = {
  UNKNOWN_CODE: { status: 422, title: "No size of the catalogue has this barcode" },
  NOT_IN_PARCEL: { status: 409, title: "This piece is not in this parcel" },
  ALREADY_SCANNED: { status: 409, title: "Every unit of this piece is scanned already" },
};

/** Answers the scanned size and the progress; a problem (4xx) when the code does not fit the parcel. */
export async function scanPiece(db: AppDatabase, ref: ParcelRef, code: string, staffId: number) {
  return db.transaction(async (tx) => {
    const parcel = await loadParcel(tx, ref, true);
    if (!toPrepare(parcel))
      throw ApiError.conflict("NOT_TO_PREPARE", `This parcel is ${parcel.status}, not to prepare`);
    const ean = normalizeScannedCode(code);
    const [variant] = ean
      ? await tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.ean, ean))
      : [];
    const scanned = await scannedUnits(tx, ref);
    const match = matchScan(parcel.pieces, scanned, variant?.id ?? null);
    if (!match.ok) {
      const { status, title } = SCAN_PROBLEMS[match.problem];
      const errors = { code: [title] };
      throw status === 422
        ? ApiError.unprocessable(match.problem, title, errors)
        : ApiError.conflict(match.problem, title, errors);
    }
    await tx.insert(packingScans).values({
      requestId: ref.kind === "box" ? ref.id : null,
      orderId: ref.kind === "order" ? ref.id : null,
      variantId: match.variantId,
      unit: match.unit,
      staffMemberId: staffId,
    });
    scanned.set(match.variantId, match.unit);
    return { variant_id: match.variantId, unit: match.unit, progress: packingProgress(parcel.pieces, scanned) };
  });
}
