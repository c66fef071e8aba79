/**
 * A delivered box's calls to the API (decision 0047), for the keep/return page, the "we keep
 * everything" page, the deadline's extension and the failed payments. Another client's box, or an
 * order that is not a box, is a 404 page.
 */
import { redirect } from "react-router";
import { orThrow } from "~/lib/api.server";
import type { RequestContext } from "~/lib/context.server";
import { orderIdParam } from "~/lib/orders";
import { localizePath } from "~/lib/paths";
import { afterDeclaration, type Box } from "./settlement";

/** The box of a path's :orderId, or a 404 page. */
export async function loadBox(ctx: RequestContext, orderId: string | undefined): Promise<Box> {
  const id = orderIdParam(orderId);
  if (id === null) throw new Response("Not Found", { status: 404 });
  return ctx.api.GET("/clients/me/boxes/{id}", { params: { path: { id } } }).then(orThrow);
}

/** The message key of a refused declaration or extension (the API's 409 type). */
function refusalKey(type: string | undefined): string {
  switch (type) {
    case "BOX_ALREADY_DECLARED":
      return "settlement.errors.already_declared";
    case "BOX_NOT_DELIVERED":
      return "settlement.errors.not_delivered";
    case "DEADLINE_NOT_EXTENDABLE":
      return "settlement.errors.not_extendable";
    default:
      return "settlement.errors.unavailable";
  }
}

/**
 * Sends a declaration (or "keep everything", body undefined) and leads on: to the box's page once
 * paid or being charged, to the failed payment's page when the charge was refused. A refusal comes
 * back as its message key for the page to show.
 */
export async function declare(
  ctx: RequestContext,
  box: Box,
  body: { lines: unknown[] } | undefined,
): Promise<{ error: string }> {
  const path = { params: { path: { id: box.order_id } } };
  const { data, error } = body
    ? await ctx.api.POST("/clients/me/boxes/{id}/declaration", { ...path, body: body as never })
    : await ctx.api.POST("/clients/me/boxes/{id}/keep-all", path);
  if (!data) return { error: refusalKey((error as { type?: string } | undefined)?.type) };
  throw redirect(localizePath(afterDeclaration(data), ctx.language));
}

/** Extends the box's deadline once: the new box, or the refusal's message key. */
export async function extend(ctx: RequestContext, box: Box): Promise<{ box?: Box; error?: string }> {
  const { data, error } = await ctx.api.POST("/clients/me/boxes/{id}/deadline-extension", {
    params: { path: { id: box.order_id } },
  });
  return data ? { box: data } : { error: refusalKey((error as { type?: string } | undefined)?.type) };
}

/** The client's boxes whose payment failed (the banner of the account's pages, the list). */
export async function loadFailedBoxes(ctx: RequestContext): Promise<Box[]> {
  const { data } = await ctx.api.GET("/clients/me/failed-boxes");
  return data?.items ?? [];
}
