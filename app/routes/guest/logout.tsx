import { useTranslation } from "~/i18n";
import { Form, redirect } from "react-router";
import { cartCountCookie } from "~/lib/cart.server";
import { getRequestContext } from "~/lib/context.server";
import { localizePath } from "~/lib/paths";
import { privatePageMeta } from "~/lib/seo";
import { reportError } from "~/lib/monitoring";
import { clearAuth } from "~/lib/session.server";
import type { Route } from "./+types/logout";

/**
 * Signing out is a POST; the GET page only offers the button (no sign-out by a prefetch or a link).
 * The API revokes the refresh token, so a copy of the old cookie cannot open the session again.
 */
export async function action({ context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const refreshToken = ctx.session.get("refresh_token");
  if (refreshToken) {
    const { response } = await ctx.api.DELETE("/clients/token", { body: { refresh_token: refreshToken } });
    if (!response.ok) reportError(new Error(`sign-out: the API answered ${response.status}`));
  }
  clearAuth(ctx.session);
  // The client's cart stays with the account: the signed-out visitor starts with none
  ctx.setCookies.push(cartCountCookie.expire());
  throw redirect(localizePath("/", ctx.language));
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "logout.title");

export default function Logout() {
  const { t } = useTranslation();
  return (
    <section className="page page--narrow" aria-labelledby="logout-title">
      <h1 id="logout-title">{t("logout.title")}</h1>
      <p>{t("auth.logout_text")}</p>
      <Form method="post">
        <button type="submit" className="button">
          {t("logout.submit")}
        </button>
      </Form>
    </section>
  );
}
