import { Form, Link, data, redirect, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { CODE_MAX_LENGTH, codeErrorMessageKey } from "#domain/checkout.js";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { localizePath } from "~/lib/paths";
import { privatePageMeta } from "~/lib/seo";
import { flashNotice } from "~/lib/session.server";
import type { Route } from "./+types/add";
import "./giftcard.css";

/**
 * /infos/add-giftcard (§2, issue 18): a gift card's code (trimmed, §5) added to the wallet through
 * POST clients/me/gift_cards/{code}/redeem; §8's messages beside the field (already used, expired,
 * anything else 'invalid code'); done → the wallet with a notice.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "giftcard.add.title");

type Answer = { code: string; error: string };

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params: {} }, "lc-auth");
  const form = await readForm(request);
  const code = String(form.get("code") ?? "").trim();
  if (!code) return data<Answer>({ code, error: "giftcard.error.required" }, { status: 400 });
  if (code.length > CODE_MAX_LENGTH) return data<Answer>({ code, error: "money.code_invalid" }, { status: 422 });
  const {
    data: added,
    error,
    response,
  } = await ctx.api.POST("/clients/me/gift_cards/{code}/redeem", {
    params: { path: { code } },
  });
  if (!added) {
    const problem = error as { type?: string; detail?: string } | undefined;
    const status = response.status >= 500 ? 502 : response.status;
    return data<Answer>({ code, error: codeErrorMessageKey(problem?.type ?? "", problem?.detail) }, { status });
  }
  flashNotice(ctx.session, "giftcard.add.done");
  throw redirect(localizePath("/infos/wallet", ctx.language));
}

export default function AddGiftCard({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const navigation = useNavigation();
  const answer = actionData as Answer | undefined;
  return (
    <section aria-labelledby="add-giftcard-title" className="giftcard-account">
      <h1 id="add-giftcard-title">{t("giftcard.add.title")}</h1>
      <p>{t("giftcard.add.intro")}</p>
      <Form method="post" className="account-card giftcard-add">
        <label className="field">
          <span className="field__label">{t("giftcard.add.code")}</span>
          <input
            name="code"
            required
            maxLength={CODE_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            defaultValue={answer?.code}
            aria-invalid={answer ? true : undefined}
            aria-describedby={answer ? "add-giftcard-error" : undefined}
          />
          {answer && (
            <span id="add-giftcard-error" className="field__error" role="alert">
              {t(answer.error)}
            </span>
          )}
        </label>
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {t("giftcard.add.submit")}
        </button>
      </Form>
      <p>
        <Link to={href("/infos/wallet")}>{t("giftcard.nav.wallet")}</Link>
      </p>
    </section>
  );
}
