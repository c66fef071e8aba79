import { Form, data, redirect } from "react-router";
import { CONTENT_LOCALES, isContentLocale, type ContentLocale } from "#domain/locales.js";
import { useTranslation } from "~/i18n";
import { readForm } from "~/lib/form.server";
import { bundledTranslations } from "~/locales/bundled.server";
import type { Route } from "./+types/texts";
import { BackOfficePager } from "../BackOfficePager";
import { backOfficeTarget, flashNotice, requireStaff } from "../staff.server";
import { ContentTabs } from "./ContentTabs";
import "./content.css";

const PER_PAGE = 40;
const QUERY_MAX = 100;

/** A feature switch's value is "true" or "false" (the API refuses anything else). */
const isSwitch = (key: string) => key.startsWith("switch.");

/** The locale, search and page of the list, from the address (a GET form). */
function listQuery(url: URL) {
  const locale = url.searchParams.get("locale");
  const page = Number(url.searchParams.get("page"));
  return {
    locale: isContentLocale(locale) ? locale : ("fr" as ContentLocale),
    q: (url.searchParams.get("q") ?? "").trim().slice(0, QUERY_MAX),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * Every text of the shop in a locale: the bundled one and the one stored by the content
 * administration (which the pages show in its place), searched by key or by words of either.
 */
export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, "manage:content");
  const { locale, q, page } = listQuery(new URL(args.request.url));
  const { data: stored = {} } = await api.GET("/admin/website/translations/{locale}", {
    params: { path: { locale } },
  });
  const bundled = bundledTranslations[locale];
  const needle = q.toLowerCase();
  const keys = [...new Set([...Object.keys(bundled), ...Object.keys(stored)])]
    .filter(
      (key) =>
        !needle ||
        key.toLowerCase().includes(needle) ||
        bundled[key]?.toLowerCase().includes(needle) ||
        stored[key]?.toLowerCase().includes(needle),
    )
    .sort();
  const pages = Math.max(1, Math.ceil(keys.length / PER_PAGE));
  const shown = Math.min(page, pages);
  const rows = keys
    .slice((shown - 1) * PER_PAGE, shown * PER_PAGE)
    .map((key) => ({ key, bundled: bundled[key] ?? null, stored: stored[key] ?? null }));
  return { locale, q, page: shown, pages, total: keys.length, rows };
}

/** Saves or removes one stored text; a refusal comes back on its row with what was typed. */
export async function action(args: Route.ActionArgs) {
  const { api } = await requireStaff(args, "manage:content");
  const form = await readForm(args.request);
  const locale = form.get("locale");
  const key = String(form.get("key") ?? "");
  const value = String(form.get("value") ?? "");
  if (!isContentLocale(locale)) throw data(null, { status: 400 });
  const path = { params: { path: { locale, key } } };
  const remove = form.get("intent") === "remove";
  if (!remove && !value.trim()) return data({ key, value, error: "value_empty" }, { status: 400 });
  const { response } = remove
    ? await api.DELETE("/admin/website/translations/{locale}/{key}", path)
    : await api.PUT("/admin/website/translations/{locale}/{key}", { ...path, body: { value } });
  if (!response.ok && !(remove && response.status === 404)) {
    const error = isSwitch(key) ? "switch_value" : "refused";
    return data({ key, value, error }, { status: response.status >= 500 ? 502 : response.status });
  }
  flashNotice(args.context, remove ? "back-office-content.removed" : "back-office-content.saved");
  throw redirect(backOfficeTarget(form.get("back")));
}

export default function Texts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { locale, q, page, pages, total, rows } = loaderData;
  const back = `/back-office/content?${new URLSearchParams({ locale, q, ...(page > 1 ? { page: String(page) } : {}) })}`;
  return (
    <section className="bo-page" aria-labelledby="bo-content-title">
      <h1 id="bo-content-title">{t("back-office-content.title")}</h1>
      <ContentTabs />
      <p>{t("back-office-content.texts_intro")}</p>
      <Form method="get" className="bo-toolbar">
        <div className="field">
          <label htmlFor="texts-locale">{t("back-office-content.locale")}</label>
          <select id="texts-locale" name="locale" defaultValue={locale}>
            {CONTENT_LOCALES.map((code) => (
              <option key={code} value={code}>
                {t(`back-office-content.locale_${code}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="texts-q">{t("back-office-content.search")}</label>
          <input id="texts-q" name="q" type="search" defaultValue={q} maxLength={QUERY_MAX} />
        </div>
        <button type="submit" className="bo-button">
          {t("back-office-content.search_submit")}
        </button>
        <a href={`/back-office/content?locale=${locale}&q=switch.`}>{t("back-office-content.switches_link")}</a>
      </Form>
      <p role="status">{t("back-office-content.count", { total: String(total) })}</p>
      {rows.length > 0 && (
        <div className="bo-table-wrap">
          <table className="bo-table bo-texts">
            <caption className="visually-hidden">{t("back-office-content.texts_title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("back-office-content.key")}</th>
                <th scope="col">{t("back-office-content.bundled")}</th>
                <th scope="col">{t("back-office-content.stored")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const refused = actionData?.key === row.key ? actionData : undefined;
                const id = `text-${row.key.replace(/[^\w-]/g, "_")}`;
                const current = refused?.value ?? row.stored ?? row.bundled ?? "";
                return (
                  <tr key={row.key}>
                    <th scope="row">
                      <code>{row.key}</code>
                    </th>
                    <td>{row.bundled ?? <em>{t("back-office-content.none")}</em>}</td>
                    <td>
                      {/* Keyed by the stored text: a save or a restore shows the new value, with JavaScript too */}
                      <Form method="post" className="bo-text-form" key={`${row.key}:${row.stored ?? ""}`}>
                        <input type="hidden" name="locale" value={locale} />
                        <input type="hidden" name="key" value={row.key} />
                        <input type="hidden" name="back" value={back} />
                        <label htmlFor={id} className="visually-hidden">
                          {t("back-office-content.value_for", { key: row.key })}
                        </label>
                        {isSwitch(row.key) ? (
                          <select id={id} name="value" defaultValue={current}>
                            <option value="true">{t("back-office-content.switch_on")}</option>
                            <option value="false">{t("back-office-content.switch_off")}</option>
                          </select>
                        ) : (
                          <textarea
                            id={id}
                            name="value"
                            rows={Math.min(6, Math.max(1, Math.ceil(current.length / 60)))}
                            defaultValue={current}
                            aria-invalid={refused ? true : undefined}
                            aria-describedby={refused ? `${id}-error` : undefined}
                          />
                        )}
                        {refused && (
                          <p className="field__error" id={`${id}-error`}>
                            {t(`back-office-content.error.${refused.error}`)}
                          </p>
                        )}
                        <div className="bo-actions">
                          <button type="submit" name="intent" value="save" className="bo-button">
                            {t("back-office-content.save")}
                          </button>
                          {row.stored !== null && (
                            <button type="submit" name="intent" value="remove" className="bo-button bo-button--quiet">
                              {t(row.bundled === null ? "back-office-content.delete" : "back-office-content.restore")}
                            </button>
                          )}
                          {row.stored !== null && (
                            <span className="bo-badge bo-badge--warn">{t("back-office-content.edited")}</span>
                          )}
                        </div>
                      </Form>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <BackOfficePager
        label={t("back-office-content.pager")}
        page={page}
        pages={pages}
        path="/back-office/content"
        query={{ locale, ...(q ? { q } : {}) }}
      />
    </section>
  );
}
