/** What the gift-card pages share. */

/** A card's state as the lists show it. */
export function cardState(card: { disabled_at: string | null; used_at: string | null; expires_at: string | null }) {
  if (card.disabled_at) return "disabled";
  if (card.used_at) return "used";
  if (card.expires_at && Date.parse(card.expires_at) < Date.now()) return "expired";
  return "active";
}
