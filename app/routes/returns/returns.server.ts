/**
 * The return pages' calls to the API (issue 26): the family's returns, a return's label PDF passed
 * through with the session, and the return mode read and saved.
 */
import { CARRIERS, type Carrier } from "#domain/checkout.js";
import { orThrow } from "~/lib/api.server";
import type { RequestContext } from "~/lib/context.server";
import { pdfPassThrough } from "~/lib/pdf.server";

export async function loadReturns(ctx: RequestContext) {
  return (await ctx.api.GET("/clients/me/returns").then(orThrow)).items;
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
