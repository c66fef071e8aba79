/**
 * The order history's rules (/infos/orders), shared by its pages and their actions: the state a
 * shopper reads for each of the API's order statuses, and which orders can still be paid.
 */
import type { components } from "~/generated/api-schema";

type Order = components["schemas"]["Order"];

/** The page size of the history: the API's own default. */
export const ORDERS_PAGE_SIZE = 20;

export const ORDER_STAGES = ["awaiting_payment", "paid", "shipped", "delivered", "cancelled"] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/**
 * What the shopper reads (orders.stage.*): a failed payment is still awaiting one until the API
 * cancels the order and gives everything back; an order being prepared is paid.
 */
const STAGE_OF: Record<Order["status"], OrderStage> = {
  PENDING_PAYMENT: "awaiting_payment",
  PAYMENT_FAILED: "awaiting_payment",
  PAID: "paid",
  PREPARING: "paid",
  SHIPPED: "shipped",
  DELIVERED: "delivered",
  COMPLETED: "delivered",
  CANCELLED: "cancelled",
};

export function orderStage(status: Order["status"]): OrderStage {
  return STAGE_OF[status];
}

/** A shop order waiting for its payment with something left to pay: the page offers to pay it. */
export function isPayable(order: Pick<Order, "kind" | "status" | "amount_to_pay">): boolean {
  return order.kind === "SHOP" && order.status === "PENDING_PAYMENT" && order.amount_to_pay > 0;
}

/**
 * A box on its way or at home, not settled yet: its lines are the pieces sent at their prices,
 * but nothing is owed until the family says what it keeps, so its totals (all zero) are not shown.
 */
export function isUnsettledBox(order: Pick<Order, "kind" | "status" | "paid_at">): boolean {
  return order.kind === "BOX" && order.paid_at === null && (order.status === "SHIPPED" || order.status === "DELIVERED");
}

/** ?page= as a page number: anything else is the first page. */
export function pageParam(value: string | null): number {
  return value && /^[1-9][0-9]{0,4}$/.test(value) ? Number(value) : 1;
}

/** An order id in a path or a form (the API's ids are positive 32-bit integers). */
export function orderIdParam(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2147483647 ? id : null;
}
