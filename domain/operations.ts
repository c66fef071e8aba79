/**
 * Operations (decision 0042): barcodes, the pick list's order, matching a scanned code against a
 * parcel, the carriers' tracking links. Pure: no I/O.
 */
import type { Carrier } from "./checkout.js";

/** Where each carrier shows a parcel; `{tracking}` stands for the tracking number (overridable by configuration). */
export const DEFAULT_TRACKING_URL_TEMPLATES: Readonly<Record<Carrier, string>> = {
  colissimo: "https://www.laposte.fr/outils/suivre-vos-envois?code={tracking}",
  mondial_relay: "https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition={tracking}",
  hermes: "https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation/#{tracking}",
  inpost: "https://inpost.pl/sledzenie-przesylek?number={tracking}",
};

/** The carrier's tracking page for a tracking number (the number URL-encoded into the template). */
export function trackingUrl(template: string, trackingNumber: string): string {
  return template.replaceAll("{tracking}", encodeURIComponent(trackingNumber));
}

// ── Barcodes ─────────────────────────────────────────────────────────────────────────────────

/** The EAN-13 check digit of the first 12 digits (weights 1, 3, 1, 3, … from the left). */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`Not 12 digits: ${first12}`);
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** A whole EAN-13 (13 digits, its check digit right). */
export function isEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** The EAN-13 of a shop-internal number (prefix 200–299 is for a store's own articles). */
export function internalEan13(serial: number): string {
  if (!Number.isInteger(serial) || serial < 0 || serial > 999_999_999) throw new Error(`Bad serial ${serial}`);
  const first12 = `200${String(serial).padStart(9, "0")}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

/** What a scanner typed, as it is looked up: no surrounding or inner spaces. */
export function normalizeScannedCode(code: string): string {
  return code.replace(/\s+/g, "");
}

// ── Pick list ────────────────────────────────────────────────────────────────────────────────

/**
 * Compares warehouse locations ("A-03-2") part by part, numbers as numbers ("A-3" before "A-12");
 * a piece without a location comes last.
 */
export function compareLocations(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const left = a.split(/[-./ ]/);
  const right = b.split(/[-./ ]/);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const x = left[i];
    const y = right[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const numeric = /^\d+$/.test(x) && /^\d+$/.test(y);
    const order = numeric ? Number(x) - Number(y) : x.localeCompare(y, "en", { sensitivity: "base" });
    if (order !== 0) return order;
  }
  return 0;
}

/** The pick list: the pieces in the order a walk through the warehouse meets them (then by variant id). */
export function pickOrder<T extends { location: string | null; variantId: number }>(pieces: readonly T[]): T[] {
  return [...pieces].sort((a, b) => compareLocations(a.location, b.location) || a.variantId - b.variantId);
}

// ── Packing by scanning ──────────────────────────────────────────────────────────────────────

export type ParcelPiece = { variantId: number; quantity: number };
export type ScanProblem = "UNKNOWN_CODE" | "NOT_IN_PARCEL" | "ALREADY_SCANNED";
export type ScanMatch = { ok: true; variantId: number; unit: number } | { ok: false; problem: ScanProblem };

/**
 * Matches a scanned piece against a parcel: `variantId` is the size the code names (null: no
 * size has it), `scanned` the units of each size already scanned. The next unit of a size of the
 * parcel is the match; a size not in it, or whose every unit is scanned, is a problem.
 */
export function matchScan(
  pieces: readonly ParcelPiece[],
  scanned: ReadonlyMap<number, number>,
  variantId: number | null,
): ScanMatch {
  if (variantId === null) return { ok: false, problem: "UNKNOWN_CODE" };
  const units = pieces.filter((p) => p.variantId === variantId).reduce((sum, p) => sum + p.quantity, 0);
  if (units === 0) return { ok: false, problem: "NOT_IN_PARCEL" };
  const done = scanned.get(variantId) ?? 0;
  if (done >= units) return { ok: false, problem: "ALREADY_SCANNED" };
  return { ok: true, variantId, unit: done + 1 };
}

/** Packing progress: units scanned out of the parcel's units, and whether every one is in. */
export function packingProgress(
  pieces: readonly ParcelPiece[],
  scanned: ReadonlyMap<number, number>,
): { scanned: number; total: number; complete: boolean } {
  const total = pieces.reduce((sum, p) => sum + p.quantity, 0);
  const perVariant = new Map<number, number>();
  for (const p of pieces) perVariant.set(p.variantId, (perVariant.get(p.variantId) ?? 0) + p.quantity);
  const done = [...perVariant].reduce((sum, [id, units]) => sum + Math.min(units, scanned.get(id) ?? 0), 0);
  return { scanned: done, total, complete: total > 0 && done === total };
}

// ── Receiving a return ───────────────────────────────────────────────────────────────────────

export const RETURN_OUTCOMES = ["restocked", "damaged", "missing"] as const;
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number];

/** The ledger kind a received piece writes: back in stock is "returned" (units back), the others record it only. */
export function receivedMovementKind(outcome: ReturnOutcome): "returned" | "damaged" | "missing" {
  return outcome === "restocked" ? "returned" : outcome;
}
