import { env } from "~/lib/env.server";

/** Account, checkout and resource paths are not for crawlers; the sitemap lists the rest. */
const PRIVATE = [
  "/infos",
  "/login",
  "/logout",
  "/reset-password",
  "/email-change/",
  "/shop/cart",
  "/shop/checkout",
  "/shop/payment-successful",
  "/your-shop",
  "/resources/",
  "/quiz/",
];

export function loader() {
  const disallow = ["", "/de", "/nl", "/es"].flatMap((prefix) => PRIVATE.map((path) => `Disallow: ${prefix}${path}`));
  // A kid's personal shop (/{kidId}/your-shop…) in every language
  disallow.push("Disallow: /*/your-shop");
  // The staff's back-office has one address in every language
  disallow.push("Disallow: /back-office");
  const body = ["User-agent: *", "Allow: /", ...disallow, "", `Sitemap: ${env.siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
