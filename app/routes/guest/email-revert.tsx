import { useTranslation } from "~/i18n";
import { Form, Link, data, useNavigation } from "react-router";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useLocalizedHref } from "~/lib/links";
import { privatePageMeta } from "~/lib/seo";
import type { Route } from "./+types/email-revert";

/**
 * "This wasn't me" (decision 0037): the page the notice sent to an account's previous e-mail
 * address opens. Opening it changes nothing (mail scanners open links); the button posts the
 * link's token, and the API gives the address back, ends every session and sends a reset link.
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "auth.email_revert.title");

const REFUSALS: Record<string, string> = {
  EMAIL_REVERT_INVALID: "auth.email_revert.invalid",
  EMAIL_TAKEN: "auth.email_revert.taken",
};

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const token = String((await readForm(request)).get("token") ?? "");
  if (!token) return data({ refusal: "auth.email_revert.invalid" }, 422);
  const { data: done, error, response } = await ctx.api.POST("/clients/email-change/revert", { body: { token } });
  if (done) return { email: done.email };
  const type = error && "type" in error ? String(error.type) : "";
  return data(
    { refusal: REFUSALS[type] ?? "auth.email_revert.failed" },
    response.status >= 500 ? 502 : response.status,
  );
}

export default function EmailRevert({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const navigation = useNavigation();
  const refusal = actionData && "refusal" in actionData ? actionData.refusal : undefined;
  const revertedTo = actionData && "email" in actionData ? actionData.email : undefined;
  return (
    <section className="page page--narrow" aria-labelledby="email-revert-title" aria-live="polite">
      <h1 id="email-revert-title">{t("auth.email_revert.title")}</h1>
      {revertedTo ? (
        <>
          <p role="status">{t("auth.email_revert.done", { email: revertedTo })}</p>
          <p>
            <Link to={href("/login")}>{t("auth.back_to_login")}</Link>
          </p>
        </>
      ) : (
        <>
          {refusal && (
            <p className="form-error" role="alert">
              {t(refusal)}
            </p>
          )}
          <p>{t("auth.email_revert.intro")}</p>
          <Form method="post">
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className="button" disabled={navigation.state === "submitting"}>
              {t("auth.email_revert.submit")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
