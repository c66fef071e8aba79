import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { AddressLines } from "~/components/checkout/AddressChoice";
import { useDateFormat } from "~/lib/format";
import { QUIZ_TITLE_ID } from "~/routes/quiz/QuizStepFrame";
import { orThrow } from "~/lib/api.server";
import { platformNameKey } from "~/lib/checkout";
import { getRequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";
import { useLocalizedHref } from "~/lib/links";
import { stripLanguage } from "~/lib/paths";
import { brandName } from "~/lib/payment-methods";
import { redirectRequestZero } from "~/lib/malle.server";
import { loadOwnProfile, pageTitle } from "~/lib/profiles.server";
import { notFound } from "./quiz.server";
import type { Route } from "./+types/confirm";
import "~/components/checkout/checkout.css";
import "./quiz-booking.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /quiz/confirm/{kidId}/{requestId} and /quiz/confirm/woman/{kidId}/{requestId} (§2, issue 15;
 * signed-up guard): the box just booked — for whom, when, one shot or every N months, where and
 * with which payment method — and what happens next, first the days left to add wishes. Another client's request (or a kid's on the
 * woman path) is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "signed-up");
  await redirectRequestZero(ctx, request, params, "open");
  const requestId = params.requestId ?? "";
  if (!/^[1-9][0-9]{0,9}$/.test(requestId)) notFound();
  const profile = await loadOwnProfile(ctx, params.kidId);
  const womanPath = stripLanguage(new URL(request.url).pathname).startsWith("/quiz/confirm/woman/");
  if ((profile.profile_type === "WOMAN") !== womanPath) notFound();
  const requests = orThrow(
    await ctx.api.GET("/clients/me/kids/{kidId}/requests", { params: { path: { kidId: String(profile.id) } } }),
  );
  const box = requests.find((candidate) => candidate.id === Number(requestId));
  if (!box) notFound();
  const plan = box.subscription_id ? profile.subscriptions.find((each) => each.id === box.subscription_id) : undefined;
  return {
    pageTitle: await pageTitle(ctx, "quiz.meta.title", {
      step: await pageTitle(ctx, "quiz-booking.confirm.page_title"),
    }),
    firstname: profile.firstname,
    profilePath: womanPath ? `/profil/woman/${profile.id}` : `/profil/${profile.id}`,
    deliveryDate: box.delivery_date,
    // The wish window the booking left (the box is composed the day after): said, with the way in
    wishesUntil: box.status_details.actions.includes("GO_TO_SUGGESTIONS") ? box.wishes_until : null,
    suggestionsPath: `/${profile.id}/suggestions/${box.id}`,
    frequency: plan?.frequency ?? null,
    address: box.shipping_address,
    payment: box.payment_method,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.pageTitle ?? "");

export default function BookingConfirmed({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const date = useDateFormat();
  const { firstname, deliveryDate, wishesUntil, suggestionsPath, frequency, address, payment } = loaderData;
  return (
    <section className="quiz-step quiz-confirm" aria-labelledby={QUIZ_TITLE_ID}>
      <h1 id={QUIZ_TITLE_ID} tabIndex={-1} className="quiz-step__title">
        {t("quiz-booking.confirm.title", { firstname })}
      </h1>
      <p className="quiz-step__intro">{t("quiz-booking.confirm.intro")}</p>
      <section className="checkout-card quiz-confirm__details" aria-labelledby="quiz-confirm-details">
        <h2 id="quiz-confirm-details">{t("quiz-booking.confirm.details.title")}</h2>
        <dl>
          <dt>{t("quiz-booking.confirm.details.for")}</dt>
          <dd>{firstname}</dd>
          {deliveryDate && (
            <>
              <dt>{t("quiz-booking.confirm.details.date")}</dt>
              <dd>{date(deliveryDate)}</dd>
            </>
          )}
          <dt>{t("quiz-booking.confirm.details.formula")}</dt>
          <dd>
            {frequency === null
              ? t("quiz-booking.checkout.recap.one_shot")
              : t("quiz-booking.checkout.recap.every", { count: frequency })}
          </dd>
          {address && (
            <>
              <dt>{t("quiz-booking.confirm.details.address")}</dt>
              <dd>
                <AddressLines address={address} />
              </dd>
            </>
          )}
          {payment && (
            <>
              <dt>{t("quiz-booking.confirm.details.payment")}</dt>
              <dd>
                {payment.last4
                  ? t("quiz-booking.checkout.payment.card", {
                      brand: payment.brand ? brandName(payment.brand) : t(platformNameKey(payment.platform)),
                      last4: payment.last4,
                    })
                  : t(platformNameKey(payment.platform))}
              </dd>
            </>
          )}
        </dl>
        <p className="quiz-checkout__free">{t("quiz-booking.checkout.recap.free")}</p>
      </section>
      <section className="checkout-card quiz-confirm__next" aria-labelledby="quiz-confirm-next">
        <h2 id="quiz-confirm-next">{t("quiz-booking.confirm.next.title")}</h2>
        <ol>
          {wishesUntil && (
            <li className="quiz-confirm__wishes">
              {t("quiz-booking.confirm.next.wishes", { date: date(wishesUntil) })}{" "}
              <Link to={href(suggestionsPath)}>{t("quiz-booking.confirm.next.wishes_link")}</Link>
            </li>
          )}
          <li>{t("quiz-booking.confirm.next.compose")}</li>
          <li>{t("quiz-booking.confirm.next.preview")}</li>
          <li>{t("quiz-booking.confirm.next.keep")}</li>
        </ol>
      </section>
      <div className="form-actions quiz-confirm__links">
        <Link to={href(loaderData.profilePath)} className="button">
          {t("quiz-booking.confirm.profile_link", { firstname })}
        </Link>
        <Link to={href("/infos")} className="button button--secondary">
          {t("quiz-booking.confirm.account_link")}
        </Link>
      </div>
    </section>
  );
}
