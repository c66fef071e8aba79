/**
 * Pure cart rules shared by the API and the storefront: how many units of each product size a cart
 * asks for (a look line asks one unit of each of its sizes per look), and the capping of lines to
 * the stock when two carts are merged at sign-in.
 */

/** A cart line seen as the product sizes (variant ids) it takes, `quantity` times each. */
export type CartDemandLine = { variantIds: readonly number[]; quantity: number };

/** Units asked per variant id over all lines. */
export function variantDemand(lines: readonly CartDemandLine[]): Map<number, number> {
  const demand = new Map<number, number>();
  for (const line of lines) {
    for (const id of line.variantIds) demand.set(id, (demand.get(id) ?? 0) + line.quantity);
  }
  return demand;
}

/**
 * The quantity each line keeps when the stock cannot serve them all: lines are served in order,
 * each getting at most what its scarcest size has left (0 = the line is dropped).
 */
export function capToStock(lines: readonly CartDemandLine[], stock: ReadonlyMap<number, number>): number[] {
  const left = new Map(stock);
  return lines.map((line) => {
    const room = Math.min(...line.variantIds.map((id) => left.get(id) ?? 0));
    const kept = Math.max(0, Math.min(line.quantity, room));
    for (const id of line.variantIds) left.set(id, (left.get(id) ?? 0) - kept);
    return kept;
  });
}

/** Sizes of a look line in a stable order, so the same look in the same sizes is one line. */
export function sortedVariantIds(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}
