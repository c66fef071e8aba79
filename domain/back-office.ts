/**
 * Rules of the back-office's customer service, codes administration and dashboard (issue 25,
 * decision 0044). Pure: no I/O.
 */
import { normalizeCode } from "./checkout.js";

/** The most one goodwill credit can give (cents): a larger gesture is a refund, not a credit. */
export const MAX_GOODWILL_CENTS = 20_000;

/** Who may read a timeline entry: the family sees it in its account or its mailbox, or staff only. */
export type Visibility = "family" | "internal";

/** One line of a client's timeline, whatever it comes from. */
export type TimelineEntry = {
  kind: "order" | "box" | "payment" | "email" | "ticket" | "ticket_reply" | "wallet" | "loyalty" | "note" | "goodwill";
  id: number;
  at: Date;
  visibility: Visibility;
  summary: string;
  amountCents?: number | null;
  status?: string | null;
  /** The entity the entry links to in the back-office (a ticket, an order), when it has a page. */
  ref?: { kind: "ticket" | "order" | "request"; id: number } | null;
};

/** Newest first; entries of the same instant in a stable order (kind, then newest id). */
export function sortTimeline(entries: TimelineEntry[]): TimelineEntry[] {
  return [...entries].sort((a, b) => b.at.getTime() - a.at.getTime() || a.kind.localeCompare(b.kind) || b.id - a.id);
}

/**
 * The search box's words as what they can mean: an order or box number (digits, "#12" too), an
 * e-mail (an "@"), else a name or part of an e-mail.
 */
export function parseClientQuery(raw: string): { number: number | null; text: string } {
  const text = raw.trim();
  const digits = /^#?\s*(\d{1,9})$/.exec(text);
  return { number: digits ? Number(digits[1]) : null, text };
}

/** A discount code as the administrator writes it. */
export type CodeDraft = {
  code: string;
  kind: "DISCOUNT" | "COUPON" | "BIRTHDAY";
  percent: number | null;
  amountCents: number | null;
  shippingFeeOffered: boolean;
  minLoyaltyPoints: number | null;
  startsAt: Date | null;
  expiresAt: Date | null;
};

/**
 * The rules a new code must follow beyond each field's own (the database's checks say the same,
 * this says it field by field): one benefit (a percent or an amount, or free shipping alone), a
 * coupon names its loyalty minimum, the validity ends after it starts. Field → messages.
 */
export function codeDraftErrors(draft: CodeDraft): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const code = normalizeCode(draft.code);
  if (!/^[A-Z0-9_-]{3,40}$/.test(code)) add("code", "3 to 40 letters, digits, - or _");
  if (draft.percent !== null && draft.amountCents !== null) add("amount", "Give a percent or an amount, not both");
  if (draft.percent === null && draft.amountCents === null && !draft.shippingFeeOffered) {
    add("amount", "Give a percent, an amount or free shipping");
  }
  if (draft.kind === "COUPON" && draft.minLoyaltyPoints === null) {
    add("min_loyalty_points", "A coupon needs the loyalty points it asks for");
  }
  if (draft.startsAt && draft.expiresAt && draft.expiresAt <= draft.startsAt) {
    add("expires_at", "The code must end after it starts");
  }
  return errors;
}

/** The first day (YYYY-MM-DD, a Monday) of the week holding a day, and the first day of the next. */
export function weekOf(day: string): { start: string; end: string } {
  const date = new Date(`${day}T00:00:00Z`);
  const fromMonday = (date.getUTCDay() + 6) % 7;
  const start = new Date(date.getTime() - fromMonday * 86_400_000);
  const end = new Date(start.getTime() + 7 * 86_400_000);
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

/** The days (YYYY-MM-DD) from `days - 1` days before a day to that day, oldest first. */
export function lastDays(day: string, days: number): string[] {
  const last = new Date(`${day}T00:00:00Z`).getTime();
  return Array.from({ length: days }, (_, i) =>
    new Date(last - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Kept pieces over shipped pieces, as a fraction; null when nothing was shipped (no rate to give). */
export function keepRate(kept: number, shipped: number): number | null {
  return shipped > 0 ? kept / shipped : null;
}

/** An amount typed in euros ("15", "15.5", "15,50") as cents; null for anything else. */
export function eurosToCents(raw: string): number | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(raw.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}
