import { useTranslation } from "~/i18n";
import { Form, Link, data, useNavigation } from "react-router";
import { getRequestContext } from "~/lib/context.server";
import { useLocalizedHref } from "~/lib/links";
import { NEWSLETTER_LISTS, type NewsletterList } from "./contact-form";
import type { Route } from "./+types/unsubscribe";
import "./help.css";
import { privatePageMeta } from "~/lib/seo";

/** The number of an unsubscribe link: digits only (the API signs it, see its unsubscribe-number.ts). */
const NUMBER = /^\d{1,40}$/;

/** §2 /unsub/{number}/{list}: the list is KID or WOMAN in any case; anything else is no page. */
function listOf(param: string | undefined): NewsletterList {
  const list = NEWSLETTER_LISTS.find((name) => name === param?.toUpperCase());
  if (!list) throw data(null, { status: 404, statusText: "Page Not Found" });
  return list;
}

export function loader({ params }: Route.LoaderArgs) {
  const valid = NUMBER.test(params.number ?? "");
  // A number that cannot be one: the page says the link is not valid, with a 404 status
  return data({ list: listOf(params.list), valid }, { status: valid ? 200 : 404 });
}

export type UnsubscribeResult = "done" | "already" | "unknown" | "failed";

/**
 * The POST of the confirmation button: the API unsubscribes the link's subscriber (idempotent, so
 * posting again, e.g. after a reload, only tells it was already done).
 */
export async function action({ params, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const list = listOf(params.list);
  const number = params.number ?? "";
  const result = (outcome: UnsubscribeResult, status = 200) => data({ result: outcome }, { status });
  if (!NUMBER.test(number)) return result("unknown", 404);
  try {
    const { data: done, response } = await ctx.api.POST("/subscribers/unsubscribe", { body: { number, list } });
    if (done) return result(done.already_unsubscribed ? "already" : "done");
    if (response.status === 404 || response.status === 400) return result("unknown", 404);
    console.error(`[unsubscribe] the API answered ${response.status}`);
  } catch (error) {
    console.error("[unsubscribe] the API could not be reached", error);
  }
  return result("failed", 503);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  // A personal link: never indexed
  return privatePageMeta(matches, "service.unsub.page_title");
};

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const navigation = useNavigation();
  const { list } = loaderData;
  const result: UnsubscribeResult | undefined = loaderData.valid ? actionData?.result : "unknown";
  const newsletter = t(`service.unsub.list_${list}`);

  return (
    <div className="service-page">
      <section className="service-card service-card--narrow" aria-labelledby="unsub-title" aria-live="polite">
        {result === undefined && (
          <>
            <h1 id="unsub-title">{t("service.unsub.question", { newsletter })}</h1>
            <p>{t("service.unsub.explain", { newsletter })}</p>
            <Form method="post" className="service-actions">
              <button type="submit" className="button" disabled={navigation.state === "submitting"}>
                {t("service.unsub.confirm")}
              </button>
              <Link to={href(list === "WOMAN" ? "/woman" : "/")} className="button button--secondary">
                {t("service.unsub.cancel")}
              </Link>
            </Form>
          </>
        )}
        {result === "done" && (
          <>
            <h1 id="unsub-title">{t("service.unsub.done_title")}</h1>
            <p>{t("service.unsub.done_text", { newsletter })}</p>
          </>
        )}
        {result === "already" && (
          <>
            <h1 id="unsub-title">{t("service.unsub.already_title")}</h1>
            <p>{t("service.unsub.already_text", { newsletter })}</p>
          </>
        )}
        {result === "unknown" && (
          <>
            <h1 id="unsub-title">{t("service.unsub.unknown_title")}</h1>
            <p>{t("service.unsub.unknown_text")}</p>
            <p>
              <Link to={href("/contact")}>{t("service.unsub.contact")}</Link>
            </p>
          </>
        )}
        {result === "failed" && (
          <>
            <h1 id="unsub-title">{t("service.unsub.failed_title")}</h1>
            <p>{t("service.unsub.failed_text")}</p>
            <Form method="post">
              <button type="submit" className="button">
                {t("service.unsub.retry")}
              </button>
            </Form>
          </>
        )}
        {(result === "done" || result === "already") && (
          <p className="service-actions">
            <Link to={href(list === "WOMAN" ? "/woman" : "/")} className="button button--accent">
              {t("service.unsub.home")}
            </Link>
          </p>
        )}
        <p className="service-card__note">
          {t("service.unsub.sms_text")} <Link to={`${href("/contact")}#sms`}>{t("service.unsub.sms_link")}</Link>
        </p>
      </section>
    </div>
  );
}
