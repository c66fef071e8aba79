/** The operations API's shapes (decision 0042). */
import { z } from "zod";
import { CARRIERS } from "#domain/checkout.js";
import { GARMENT_DETAILS, GARMENT_TYPES, PRODUCT_SEASONS } from "#domain/garments.js";
import { RETURN_OUTCOMES } from "#domain/operations.js";

export const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const ParcelParams = IdParams.extend({
  kind: z.enum(["box", "order"]).meta({ description: "box: a request (its id); order: a shop order (its id)" }),
});

const Progress = z.object({ scanned: z.number().int(), total: z.number().int(), complete: z.boolean() });

export const ShipmentSchema = z
  .object({
    id: z.number().int(),
    order_id: z.number().int(),
    carrier: z.enum(CARRIERS),
    status: z.enum(["LABEL_CREATED", "IN_TRANSIT", "DELIVERED", "RETURNED_TO_SENDER"]),
    tracking_number: z.string().nullable(),
    tracking_url: z.string().nullable(),
    shipped_at: z.string().nullable(),
    delivered_at: z.string().nullable(),
  })
  .meta({ id: "OperationsShipment" });

export const ParcelListSchema = z
  .object({
    items: z.array(
      z.object({
        kind: z.enum(["box", "order"]),
        id: z.number().int(),
        name: z.string(),
        client_id: z.number().int(),
        date: z
          .string()
          .nullable()
          .meta({ description: "Box: its delivery date; shop order: paid on; shipped: shipped on" }),
        pieces: z.number().int().nullable(),
        scanned: z.number().int().nullable(),
        shipment: ShipmentSchema.nullable(),
      }),
    ),
  })
  .meta({ id: "OperationsParcelList" });

export const ParcelSchema = z
  .object({
    kind: z.enum(["box", "order"]),
    id: z.number().int(),
    client_id: z.number().int(),
    name: z.string(),
    status: z.string(),
    to_prepare: z.boolean(),
    delivery_date: z.string().nullable(),
    order_id: z.number().int().nullable(),
    return_id: z.number().int().nullable(),
    progress: Progress,
    pieces: z
      .array(
        z.object({
          variant_id: z.number().int(),
          product_id: z.number().int(),
          product_name: z.string(),
          reference: z.string(),
          size: z.string(),
          ean: z.string().nullable(),
          location: z.string().nullable(),
          quantity: z.number().int(),
          unit_price_cents: z.number().int(),
          scanned: z.number().int(),
          order_line_id: z
            .number()
            .int()
            .nullable()
            .meta({ description: "Once shipped: the order's line of this piece" }),
        }),
      )
      .meta({ description: "The pick list: in warehouse-location order" }),
    shipment: ShipmentSchema.nullable(),
  })
  .meta({ id: "OperationsParcel" });

export const ScanBody = z.object({
  code: z.string().trim().min(1).max(64).meta({ description: "The barcode (EAN-13) the scanner typed" }),
});
export const ScanResponse = z
  .object({ variant_id: z.number().int(), unit: z.number().int(), progress: Progress })
  .meta({ id: "OperationsScan" });

export const ShipBody = z.object({
  carrier: z.enum(CARRIERS),
  tracking_number: z
    .string()
    .trim()
    .min(4)
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/, "Letters, digits and dashes"),
});

export const OpenReturnBody = z.object({
  order_id: z.number().int().positive().max(2_147_483_647),
  order_line_ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(100),
});

export const ReturnListSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.number().int(),
        order_id: z.number().int(),
        client_id: z.number().int(),
        name: z.string(),
        status: z.string(),
        created_at: z.string(),
        lines: z.number().int(),
        received: z.number().int(),
      }),
    ),
  })
  .meta({ id: "OperationsReturnList" });

