import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n";
import { useDateFormat, useMoney, useNumberLocale } from "~/lib/format";
import type { LoyaltyActionResult } from "~/routes/loyalty/loyalty";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { privatePageMeta } from "~/lib/seo";
import { loadLoyaltyPage, loyaltyAction } from "./loyalty.server";
import type { Route } from "./+types/account";
import "~/components/programme-section.css";
import "./loyalty.css";

/**
 * /infos/loyalty (§2, issue 18; loyalty guard: 404 when the switch is off): the balance, what the
 * points buy (200 and 600 points, each a plain POST form that answers the §8 message when the
 * balance is short), the next threshold, points lapsing soon, how points are earned, the
 * birthday offer, and the client's codes.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "loyalty");
  return loadLoyaltyPage(ctx);
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "loyalty.title");

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "loyalty");
  return loyaltyAction(ctx, await readForm(request));
}

export default function Loyalty({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const money = useMoney();
  const date = useDateFormat();
  const locale = useNumberLocale();
  const { loyalty, codes } = loaderData;
  const refused = actionData as LoyaltyActionResult | undefined;
  const next = loyalty.next_threshold;

  return (
    <section aria-labelledby="loyalty-title" className="loyalty">
      <h1 id="loyalty-title">{t("loyalty.title")}</h1>

      <div className="account-card loyalty-balance">
        <p className="loyalty-balance__label">{t("loyalty.balance.label")}</p>
        <p className="loyalty-balance__points">{t("loyalty.balance.points", { count: loyalty.balance })}</p>
        <p className="loyalty-balance__next">
          {next
            ? t("loyalty.balance.next", { count: next.missing, amount: money(next.amount) })
            : t("loyalty.balance.all_reached")}
        </p>
        {loyalty.expiring_soon && (
          <p className="loyalty-balance__expiring" role="note">
            {t("loyalty.balance.expiring", {
              count: loyalty.expiring_soon.points,
              date: date(loyalty.expiring_soon.expires_at),
            })}
          </p>
        )}
        <Link className="loyalty-balance__history" to={href("/infos/loyalty/history")}>
          {t("loyalty.balance.history")}
        </Link>
      </div>

      <section aria-labelledby="loyalty-tiers-title" className="loyalty-section">
        <h2 id="loyalty-tiers-title">{t("loyalty.tiers.title")}</h2>
        <ul className="loyalty-tiers">
          {loyalty.tiers.map((tier) => {
            const error = refused?.intent === "redeem" && refused.points === tier.points ? refused.message : null;
            const errorId = `loyalty-tier-${tier.points}-error`;
            return (
              <li key={tier.points} className={`loyalty-tier${tier.reachable ? " loyalty-tier--reachable" : ""}`}>
                <p className="loyalty-tier__value">{t("loyalty.tiers.value", { amount: money(tier.amount) })}</p>
                <p className="loyalty-tier__cost">{t("loyalty.tiers.cost", { points: tier.points })}</p>
                <Form method="post" className="loyalty-tier__form">
                  <input type="hidden" name="intent" value="redeem" />
                  <input type="hidden" name="points" value={tier.points} />
                  <button
                    type="submit"
                    className={tier.reachable ? "button" : "button button--secondary"}
                    aria-describedby={error ? errorId : undefined}
                  >
                    {t("loyalty.tiers.redeem", { points: tier.points })}
                  </button>
                </Form>
                {error && (
                  <p id={errorId} className="field__error" role="alert">
                    {t(error)}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <p className="loyalty-section__hint">{t("loyalty.tiers.hint")}</p>
      </section>

      <section aria-labelledby="loyalty-codes-title" className="loyalty-section">
        <h2 id="loyalty-codes-title">{t("loyalty.codes.title")}</h2>
        {codes.length === 0 ? (
          <p>{t("loyalty.codes.empty")}</p>
        ) : (
          <ul className="loyalty-codes">
            {codes.map((code) => (
              <li key={code.code} className={`loyalty-code${code.usable ? "" : " loyalty-code--spent"}`}>
                <code className="loyalty-code__code">{code.code}</code>
                <span className="loyalty-code__value">
                  {code.amount !== null
                    ? t("loyalty.codes.amount", { amount: money(code.amount) })
                    : t("loyalty.codes.percent", { percent: code.percent ?? 0 })}
                </span>
                <span className="loyalty-code__state">
                  {code.usable
                    ? code.expires_at
                      ? t("loyalty.codes.until", { date: date(code.expires_at) })
                      : t("loyalty.codes.usable")
                    : code.error === "COUPON_CODE_EXPIRED"
                      ? t("loyalty.codes.expired")
                      : code.error === "COUPON_CODE_ALREADY_USED"
                        ? t("loyalty.codes.used")
                        : t("loyalty.codes.unusable")}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="loyalty-section__hint">
          <Link to={href("/shop")}>{t("loyalty.codes.shop")}</Link>
        </p>
      </section>

      <section aria-labelledby="loyalty-birthday-title" className="loyalty-section">
        <h2 id="loyalty-birthday-title">{t("loyalty.birthday.title")}</h2>
        <p>
          {loyalty.birthday_kids.length > 0
            ? t("loyalty.birthday.eligible", {
                names: new Intl.ListFormat(locale, { type: "conjunction" }).format(
                  loyalty.birthday_kids.map((kid) => kid.firstname),
                ),
              })
            : t("loyalty.birthday.text")}
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="birthday" />
          <button
            type="submit"
            className="button button--secondary"
            aria-describedby={refused?.intent === "birthday" ? "loyalty-birthday-error" : undefined}
          >
            {t("loyalty.birthday.submit")}
          </button>
        </Form>
        {refused?.intent === "birthday" && (
          <p id="loyalty-birthday-error" className="field__error" role="alert">
            {t(refused.message)}
          </p>
        )}
      </section>

      <section aria-labelledby="loyalty-earn-title" className="loyalty-section">
        <h2 id="loyalty-earn-title">{t("loyalty.earn.title")}</h2>
        <ul className="loyalty-earn">
          <li>{t("loyalty.earn.orders", { points: loyalty.points_per_euro })}</li>
          <li>{t("loyalty.earn.rating", { points: loyalty.rating_points })}</li>
          <li>
            <Link to={href("/infos/referral")}>{t("loyalty.earn.referral", { points: loyalty.referral_points })}</Link>
          </li>
        </ul>
        <p className="loyalty-section__hint">{t("loyalty.earn.validity", { months: loyalty.validity_months })}</p>
      </section>
    </section>
  );
}
