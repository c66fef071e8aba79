/** What /giftcard chose and /giftcard/checkout carries (in its query and hidden fields). */
export type GiftCardChoice = {
  target: "kid" | "woman";
  purpose: "any" | "box" | "shop";
  /** Whole euros within the range, or null when none (or an invalid one) was chosen. */
  amount: number | null;
  /** What was sent, to show it again beside its error. */
  amountTyped: string | null;
  /** One of the amounts offered. */
  preset: boolean;
};

/** The query of a choice (for links back and forth between the two pages). */
export function choiceQuery(choice: Pick<GiftCardChoice, "target" | "purpose" | "amount">): string {
  const query = new URLSearchParams({ for: choice.target, purpose: choice.purpose });
  if (choice.amount !== null) query.set("amount", String(choice.amount));
  return query.toString();
}

export const API_TARGET = { kid: "KID", woman: "WOMAN" } as const;
export const API_PURPOSE = { any: null, box: "BOX", shop: "SHOP" } as const;
