import { isCountryCode } from "#domain/countries.js";
import { getRequestContext } from "~/lib/context.server";
import type { Route } from "./+types/towns";

/**
 * Town suggestions for the address forms' script: GET /resources/towns?country=FR&postcode=75011
 * → { towns: [...] }, from the API (which reports its own lookup failures and then answers none).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const query = new URL(request.url).searchParams;
  const country = query.get("country");
  const postcode = query.get("postcode") ?? "";
  if (!isCountryCode(country)) return Response.json({ towns: [] }, { status: 400 });
  const { data, response } = await ctx.api.GET("/addresses/towns", { params: { query: { country, postcode } } });
  // Kept by this browser only (the answer may come with the session cookie); a failure not at all
  const cacheControl =
    data && response.headers.get("cache-control") !== "no-store" ? "private, max-age=86400" : "no-store";
  return Response.json({ towns: data?.towns ?? [] }, { headers: { "cache-control": cacheControl } });
}
