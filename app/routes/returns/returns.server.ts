/**
 * The return pages' calls to the API (issue 26): the family's returns and one of them, a return's
 * label PDF passed through with the session, the return mode read and saved, and the pieces of a
 * shop order sent back (the form read, the return opened).
 */
import { CARRIERS, type Carrier } from "#domain/checkout.js";
import { RETURN_REASONS, type ReturnReason } from "#domain/returns.js";
import { orThrow } from "~/lib/api.server";
import type { RequestContext } from "~/lib/context.server";
import { pdfPassThrough } from "~/lib/pdf.server";
import { guard, type GuardArgs } from "~/lib/guards.server";
import { loadTranslations } from "~/lib/i18n.server";

export async function loadReturns(ctx: RequestContext) {
  return (await ctx.api.GET("/clients/me/returns").then(orThrow)).items;
}

/** A page listing the family's returns (signed in): the returns and the page's title. */
export async function loadReturnsPage(args: GuardArgs, titleKey: string) {
  const { ctx } = args;
  await guard(args, "lc-auth");
  const [returns, texts] = await Promise.all([loadReturns(ctx), loadTranslations(ctx.language)]);
  return { returns, title: texts[titleKey] ?? "" };
}

export async function loadReturnMode(ctx: RequestContext) {
  return ctx.api.GET("/clients/me/return-mode").then(orThrow);
}

/** A carrier of §9 posted by the form, else null. */
export function postedCarrier(value: FormDataEntryValue | null): Carrier | null {
  return typeof value === "string" && (CARRIERS as readonly string[]).includes(value) ? (value as Carrier) : null;
}

/** Saves the return mode: null when saved, else the message key to show. */
export async function saveReturnMode(ctx: RequestContext, carrier: Carrier): Promise<string | null> {
  const { error, response } = await ctx.api.PUT("/clients/me/return-mode", { body: { return_mode: carrier } });
  if (!error) return null;
  return response.status === 400 ? "returns.mode.not_offered" : "returns.mode.save_failed";
}

/** The label's bytes from the API, as the browser gets them (another family's return: 404). */
export async function labelResponse(ctx: RequestContext, id: number): Promise<Response> {
  const { data: bytes, response } = await ctx.api.GET("/clients/me/returns/{id}/label.pdf", {
    params: { path: { id } },
    parseAs: "arrayBuffer",
  });
  return pdfPassThrough(bytes, response);
}

export async function loadReturn(ctx: RequestContext, id: number) {
  return ctx.api.GET("/clients/me/returns/{id}", { params: { path: { id } } }).then(orThrow);
}

export async function loadReturnable(ctx: RequestContext, orderId: number) {
  return ctx.api.GET("/clients/me/orders/{id}/returnable", { params: { path: { id: orderId } } }).then(orThrow);
}

/** An id from the URL, else a 404 page. */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("Not Found", { status: 404 });
  return id;
}

/** The return form as posted: each line's quantity and reason, and where the refund goes. */
export type PostedReturn = {
  quantities: Record<string, string>;
  reasons: Record<string, string>;
  refundTo: "card" | "wallet";
};

/** What the form asked for, checked against the order's lines: the lines to send, or errors by field. */
export function readReturnForm(
  form: FormData,
  lines: readonly { id: number; returnable_quantity: number }[],
): {
  posted: PostedReturn;
  lines: { order_line_id: number; quantity: number; reason: ReturnReason }[];
  errors: Record<string, string>;
} {
  const posted: PostedReturn = {
    quantities: {},
    reasons: {},
    refundTo: form.get("refund_to") === "wallet" ? "wallet" : "card",
  };
  const chosen: { order_line_id: number; quantity: number; reason: ReturnReason }[] = [];
  const errors: Record<string, string> = {};
  for (const line of lines) {
    const quantity = String(form.get(`quantity_${line.id}`) ?? "0");
    const reason = String(form.get(`reason_${line.id}`) ?? "");
    posted.quantities[line.id] = quantity;
    posted.reasons[line.id] = reason;
    const units = Number(quantity);
    if (!Number.isInteger(units) || units <= 0) continue;
    if (units > line.returnable_quantity) errors[`line_${line.id}`] = "returns.order.errors.too_many";
    else if (!(RETURN_REASONS as readonly string[]).includes(reason))
      errors[`line_${line.id}`] = "returns.order.errors.reason";
    else chosen.push({ order_line_id: line.id, quantity: units, reason: reason as ReturnReason });
  }
  if (chosen.length === 0 && Object.keys(errors).length === 0) errors.form = "returns.order.errors.none";
  return { posted, lines: chosen, errors };
}

const OPEN_FAILURES: Record<string, string> = {
  RETURN_WINDOW_OVER: "returns.order.errors.window_over",
  NOTHING_TO_RETURN: "returns.order.errors.nothing",
  RETURN_ON_ITS_WAY: "returns.order.errors.on_its_way",
  VALIDATION_ERROR: "returns.order.errors.too_many",
};

/** Opens the return: its id, or the message key to show. */
export async function openReturn(
  ctx: RequestContext,
  body: {
    order_id: number;
    lines: { order_line_id: number; quantity: number; reason: ReturnReason }[];
    refund_to_wallet: boolean;
  },
): Promise<{ id: number } | { error: string }> {
  const { data: opened, error, response } = await ctx.api.POST("/clients/me/returns", { body });
  if (opened) return { id: opened.id };
  if (response.status === 404) throw new Response("Not Found", { status: 404 });
  const type = (error as { type?: string } | undefined)?.type ?? "";
  return { error: OPEN_FAILURES[type] ?? "returns.order.errors.failed" };
}
