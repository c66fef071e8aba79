import { z } from "zod";

export const NewsletterListSchema = z
  .enum(["WOMAN", "KID"], { error: "The list must be WOMAN or KID" })
  .describe("WOMAN or KID newsletter");

export const SubscribeBodySchema = z.object({
  email: z.string().max(320).nullish().describe("Required; checked by the API so the form gets the spec's messages"),
  list: NewsletterListSchema,
  source: z
    .string()
    .trim()
    .max(100)
    .refine((v) => !v.includes("\u0000"), "Invalid characters")
    .optional()
    .describe("Where the form is, e.g. 'Footer HP' or 'Footer HP Femme'"),
});

export const SubscriberSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    list: NewsletterListSchema,
    source: z.string().nullable(),
    locale: z.enum(["fr", "de", "nl", "es", "en"]),
    subscribed: z.literal(true),
    /** The address is not at a common e-mail provider: show the soft 'unknown email domain' warning. */
    unknown_domain: z.boolean(),
    unsubscribe_number: z
      .string()
      .describe("The {number} of the subscriber's unsubscribe link /unsub/{number}/{list}, for the newsletter mails"),
    created_at: z.string().describe("ISO 8601 first subscription"),
  })
  .meta({ id: "NewsletterSubscriber" });

export const UnsubscribeBodySchema = z
  .object({
    email: z.string().trim().max(320).optional(),
    number: z
      .string()
      .trim()
      .regex(/^\d{1,40}$/, "An unsubscribe number is made of digits")
      .optional()
      .describe("The {number} of an unsubscribe link /unsub/{number}/{list} (the subscriber's unsubscribe_number)"),
    list: NewsletterListSchema,
  })
  .refine((body) => body.email || body.number, { message: "An email or a number is required", path: ["email"] });

export const UnsubscribeResponseSchema = z
  .object({
    list: NewsletterListSchema,
    subscribed: z.literal(false),
    already_unsubscribed: z
      .boolean()
      .optional()
      .describe("By number only: the subscriber had already left the list (by e-mail nothing is revealed)"),
  })
  .meta({ id: "NewsletterUnsubscription" });

export const PhoneUnsubscribeBodySchema = z.object({
  list: NewsletterListSchema,
  phone: z.string({ error: "A phone is required" }).trim().min(1, "A phone is required").max(30),
});

export const PhoneUnsubscribeResponseSchema = z
  .object({
    list: NewsletterListSchema,
    phone: z.string().describe("Normalized: digits with an optional leading +"),
    unsubscribed: z.literal(true),
  })
  .meta({ id: "PhoneUnsubscription" });
