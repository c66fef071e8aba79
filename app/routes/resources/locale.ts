import { redirect } from "react-router";
import { findLocalePair } from "../../../domain/locales";
import { countryCookie, langCookie } from "~/services/cookies.server";
import { getRequestContext } from "~/services/context.server";
import { localizePath, stripLanguage } from "~/services/paths";
import { safeRedirectPath } from "~/services/safe-redirect";
import type { Route } from "./+types/locale";

/**
 * The footer's language/country switcher posts here (§4 locale choice): the language cookie
 * (365 days) and the selected pair (7 days) are stored, a signed-in client's locale and country
 * are saved through the API and re-read, and the visitor lands on the same page in the new language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const form = await request.formData();
  const pair = findLocalePair(String(form.get("pair") ?? ""));
  const back = safeRedirectPath(form.get("redirectTo"));
  if (!pair) throw redirect(back);

  if (ctx.session.get("access_token")) {
    const { error } = await ctx.api.PATCH("/clients/me", {
      body: { locale: pair.language, country: pair.country, locale_chosen: true },
    });
    // The page we land on re-reads the client in the root loader: that is the refetch of §4
    if (error) console.error("[locale] could not save the client's locale", error);
  }

  const headers = new Headers();
  headers.append("Set-Cookie", langCookie.serialize(pair.language));
  headers.append("Set-Cookie", countryCookie.serialize(pair.tag));
  return redirect(localizePath(stripLanguage(back), pair.language), { headers });
}

export function loader() {
  throw redirect("/");
}
