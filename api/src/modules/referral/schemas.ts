/** Request and response schemas of the referral calls (§3 Referral, §7). Amounts in euros. */
import { z } from "zod";
import { EMAIL_MAX_LENGTH, isValidEmail } from "#domain/email.js";

const Euros = (description: string) => z.number().meta({ description: `${description}, in euros (two decimals)` });
const Instant = z.string().meta({ description: "ISO 8601 date-time" });

export const GodsonSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    state: z.enum(["INVITED", "SIGNED_UP", "FIRST_ORDER_PAID"]).meta({
      description: "Invited (e-mail sent), signed up, or first box or order paid",
    }),
    status: z.enum(["INVITED", "SIGNED_UP", "CONVERTED", "REWARDED"]).meta({
      description: "The row's status: CONVERTED is a first order paid that earned nothing (same person)",
    }),
    reward_amount: Euros("What the godfather received for this godson").nullable(),
    rewarded_at: Instant.nullable(),
    created_at: Instant,
  })
  .meta({ id: "Godson" });

export const ReferralSchema = z
  .object({
    code: z.string().meta({ description: "The godfather code, carried by the share link" }),
    share_path: z.string().meta({
      description:
        "The share link's path on the storefront (add the origin and language prefix): /lp-referral/invitation?godfather=CODE",
    }),
    godfather_amount: Euros("Credited to the wallet for each friend's first paid box or order"),
    godson_amount: Euros("The friend's welcome offer"),
    rewards_total: Euros("Received so far"),
    godsons: z.array(GodsonSchema).meta({ description: "Newest first" }),
  })
  .meta({ id: "Referral" });

export const InviteBody = z.object({
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH)
    .refine(isValidEmail, { message: "Invalid email" })
    .meta({ description: "The friend's e-mail address" }),
});

export const ReferralOfferMeSchema = z
  .object({ godfather_amount: Euros("The godfather's reward"), godson_amount: Euros("The friend's welcome offer") })
  .meta({ id: "ReferralOfferMe" });

export const CrmEventBody = z
  .object({
    event_name: z.string().trim().min(1).max(100),
    payload: z.record(z.string(), z.unknown()).optional(),
    // Flat fields are kept in the payload too (the storefront's data layer sends them so)
  })
  .catchall(z.unknown());

export const CrmEventResponse = z.object({ id: z.number().int() }).meta({ id: "CrmEvent" });

export const GodfatherQuery = z.object({ code: z.string().trim().min(1).max(40) });
export const GodfatherSchema = z
  .object({
    firstname: z.string().nullable().meta({ description: "The godfather's first name (nothing else is shown)" }),
  })
  .meta({ id: "Godfather" });
