/**
 * Schemas of the box to come (§3 Subscription and Request, §7 "Subscriptions and requests"): the
 * subscription the quiz's membership step chooses, the request its checkout books, and the
 * delivery window the checkout offers.
 */
import { z } from "zod";
import { DELIVERY_WINDOW_DAYS, SUBSCRIPTION_FREQUENCIES } from "#domain/quiz.js";
import { MAX_PAUSE_MONTHS, PAUSE_MONTHS, REQUEST_STATUSES } from "#domain/malle.js";
import { AddressSchema, IdInput } from "../clients/index.js";
import { PlatformSchema } from "../payments/index.js";
import { ProfileSubscriptionSchema } from "../profiles/index.js";

const FREQUENCY_MESSAGE = `The frequency is one of ${SUBSCRIPTION_FREQUENCIES.join(", ")} (months between boxes)`;
const noNul = (value: string) => !value.includes("\u0000");
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// ── Requests ───────────────────────────────────────────────────────────────────────────────────

const RequestStatusSchema = z.enum(REQUEST_STATUSES);

export const KidIdParams = z.object({
  kidId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "A kid id is required")
    .transform(Number),
});

const Frequency = z
  .number({ message: FREQUENCY_MESSAGE })
  .int({ message: FREQUENCY_MESSAGE })
  .refine((value) => (SUBSCRIPTION_FREQUENCIES as readonly number[]).includes(value), { message: FREQUENCY_MESSAGE })
  .meta({ description: `Months between boxes: ${SUBSCRIPTION_FREQUENCIES.join(", ")}` });

export const CreateSubscriptionBody = z.object({ frequency: Frequency });

const PathId = (message: string) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number);

export const SubscriptionParams = KidIdParams.extend({ id: PathId("A subscription id is required") });
export const RequestParams = KidIdParams.extend({ requestId: PathId("A request id is required") });
export const WishParams = RequestParams.extend({ productId: PathId("A product id is required") });

export const UpdateSubscriptionBody = z.object({ frequency: Frequency });

export const ReactivateBody = z
  .object({ frequency: Frequency.optional().meta({ description: "By default the plan's own frequency" }) })
  .nullish();

export const PauseQuery = z.object({
  months: z
    .string()
    .optional()
    .meta({ description: `The pause's length: ${PAUSE_MONTHS.join(", ")} months (or until, not both)` }),
  until: z
    .string()
    .optional()
    .meta({
      format: "date",
      description: `The day the plan starts again (YYYY-MM-DD): after today, at most ${MAX_PAUSE_MONTHS} months ahead`,
    }),
});

export const MoveDeliveryBody = z.object({
  delivery_date: z
    .string()
    .regex(ISO_DATE, { message: "A delivery date is written YYYY-MM-DD" })
    .meta({
      format: "date",
      description: `Within the delivery window: from today + the pessimistic delay to ${DELIVERY_WINDOW_DAYS} days after`,
    }),
});

export const WishQuery = z.object({
  variant_id: PathId("Invalid variant id")
    .optional()
    .meta({ description: "The size wished (one of the product's variants)" }),
});

export const ClientRequestsQuery = z.object({
  status: RequestStatusSchema.optional().meta({ description: "Only the requests in this status" }),
});

const WishInput = z.object({
  product_id: IdInput,
  variant_id: IdInput.nullish(),
});

export const CreateRequestBody = z.object({
  subscription_id: IdInput.nullish().meta({
    description: "The profile's active subscription (404 otherwise); none for a one-shot box",
  }),
  delivery_date: z
    .string()
    .regex(ISO_DATE, { message: "A delivery date is written YYYY-MM-DD" })
    .meta({
      format: "date",
      description: `Within the delivery window (GET delivery-window): from today + the pessimistic delay to ${DELIVERY_WINDOW_DAYS} days after`,
    }),
  shipping_address_id: IdInput.meta({ description: "One of the client's shipping addresses" }),
  payment_method_id: IdInput.meta({
    description: "One of the client's saved payment methods, not expired (nothing is charged now)",
  }),
  comment: z.string().trim().max(2000).refine(noNul, "Invalid characters").nullish(),
  wishes: z
    .array(WishInput)
    .max(50)
    .optional()
    .meta({ description: "Products wished in the box (landing suggestions); unknown or inactive ones are ignored" }),
  code: z.string().trim().max(64).refine(noNul, "Invalid characters").nullish().meta({
    description:
      "A discount code for the box (trimmed, any case), kept for its payment; refused with 422: COUPON_CODE_EXPIRED, COUPON_CODE_ALREADY_USED (used, or held by another of the client's boxes) or INVALID_CODE (unknown, a shop code, another profile type)",
  }),
});

