import { env } from "~/lib/env.server";
import type { Route } from "./+types/media";

/**
 * Product illustrations and other media live in the API; the storefront serves them under its
 * own origin so pages never depend on the API being publicly reachable.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const upstream = await fetch(`${env.apiUrl}/media/${params["*"]}`, {
    headers: { "if-none-match": request.headers.get("if-none-match") ?? "" },
  });
  const headers = new Headers();
  for (const name of ["content-type", "cache-control", "etag"]) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
