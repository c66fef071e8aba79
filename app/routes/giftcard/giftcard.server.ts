/**
 * The gift card pages' server side (issue 18): the "gift cards" switch (off → 404), and the
 * choice made on /giftcard (for, amount, purpose) read from the query, checked against the rules
 * of domain/gift-cards.ts.
 */
import { data } from "react-router";
import { GIFT_CARD_AMOUNTS, giftCardAmountProblem } from "#domain/gift-cards.js";
import { readSwitches } from "#domain/switches.js";
import type { RequestContext } from "~/lib/context.server";
import { loadTranslations } from "~/lib/i18n.server";
import type { GiftCardChoice } from "~/routes/giftcard/choice";

/** The pages exist only while the "gift cards" switch is on (§1). */
export async function requireGiftCards(ctx: RequestContext): Promise<Record<string, string>> {
  const texts = await loadTranslations(ctx.language);
  if (!readSwitches(texts).giftCards) throw data(null, { status: 404, statusText: "Page Not Found" });
  return texts;
}

/** The choice carried in the query (?for=kid|woman&amount=50&purpose=any|box|shop), defaults filled in. */
export function choiceOf(query: URLSearchParams): GiftCardChoice {
  const target = query.get("for") === "woman" ? "woman" : "kid";
  const purposeRaw = query.get("purpose");
  const purpose = purposeRaw === "box" || purposeRaw === "shop" ? purposeRaw : "any";
  const picked = query.get("amount");
  const other = query.get("other_amount")?.trim();
  const raw = picked === "other" ? (other ?? "") : (picked ?? "");
  const amount = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  const valid = !Number.isNaN(amount) && !giftCardAmountProblem(amount);
  return {
    target,
    purpose,
    amount: valid ? amount : null,
    amountTyped: picked === null ? null : raw,
    preset: valid && (GIFT_CARD_AMOUNTS as readonly number[]).includes(amount),
  };
}