export const DeliveryWindowQuery = z.object({
  shipping_address_id: IdInput.optional().meta({
    description:
      "Delays of this address's country; by default the client's default shipping address's, else its country's",
  }),
});

// ── Responses ──────────────────────────────────────────────────────────────────────────────────

export const FraudTypeSchema = z.enum(["DUPLICATE_ACCOUNTS", "PRESUMED_FRAUDSTER"]).nullable().meta({
  id: "FraudType",
  description:
    "§8 fraud label raised by this call (stored, never an error): DUPLICATE_ACCOUNTS when another account booked a box to the same address, PRESUMED_FRAUDSTER when that account also saved the same card",
});

export const SubscriptionResultSchema = z
  .object({ subscription: ProfileSubscriptionSchema, type: FraudTypeSchema })
  .meta({ id: "SubscriptionResult" });

export const BoxRequestSchema = z
  .object({
    id: z.number().int(),
    profile_id: z.number().int(),
    subscription_id: z.number().int().nullable(),
    status: RequestStatusSchema,
    delivery_date: z.string().nullable().meta({ format: "date" }),
    comment: z.string().nullable(),
    is_blocked: z.boolean(),
    status_details: z.object({
      actions: z.array(z.enum(["GO_TO_SUGGESTIONS", "UPDATE_DELIVERY_DATE"])).meta({
        description: "GO_TO_SUGGESTIONS: customizable; UPDATE_DELIVERY_DATE: postponable (when not blocked)",
      }),
    }),
    wishes: z.array(z.object({ product_id: z.number().int(), variant_id: z.number().int().nullable() })),
    shipping_address: AddressSchema.nullable(),
    payment_method: z
      .object({
        id: z.number().int(),
        brand: z.string().nullable(),
        last4: z.string().nullable(),
        platform: PlatformSchema,
      })
      .nullable(),
    created_at: z.string().meta({ format: "date-time" }),
    wishes_until: z.string().nullable().meta({
      format: "date",
      description:
        "While the box takes wishes (GO_TO_SUGGESTIONS): the last day they can change, the day before it is composed (its delivery date − COMPOSE_LEAD_DAYS); null otherwise",
    }),
    code: z
      .string()
      .nullable()
      .meta({ description: "The discount code given at booking, applied when the box is paid" }),
    preview_expires_at: z.string().nullable().meta({
      format: "date-time",
      description:
        "While its preview waits for the family's answer (PREVIEW_SENT): the answer's deadline, after which the box is validated as it is; null otherwise",
    }),
    tracking: z
      .object({
        carrier: z.string(),
        number: z.string().nullable(),
        url: z.string().nullable(),
        status: z.enum(["LABEL_CREATED", "IN_TRANSIT", "DELIVERED", "RETURNED_TO_SENDER"]),
      })
      .nullable()
      .meta({
        description:
          "Once the box shipped (decision 0042): its carrier, tracking number and tracking page; null before",
      }),
    order: z
      .object({
        id: z.number().int(),
        status: z.string(),
        declarable: z.boolean().meta({ description: "Delivered and not declared yet: the family says what it keeps" }),
      })
      .nullable()
      .meta({
        description:
          "Once the box shipped: its order (decision 0047), whose id the keep/return and failed-payment pages use",
      }),
  })
  .meta({ id: "BoxRequest" });
export type BoxRequestResponse = z.infer<typeof BoxRequestSchema>;

export const ClientBoxRequestSchema = BoxRequestSchema.extend({
  firstname: z.string().meta({ description: "The profile's first name" }),
}).meta({ id: "ClientBoxRequest" });

export const SubscriptionSchema = ProfileSubscriptionSchema.extend({
  paused_until: z
    .string()
    .nullable()
    .meta({ format: "date", description: "While paused (status_details_code paused): the day the plan starts again" }),
}).meta({ id: "Subscription" });

export const RequestResultSchema = z
  .object({ request: BoxRequestSchema, type: FraudTypeSchema })
  .meta({ id: "BoxRequestResult" });

export const DeliveryWindowSchema = z
  .object({
    earliest: z.string().meta({
      format: "date",
      description: "Today (Paris) + the pessimistic delay, at least COMPOSE_LEAD_DAYS + WISH_WINDOW_DAYS",
    }),
    latest: z.string().meta({ format: "date", description: `The earliest date + ${DELIVERY_WINDOW_DAYS} days` }),
    suggested: z.string().meta({ format: "date", description: "The date the checkout proposes" }),
    optimistic_delivery_delay: z.number().int().meta({ description: "Days" }),
    pessimistic_delivery_delay: z.number().int().meta({ description: "Days" }),
  })
  .meta({ id: "DeliveryWindow" });
