/** Request and response shapes of the payment routes (§7 "Money and addresses"). */
import { z } from "zod";
import { PAYMENT_KINDS } from "#domain/payments.js";
import { paymentGatewayEnum, paymentPlatformEnum } from "../../db/schema/enums.js";
import { CountrySchema } from "../clients/index.js";

export const PlatformSchema = z.enum(paymentPlatformEnum.enumValues);
export const GatewaySchema = z.enum(paymentGatewayEnum.enumValues);
export const KindSchema = z.enum(PAYMENT_KINDS);

const ReturnUrl = z
  .url()
  .max(2000)
  .optional()
  .describe("Where the hosted page sends the browser back; must be on the storefront. Default /infos/add/payment.");

const ReturnUrlAnswer = z
  .string()
  .nullable()
  .describe("Where the provider sends the browser back: give it to the embedded form (Stripe's return_url).");

export const SetupIntentQuery = z.object({
  stripe_payment_method_type: z.enum(["card", "paypal"]).default("card"),
  return_url: ReturnUrl,
  embedded: z
    .enum(["true", "false"])
    .default("false")
    .describe(
      "true: the storefront runs JavaScript and shows Stripe Elements (a setup intent's client_secret); false: a hosted page (redirect_url) that comes back to return_url with redirectResult.",
    ),
});

export const SetupStartSchema = z
  .object({
    platform: PlatformSchema,
    client_secret: z
      .string()
      .describe(
        "For Stripe Elements (embedded); otherwise the provider's reference of the setup (the sandbox's session, Stripe's Checkout Session).",
      ),
    redirect_url: z.string().optional().describe("Hosted page to send the browser to (works without JavaScript)."),
    return_url: ReturnUrlAnswer,
  })
  .meta({ id: "SetupIntent" });

export const AdyenSessionBody = z.object({
  payment_method_type: KindSchema.default("card"),
  return_url: ReturnUrl,
  embedded: z
    .boolean()
    .default(false)
    .describe("true: a session for Drop-in (mode embedded, no page); false: a Hosted Checkout page (mode hosted)."),
});

export const AdyenSessionSchema = z
  .object({
    id: z.string(),
    platform: PlatformSchema,
    session_data: z.string().optional().describe("For Adyen Drop-in, with id."),
    redirect_url: z.string().optional().describe("Hosted Checkout page (works without JavaScript)."),
  })
  .meta({ id: "AdyenSession" });

export const PaymentMethodSchema = z
  .object({
    id: z.number().int(),
    payment_gateway: GatewaySchema,
    platform: PlatformSchema,
    brand: z.string().nullable(),
    last4: z.string().nullable(),
    expiration_date: z.string().nullable().describe("Last valid day, YYYY-MM-DD; null when it does not expire."),
    valid: z.boolean().describe("False once the expiration date is before today (§5)."),
  })
  .meta({ id: "PaymentMethod" });

export const CreatePaymentMethodBody = z.object({
  payment_gateway: GatewaySchema,
  payment_method_type: KindSchema.optional().describe(
    "The kind saved (default card). Alone, it records a kind that needs no token (Klarna, iDEAL).",
  ),
  stripe_payment_method_id: z.string().min(1).max(255).optional(),
  redirect_result: z
    .string()
    .min(1)
    .max(4000)
    .optional()
    .describe(
      "From the hosted page's return (Stripe: its Checkout Session id, or the setup intent id after the embedded form; cancelled: 422 SETUP_INTENT_FAILED).",
    ),
});

export const AvailablePlatformsQuery = z.object({
  for_shop: z
    .enum(["true", "false"])
    .default("true")
    .describe("true: a shop order paid now; false: a box charged later."),
  country: CountrySchema.optional().describe(
    "Where the parcel goes (the shipping address's country), which decides Klarna and iDEAL; the client's country when absent",
  ),
});

export const PaymentReturnBody = z
  .object({
    sessionId: z.string().min(1).max(100).describe("pay_<id>, from the return URL"),
    redirectResult: z
      .string()
      .min(1)
      .max(4000)
      .optional()
      .describe("From the hosted page's return; Stripe's embedded form: its payment_intent."),
    sessionResult: z.string().min(1).max(4000).optional().describe("What Adyen's Drop-in gives on completion."),
  })
  .refine((body) => body.redirectResult !== undefined || body.sessionResult !== undefined, {
    message: "Give redirectResult or sessionResult",
    path: ["redirectResult"],
  });

export const PaymentReturnSchema = z
  .object({
    payment_id: z.number().int(),
    order_id: z.number().int(),
    status: z.string().describe("PENDING, REQUIRES_ACTION, SUCCEEDED, FAILED…"),
    error_code: z.string().nullable().describe("§8: decline_code, else code, else type."),
  })
  .meta({ id: "PaymentReturn" });

export const WebhookParams = z.object({ provider: GatewaySchema });
export const WebhookAnswerSchema = z.object({ received: z.number().int(), duplicates: z.number().int() });
