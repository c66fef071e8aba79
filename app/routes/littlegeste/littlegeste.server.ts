/**
 * The littlegeste pages' calls to the API (issue 28): may the family create a label, its saved
 * addresses, creating the label (a refusal sends to its blocked page), its labels and pieces, and
 * a label's PDF passed through with the session.
 */
import { data, redirect } from "react-router";
import { isBlockedReason, MAX_BAGS } from "#domain/littlegeste.js";
import { readSwitches } from "#domain/switches.js";
import { orThrow } from "~/lib/api.server";
import type { RequestContext } from "~/lib/context.server";
import { loadTranslations } from "~/lib/i18n.server";
import { localizePath } from "~/lib/paths";
import { pdfPassThrough } from "~/lib/pdf.server";
import { readId } from "~/lib/preview";

/** §1: littlegeste exists only where the recycle switch is on (a 404 elsewhere). */
export async function requireRecycle(ctx: RequestContext) {
  const texts = await loadTranslations(ctx.language);
  if (!readSwitches(texts).recycle) throw data(null, { status: 404, statusText: "Page Not Found" });
  return texts;
}

const blockedPath = (reason: string, ctx: RequestContext) =>
  localizePath(`/littlegeste/create-label/blocked/${reason}`, ctx.language);

/** Sends a family that may not create a label now to the page saying why. */
export async function requireEligible(ctx: RequestContext) {
  const eligibility = await ctx.api.GET("/clients/me/littlegeste/eligibility").then(orThrow);
  if (eligibility.refusal) throw redirect(blockedPath(eligibility.refusal, ctx));
  return eligibility;
}

/** What the first step asked: bags (1 to MAX_BAGS) and what is inside, read from a form or a query. */
export type LabelRequest = { bags: number; contents: string };

export function readLabelRequest(source: URLSearchParams | FormData): LabelRequest | null {
  const bags = Number(source.get("bags") ?? "");
  const contents = String(source.get("contents") ?? "").trim();
  if (!Number.isInteger(bags) || bags < 1 || bags > MAX_BAGS || contents.length > 500) return null;
  return { bags, contents };
}

export async function loadShippingAddresses(ctx: RequestContext) {
  return ctx.api.GET("/clients/me/shipping-addresses").then(orThrow);
}

/** Creates the label: its id, or a redirect to the blocked page of the API's reason. */
export async function createLabel(
  ctx: RequestContext,
  body: { address_id: number; pickup: boolean; bags: number; contents?: string },
): Promise<number> {
  const { data: label, error } = await ctx.api.POST("/clients/me/littlegeste/labels", {
    body: { ...body, accept_terms: true },
  });
  if (label) return label.id;
  if (error && isBlockedReason(error.type)) throw redirect(blockedPath(error.type, ctx));
  throw data(null, { status: 500 });
}

export async function loadLabels(ctx: RequestContext) {
  return ctx.api.GET("/clients/me/littlegeste/labels").then(orThrow);
}

export async function loadLabel(ctx: RequestContext, id: number) {
  return ctx.api.GET("/clients/me/littlegeste/labels/{id}", { params: { path: { id } } }).then(orThrow);
}

/** The label's bytes from the API, as the browser gets them (another family's label: 404). */
export async function labelPdf(ctx: RequestContext, id: number): Promise<Response> {
  const { data: bytes, response } = await ctx.api.GET("/clients/me/littlegeste/labels/{id}/label.pdf", {
    params: { path: { id } },
    parseAs: "arrayBuffer",
  });
  return pdfPassThrough(bytes, response);
}

/** A label id of the URL, else a 404 page. */
export function labelIdParam(value: string | null | undefined): number {
  const id = readId(value ?? undefined);
  if (id === undefined) throw new Response("Not Found", { status: 404 });
  return id;
}
