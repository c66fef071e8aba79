/** Request and response schemas of the family's returns (§3 Return, issue 26). */
import { z } from "zod";
import { CARRIERS } from "#domain/checkout.js";
import { CountrySchema, IdInput } from "../clients/index.js";

const CarrierSchema = z.enum(CARRIERS);

export const ReturnParams = z.object({ id: IdInput });

export const ClientReturnSchema = z
  .object({
    id: z.number().int(),
    number: z.string().meta({ description: 'Printed on the label and read by the warehouse, e.g. "R-00012345"' }),
    order_id: z.number().int(),
    status: z.enum(["REQUESTED", "LABEL_CREATED", "IN_TRANSIT", "RECEIVED", "REFUNDED", "CANCELLED"]),
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