export const ReturnSchema = z
  .object({
    id: z.number().int(),
    order_id: z.number().int(),
    order_kind: z
      .enum(["BOX", "SHOP", "GIFT_CARD"])
      .meta({ description: "A box's return parcel may also hold outgrown clothes (littlegeste)" }),
    client_id: z.number().int(),
    status: z.string(),
    received_at: z.string().nullable(),
    lines: z.array(
      z.object({
        id: z.number().int(),
        order_line_id: z.number().int(),
        variant_id: z.number().int(),
        product_name: z.string(),
        reference: z.string(),
        size: z.string(),
        ean: z.string().nullable(),
        quantity: z.number().int(),
        reason: z.string().nullable(),
        received_quantity: z
          .number()
          .int()
          .meta({ description: "Units that came back (0 until received, and when missing)" }),
        damaged_quantity: z.number().int().meta({ description: "Of the units received, those damaged" }),
        outcome: z.enum(RETURN_OUTCOMES).nullable(),
        received_at: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "OperationsReturn" });

export const ReceiveBody = z.object({
  lines: z
    .array(z.object({ line_id: z.number().int().positive().max(2_147_483_647), outcome: z.enum(RETURN_OUTCOMES) }))
    .min(1)
    .max(100),
});
export const ReceiveResponse = ReturnSchema.extend({
  received_now: z
    .array(z.number().int())
    .meta({ description: "The lines this call received (others were received before)" }),
}).meta({ id: "OperationsReceipt" });

const Paging = {
  page: z.coerce.number().int().positive().max(10_000).default(1),
  per_page: z.coerce.number().int().positive().max(200).default(50),
};
export const StockQuery = z.object({
  q: z.string().trim().max(100).optional().meta({ description: "Product name, reference, barcode or location" }),
  low: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true")
    .meta({ description: "true: only sizes at or below their low-stock threshold" }),
  ...Paging,
});
export const LedgerQuery = z.object(Paging);

/** What the product is for the styling engine (domain/garments.ts). */
const ProductAttributes = {
  garment_type: z.enum(GARMENT_TYPES).meta({ description: 'What the piece is: the quiz\'s needs and "never"' }),
  season: z.enum(PRODUCT_SEASONS).meta({ description: "WARM: not sent in winter; COLD: not in summer; ALL" }),
  details: z
    .array(z.enum(GARMENT_DETAILS))
    .max(GARMENT_DETAILS.length)
    .meta({ description: 'Hood, lace, sequins: what a "never" answer may refuse' }),
};
export const ProductAttributesBody = z.object(ProductAttributes);
export const ProductAttributesSchema = z
  .object({ product_id: z.number().int(), ...ProductAttributes })
  .meta({ id: "OperationsProductAttributes" });

const VariantLine = z.object({
  variant_id: z.number().int(),
  product_id: z.number().int(),
  reference: z.string(),
  product_name: z.string(),
  size: z.string(),
  ean: z.string().nullable(),
  location: z.string().nullable(),
  stock: z.number().int(),
  low_stock_threshold: z.number().int(),
  is_low: z.boolean(),
  ...ProductAttributes,
});
export const StockPageSchema = z
  .object({ items: z.array(VariantLine), page: z.number().int(), per_page: z.number().int(), total: z.number().int() })
  .meta({ id: "OperationsStockPage" });
export const LedgerSchema = z
  .object({
    variant: VariantLine,
    items: z.array(
      z.object({
        id: z.number().int(),
        kind: z.enum(["reserved_box", "released", "sold", "returned", "damaged", "missing", "adjusted"]),
        units: z.number().int(),
        stock_after: z.number().int(),
        reason: z.string().nullable(),
        request_id: z.number().int().nullable(),
        order_id: z.number().int().nullable(),
        return_id: z.number().int().nullable(),
        staff_member_id: z.number().int().nullable(),
        staff_name: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: "OperationsStockLedger" });

export const AdjustmentBody = z.object({
  variant_id: z.number().int().positive().max(2_147_483_647),
  units: z
    .number()
    .int()
    .min(-100_000)
    .max(100_000)
    .refine((n) => n !== 0, "Not zero")
    .meta({ description: "Signed: positive adds units, negative removes them" }),
  reason: z.string().trim().min(3).max(500),
});
export const AdjustmentResponse = z
  .object({ variant_id: z.number().int(), stock: z.number().int() })
  .meta({ id: "OperationsStockAdjustment" });
