import { redirect } from "react-router";
import { findLocalePair } from "#domain/locales.js";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { rememberLocalePair, saveLocalePair } from "~/lib/locale-choice.server";
import { localizePath, stripLanguage } from "~/lib/paths";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { Route } from "./+types/locale";

/**
 * The footer's language/country switcher posts here (§4 locale choice): the language cookie
 * (365 days) and the selected pair (7 days) are stored, a signed-in client's locale and country
 * are saved through the API and re-read, and the visitor lands on the same page in the new language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const form = await readForm(request);
  const pair = findLocalePair(String(form.get("pair") ?? ""));
  const back = safeRedirectPath(form.get("redirectTo"));
  if (!pair) throw redirect(back);

  // The page we land on re-reads the client in the root loader: that is the refetch of §4
  if (ctx.session.get("access_token")) await saveLocalePair(ctx, pair);
  rememberLocalePair(ctx, pair);
  return redirect(localizePath(stripLanguage(back), pair.language));
}

export function loader() {
  throw redirect("/");
}
