/**
 * The client's orders as the history shows them.
 */
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { AppDatabase } from "../../../db/client.js";
import { orderLines, orders, type Order } from "../../../db/schema/index.js";
import type { ContentLocale } from "#domain/locales.js";
import { euros, inLocale, loadVariantItems } from "../items.js";
import type { OrderResponse } from "../schemas.js";
import { amountToPayCents } from "./contract.js";

/** Orders with their lines, as the client's history shows them. */
export async function orderViews(db: AppDatabase, list: Order[], locale: ContentLocale): Promise<OrderResponse[]> {
  if (list.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        list.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  const items = await loadVariantItems(
    db,
    lines.map((l) => l.variantId),
  );
  return list.map((order) => ({
    id: order.id,
    kind: order.kind,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    locale: order.locale,
    paid_at: order.paidAt?.toISOString() ?? null,
    items_amount_ttc: euros(order.itemsAmountTtcCents),
    discount_amount: euros(order.discountAmountCents),
    shipping_fee_ttc: euros(order.shippingFeeTtcCents),
    total_amount_ttc: euros(order.totalAmountTtcCents),
    gift_card_amount: euros(order.giftCardAmountCents),
    wallet_amount: euros(order.walletAmountCents),
    amount_to_pay: euros(amountToPayCents(order)),
    offer: { shipping_fee_offered: order.shippingFeeOffered },
    delivery: {
      carrier: order.carrier,
      relay_point_id: order.relayPointId,
      relay_point: order.relayPoint ?? null,
      shipping_address: order.shippingAddress && {
        firstname: order.shippingAddress.firstname,
        lastname: order.shippingAddress.lastname,
        street: order.shippingAddress.street,
        complement: order.shippingAddress.complement,
        postcode: order.shippingAddress.postcode,
        city: order.shippingAddress.city,
        country_code: order.shippingAddress.countryCode,
        phone: order.shippingAddress.phone,
      },
    },
    lines: lines
      .filter((l) => l.orderId === order.id)
      .map((l) => {
        const item = items.get(l.variantId);
        return {
          id: l.id,
          product_id: l.productId,
          variant_id: l.variantId,
          look_id: l.lookId,
          name: (item && inLocale(item.cleanName, locale)) ?? item?.reference ?? "",
          brand: item?.brand ?? "",
          size: item?.size ?? "",
          quantity: l.quantity,
          unit_price: euros(l.unitPriceCents),
          amount: euros(l.unitPriceCents * l.quantity),
          second_hand: item?.secondHand ?? false,
        };
      }),
  }));
}

/** One page of the client's orders, newest first. */
export async function listOrders(db: AppDatabase, clientId: number, page: number, pageSize: number) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(orders)
    .where(eq(orders.clientId, clientId));
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.clientId, clientId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total };
}

export async function findOrder(db: AppDatabase, clientId: number, id: number): Promise<Order | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.clientId, clientId)));
  return order;
}
