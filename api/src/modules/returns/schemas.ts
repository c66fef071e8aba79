/** Request and response schemas of the family's returns (§3 Return, issue 26). */
import { z } from "zod";
import { CARRIERS } from "#domain/checkout.js";
import { RETURN_REASONS } from "#domain/returns.js";
import { CountrySchema, IdInput } from "../clients/index.js";

const CarrierSchema = z.enum(CARRIERS);

export const ReturnParams = z.object({ id: IdInput });

const ReturnStatusSchema = z.enum(["REQUESTED", "LABEL_CREATED", "IN_TRANSIT", "RECEIVED", "REFUNDED", "CANCELLED"]);

export const ClientReturnSchema = z
  .object({
    id: z.number().int(),
    number: z.string().meta({ description: 'Printed on the label and read by the warehouse, e.g. "R-00012345"' }),
    order_id: z.number().int(),
    status: ReturnStatusSchema,
    created_at: z.string().meta({ format: "date-time" }),
    deadline: z
      .string()
      .nullable()
      .meta({ format: "date", description: "Last day to send it: the order's, else delivered + shop.return_days" }),
    carrier: CarrierSchema.meta({ description: "The family's return mode while not sent, else the return's carrier" }),
    pieces: z.number().int().meta({ description: "Units to send back" }),
    label_available: z
      .boolean()
      .meta({ description: "True while the parcel is still to send (REQUESTED, LABEL_CREATED)" }),
  })
  .meta({ id: "ClientReturn" });

export const ClientReturnsSchema = z.object({ items: z.array(ClientReturnSchema) }).meta({ id: "ClientReturns" });

export const ReturnModeSchema = z
  .object({
    country: CountrySchema,
    return_mode: CarrierSchema.nullable(),
    modes: z.array(
      z.object({
        carrier: CarrierSchema,
        drop_off: z.enum(["post_office", "relay"]),
        home_pickup: z.boolean(),
        finder_url: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "ReturnMode" });

export const ReturnModeBody = z.object({ return_mode: CarrierSchema });

export const OrderParams = z.object({ id: IdInput });

export const ReturnableOrderSchema = z
  .object({
    order_id: z.number().int(),
    returnable: z.boolean().meta({ description: "A delivered shop order within its days, with pieces left to send" }),
    deadline: z.string().nullable().meta({ format: "date" }),
    lines: z.array(
      z.object({
        id: z.number().int(),
        product_name: z.string(),
        size: z.string(),
        quantity: z.number().int(),
        unit_price_cents: z.number().int(),
        returnable_quantity: z.number().int().meta({ description: "Bought, or 0 once the line is in a return" }),
      }),
    ),
  })
  .meta({ id: "ReturnableOrder" });

export const OpenReturnBody = z.object({
  order_id: IdInput,
  lines: z
    .array(
      z.object({
        order_line_id: IdInput,
        quantity: z.number().int().positive().max(99),
        reason: z.enum(RETURN_REASONS),
      }),
    )
    .min(1)
    .max(100),
  refund_to_wallet: z.boolean().default(false),
});

export const ClientReturnDetailSchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    order_id: z.number().int(),
    order_kind: z.enum(["BOX", "SHOP", "GIFT_CARD"]),
    status: ReturnStatusSchema,
    created_at: z.string().meta({ format: "date-time" }),
    deadline: z.string().nullable().meta({ format: "date" }),
    label_available: z.boolean(),
    refund_to_wallet: z.boolean(),
    refund_amount_cents: z.number().int().meta({ description: "What was given back (0 until REFUNDED)" }),
    refunded_at: z.string().nullable().meta({ format: "date-time" }),
    lines: z.array(
      z.object({
        id: z.number().int(),
        order_line_id: z.number().int(),
        product_name: z.string(),
        size: z.string(),
        quantity: z.number().int().meta({ description: "Units the family sends back" }),
        reason: z.string().nullable(),
        received_quantity: z.number().int(),
        damaged_quantity: z.number().int(),
      }),
    ),
  })
  .meta({ id: "ClientReturnDetail" });
