import { Form, Link, data, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { useDateFormat } from "~/lib/format";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { useLocalizedHref } from "~/lib/links";
import type { SkipInfo } from "~/lib/preview";
import { previewListPath } from "~/lib/preview-paths";
import { loadSkip, readToken, skipBox, type SkipResult } from "~/routes/preview/preview.server";
import { pageTitle } from "~/lib/profiles.server";
import type { Route } from "./+types/skip";
import "~/components/malle/box-page.css";
import "~/components/malle/badge.css";
import "./preview.css";
import { privatePageMeta } from "~/lib/seo";

/**
 * /preview/confirmation?preview_token= and /preview/confirmation/woman?preview_token= (§2, issue 17;
 * no guard: the e-mail's signed token is the key, signed out is fine). The GET only asks — "Skip
 * Lou's box of 12 December?" (GET /preview/skip changes nothing: mail scanners follow links) —
 * and a plain form posts the skip (POST /preview/skip, single use); then a confirmation. A used
 * token says the box was already answered; an invalid one says the link is not valid; both with
 * links onwards.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  const skip = await loadSkip(ctx, readToken(new URL(request.url).searchParams.get("preview_token")));
  return data(
    {
      skip,
      // Read by the layout: a WOMAN profile's box is in the women's area (§2)
      profile: skip.state === "invalid" ? null : { profile_type: skip.info.profile_type },
      title: await pageTitle(ctx, "preview.skip.page_title"),
    },
    // A link that is not (or no longer) one: the page says so, with a 404 for what follows links
    { status: skip.state === "invalid" ? 404 : 200 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const form = await readForm(request);
  const token =
    readToken(form.get("preview_token")) ?? readToken(new URL(request.url).searchParams.get("preview_token"));
  return skipBox(ctx, token);
}

export default function Skip({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as SkipResult | undefined;
  const { skip } = loaderData;
  if (result?.state === "skipped") return <Done info={result.info} />;
  if (result?.state === "answered") return <Answered info={skip.state === "invalid" ? null : skip.info} />;
  if (result?.state === "invalid" || skip.state === "invalid") return <Invalid />;
  if (skip.state === "answered") return <Answered info={skip.info} />;
  return <Ask info={skip.info} token={skip.token} />;
}

function Ask({ info, token }: { info: SkipInfo; token: string }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const date = useDateFormat();
  const navigation = useNavigation();
  const woman = info.profile_type === "WOMAN";
  const values = { firstname: info.firstname, date: info.delivery_date ? date(info.delivery_date) : "" };
  const key = `preview.skip.ask_title${woman ? "_woman" : ""}${info.delivery_date ? "" : "_undated"}`;
  return (
    <section className="page page--narrow malle-page preview-page" aria-labelledby="skip-title">
      <h1 id="skip-title">{t(key, values)}</h1>
      <div className="malle-card preview-skip-card">
        <p>{t(info.subscribed ? "preview.skip.ask_text" : "preview.skip.ask_text_one_shot")}</p>
        <Form method="post" className="preview-links">
          <input type="hidden" name="preview_token" value={token} />
          <button type="submit" className="button button--accent" disabled={navigation.state === "submitting"}>
            {t("preview.skip.submit")}
          </button>
          <Link className="button button--secondary" to={href(previewListPath)}>
            {t("preview.skip.keep")}
          </Link>
        </Form>
      </div>
    </section>
  );
}

function Done({ info }: { info: SkipInfo }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <section className="page page--narrow malle-page preview-page" aria-labelledby="skip-title">
      <h1 id="skip-title">
        {info.profile_type === "WOMAN"
          ? t("preview.skip.done_title_woman")
          : t("preview.skip.done_title", { firstname: info.firstname })}
      </h1>
      <div className="malle-card malle-next" role="status">
        <p>{t("preview.skip.done_text")}</p>
      </div>
      <Onwards href={href} />
    </section>
  );
}

function Answered({ info }: { info: SkipInfo | null }) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const text =
    info?.status === "SKIPPED" || info?.status === "VALIDATED"
      ? t(`preview.skip.answered_${info.status}`)
      : t("preview.skip.answered_text");
  return (
    <section className="page page--narrow malle-page preview-page" aria-labelledby="skip-title">
      <h1 id="skip-title">{t("preview.skip.answered_title")}</h1>
      <div className="malle-card">
        <p>{text}</p>
      </div>
      <Onwards href={href} />
    </section>
  );
}

function Invalid() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  return (
    <section className="page page--narrow malle-page preview-page" aria-labelledby="skip-title">
      <h1 id="skip-title">{t("preview.skip.invalid_title")}</h1>
      <div className="malle-card">
        <p>{t("preview.skip.invalid_text")}</p>
      </div>
      <Onwards href={href} />
    </section>
  );
}

function Onwards({ href }: { href: (path: string) => string }) {
  const { t } = useTranslation();
  return (
    <p className="malle-links preview-links">
      <Link className="button" to={href(previewListPath)}>
        {t("preview.skip.previews")}
      </Link>
      <Link className="button button--secondary" to={href("/")}>
        {t("preview.skip.home")}
      </Link>
    </p>
  );
}
