/**
 * The stylist workbench's server side (decision 0043): the queue's filters read from the address,
 * the box page's data, and each form's post sent to `/admin/workbench/…` with the staff member's
 * token. A refusal comes back as the form's error (the API's problem title), a success as a
 * redirect with a notice (post, redirect, get: a reload never posts twice).
 */
import { data, redirect } from "react-router";
import { PRODUCT_CATEGORIES, type ProductCategory } from "#domain/catalogue.js";
import type { components } from "~/generated/api-schema";
import type { Api } from "~/lib/api.server";
import { problemType } from "../problems";
import { flashNotice } from "../staff.server";
import type { RouterContextProvider } from "react-router";

export type WorkbenchQueue = components["schemas"]["WorkbenchQueue"];
export type WorkbenchRequest = components["schemas"]["WorkbenchRequest"];
export type SwapSearch = components["schemas"]["WorkbenchSwapSearch"];

const KINDS = ["KID", "WOMAN"] as const;
const STATES = ["open", "proposed"] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
const positive = (value: string | null | FormDataEntryValue): number | undefined => {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
};
const index = (value: FormDataEntryValue | string | null): number | undefined =>
  typeof value === "string" && /^\d{1,5}$/.test(value) ? Number(value) : undefined;

/** The queue's filters as the address gives them; anything unknown is left out. */
export function queueFilters(url: URL) {
  const stylist = url.searchParams.get("stylist");
  return {
    kind: oneOf(KINDS, url.searchParams.get("kind")),
    state: oneOf(STATES, url.searchParams.get("state")),
    stylist: stylist === "none" ? ("none" as const) : positive(stylist),
    page: positive(url.searchParams.get("page")) ?? 1,
  };
}

export async function loadQueue(
  api: Api,
  url: URL,
): Promise<{ queue: WorkbenchQueue; filters: ReturnType<typeof queueFilters> }> {
  const filters = queueFilters(url);
  const { data: queue, response } = await api.GET("/admin/workbench/requests", { params: { query: filters } });
  if (!queue) throw new Response(response.statusText, { status: response.status >= 500 ? 502 : response.status });
  return { queue, filters };
}

/** "Open the next box": claims one and goes to its page; none left is said on the queue. */
export async function takeNext(api: Api, form: FormData) {
  const kind = oneOf(KINDS, typeof form.get("kind") === "string" ? (form.get("kind") as string) : null);
  const { data: next, response } = await api.POST("/admin/workbench/next", { body: kind ? { kind } : {} });
  if (next) throw redirect(`/back-office/workbench/${next.request_id}`);
  return data(
    { error: response.status === 404 ? "none_left" : "failed" },
    { status: response.status === 404 ? 404 : 502 },
  );
}

/** Which place's swap panel is open, and its search, from the address (?swap=look-item&category=…&page=…). */
export function swapPlace(url: URL) {
  const match = /^(\d{1,5})-(\d{1,5})$/.exec(url.searchParams.get("swap") ?? "");
  if (!match) return null;
  return {
    look_index: Number(match[1]),
    item_index: Number(match[2]),
    category: oneOf(PRODUCT_CATEGORIES, url.searchParams.get("category")) as ProductCategory | undefined,
    page: positive(url.searchParams.get("page")) ?? 1,
  };
}

export async function loadRequest(api: Api, id: number, url: URL) {
  const path = { id };
  const { data: page, response } = await api.GET("/admin/workbench/requests/{id}", { params: { path } });
  if (!page) throw new Response(response.statusText, { status: response.status >= 500 ? 502 : response.status });
  const place = swapPlace(url);
  let search: SwapSearch | null = null;
  if (place && page.proposal) {
    const found = await api.GET("/admin/workbench/requests/{id}/search", {
      params: { path, query: { page: place.page, ...(place.category ? { category: place.category } : {}) } },
    });
    search = found.data ?? null;
  }
  return { page, place, search };
}

/** The API's refusals the page words in the staff member's language; any other is "failed". */
const KNOWN_REFUSALS = [
  "NOT_ENOUGH_STOCK",
  "INVALID_REPLACEMENT",
  "PROPOSAL_CLOSED",
  "NOTHING_TO_COMPOSE",
  "REQUEST_BLOCKED",
];

const refused = (error: unknown, status: number) => {
  const type = problemType(error);
  return data(
    { error: type && KNOWN_REFUSALS.includes(type) ? type : "failed" },
    { status: status >= 500 ? 502 : status },
  );
};

/** One post of the box page, by its intent; back to the page with a notice, or the refusal. */
export async function workbenchAction(context: Readonly<RouterContextProvider>, api: Api, id: number, form: FormData) {
  const path = { id };
  const place = { look_index: index(form.get("look_index")), item_index: index(form.get("item_index")) };
  const back = `/back-office/workbench/${id}`;
  const intent = form.get("intent");
  let result: { error?: unknown; response: Response };
  let notice: string;
  switch (intent) {
    case "propose":
      result = await api.POST("/admin/workbench/requests/{id}/propose", { params: { path } });
      notice = "proposed";
      break;
    case "swap": {
      const productId = positive(form.get("product_id"));
      const variantId = positive(form.get("variant_id"));
      if (place.look_index === undefined || place.item_index === undefined || !productId || !variantId) {
        return data({ error: "bad_form" }, { status: 400 });
      }
      const reason = typeof form.get("reason") === "string" ? (form.get("reason") as string).trim() : "";
      result = await api.POST("/admin/workbench/requests/{id}/swap", {
        params: { path },
        body: {
          look_index: place.look_index,
          item_index: place.item_index,
          product_id: productId,
          variant_id: variantId,
          reason: reason || null,
        },
      });
      notice = "swapped";
      break;
    }
    case "lock":
    case "unlock":
      if (place.look_index === undefined || place.item_index === undefined)
        return data({ error: "bad_form" }, { status: 400 });
      result = await api.PUT("/admin/workbench/requests/{id}/lock", {
        params: { path },
        body: { look_index: place.look_index, item_index: place.item_index, locked: intent === "lock" },
      });
      notice = intent === "lock" ? "locked" : "unlocked";
      break;
    case "note": {
      const note = form.get("note");
      result = await api.PUT("/admin/workbench/requests/{id}/note", {
        params: { path },
        body: { note: typeof note === "string" ? note : null },
      });
      notice = "noted";
      break;
    }
    case "send":
      result = await api.POST("/admin/workbench/requests/{id}/send", { params: { path } });
      notice = "sent";
      break;
    default:
      return data({ error: "bad_form" }, { status: 400 });
  }
  if (result.error !== undefined || !result.response.ok) return refused(result.error, result.response.status);
  flashNotice(context, `back-office-workbench.notice.${notice}`);
  throw redirect(back);
}
