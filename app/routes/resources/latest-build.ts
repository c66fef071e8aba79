import { env } from "~/lib/env.server";

/** Polled by the page to offer a reload when a newer build is deployed (§7 builds/latest.json). */
export function loader() {
  return Response.json({ buildId: env.buildId }, { headers: { "Cache-Control": "no-store" } });
}
