/**
 * The figures of the loyalty and referral programmes, read from the API's public configuration
 * (website/config/{key}), so the landing pages say what the programme really gives. A missing or
 * malformed value is null: the page then leaves that figure out instead of inventing one.
 */
import { z } from "zod";
import { section } from "~/lib/page-content.server";
import type { RequestContext } from "~/lib/context.server";

async function configValue<T>(ctx: RequestContext, key: string, schema: z.ZodType<T>): Promise<T | null> {
  const entry = await section(`config ${key}`, () =>
    ctx.api.GET("/website/config/{key}", { params: { path: { key } } }),
  );
  const parsed = schema.safeParse(entry?.value);
  return parsed.success ? parsed.data : null;
}

const cents = z.number().int().nonnegative();

/** Little Club: points per euro, voucher tiers (points → euros), months the points stay valid. */
export async function loadLoyaltyProgramme(ctx: RequestContext) {
  const [pointsPerEuro, minimums, amounts, validityMonths] = await Promise.all([
    configValue(ctx, "loyalty.points_per_euro", z.number().positive()),
    configValue(ctx, "loyalty.min_points", z.array(z.number().int().positive())),
    configValue(ctx, "loyalty.coupon_amount_cents", z.record(z.string(), cents)),
    configValue(ctx, "loyalty.validity_months", z.number().int().positive()),
  ]);
  const tiers = (minimums ?? []).flatMap((points) => {
    const amount = amounts?.[String(points)];
    return amount === undefined ? [] : [{ points, euros: amount / 100 }];
  });
  return { pointsPerEuro, tiers, validityMonths };
}

/** What the invited friend (the godson) gets off their first trunk, in euros. */
export async function loadGodsonAmount(ctx: RequestContext): Promise<number | null> {
  const amount = await configValue(ctx, "referral.godson_amount_cents", cents);
  return amount === null ? null : amount / 100;
}
