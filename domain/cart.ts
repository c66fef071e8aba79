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

/** An order line as the checkout wrote it: one product size, `lookId` set when bought in a look. */
export type OrderedSize = { lookId: number | null; productId: number; variantId: number; quantity: number };

/**
 * The cart lines an order was placed from, rebuilt from its lines in the order they were written
 * (a cart line's sizes are written together, a look's one per product with the look's quantity):
 * a product line per size, and a look line per run of the same look and quantity, a new one
 * starting when a product comes again (the same look bought in two sets of sizes).
 */
export function cartLinesOfOrder(
  lines: readonly OrderedSize[],
): { lookId: number | null; variantIds: number[]; quantity: number }[] {
  const rebuilt: { lookId: number | null; variantIds: number[]; productIds: Set<number>; quantity: number }[] = [];
  for (const line of lines) {
    const last = rebuilt.at(-1);
    if (
      line.lookId !== null &&
      last?.lookId === line.lookId &&
      last.quantity === line.quantity &&
      !last.productIds.has(line.productId)
    ) {
      last.variantIds.push(line.variantId);
      last.productIds.add(line.productId);
    } else {
      rebuilt.push({
        lookId: line.lookId,
        variantIds: [line.variantId],
        productIds: new Set([line.productId]),
        quantity: line.quantity,
      });
    }
  }
  return rebuilt.map(({ lookId, variantIds, quantity }) => ({
    lookId,
    variantIds: lookId === null ? variantIds : sortedVariantIds(variantIds),
    quantity,
  }));
}
