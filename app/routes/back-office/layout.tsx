import { useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import {
  Form,
  Link,
  NavLink,
  Outlet,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Permission } from "#domain/staff.js";
import { i18nFor, useTranslation } from "~/i18n";
import { reportError } from "~/lib/monitoring";
import { BACK_OFFICE_LAYOUT_ID } from "~/lib/paths";
import type { Route } from "./+types/layout";
import { backOfficeMiddleware, backOfficeLanguage, currentMember, readNotice } from "./staff.server";
import { backOfficeTexts } from "./texts";
import "./back-office.css";

export const middleware: Route.MiddlewareFunction[] = [backOfficeMiddleware];

/** The sections of the back-office and the permission that opens each. */
const SECTIONS: { to: string; label: string; permission: Permission }[] = [
  { to: "/back-office", label: "back-office.nav.dashboard", permission: "read:dashboard" },
  { to: "/back-office/workbench", label: "back-office.nav.workbench", permission: "compose:request" },
  { to: "/back-office/operations", label: "back-office.nav.operations", permission: "pack:box" },
  { to: "/back-office/customers", label: "back-office.nav.customers", permission: "read:client" },
  { to: "/back-office/codes", label: "back-office.nav.codes", permission: "manage:codes" },
  { to: "/back-office/content", label: "back-office.nav.content", permission: "manage:content" },
  { to: "/back-office/quiz", label: "back-office.nav.quiz", permission: "manage:quiz" },
  { to: "/back-office/staff", label: "back-office.nav.staff", permission: "manage:staff" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const member = await currentMember(context);
  return {
    language: backOfficeLanguage(context),
    member: member && { name: member.name, email: member.email, permissions: member.permissions },
    notice: readNotice(context) ?? null,
  };
}

/** Never indexed: the header for any answer (files included), the tag for the page. */
export const headers: Route.HeadersFunction = () => ({ "X-Robots-Tag": "noindex, nofollow" });

/** The back-office's texts in its language, for every page under it (the shop's are not used here). */
function BackOfficeTexts({ language, children }: { language: "fr" | "en"; children: React.ReactNode }) {
  const i18n = useMemo(() => i18nFor(language, backOfficeTexts[language]), [language]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

type LayoutData = Awaited<ReturnType<typeof loader>>;

/** The layout's data; absent on an error page when the layout's own loader failed. */
function useLayoutData(): LayoutData | undefined {
  return useRouteLoaderData<LayoutData>(BACK_OFFICE_LAYOUT_ID);
}

export default function BackOfficeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <BackOfficeTexts language={loaderData.language}>
      <Chrome>
        {loaderData.notice && <Notice text={loaderData.notice} />}
        <Outlet />
      </Chrome>
    </BackOfficeTexts>
  );
}

function Notice({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <p className="bo-notice" role="status">
      {t(text)}
    </p>
  );
}

function Chrome({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const data = useLayoutData();
  const location = useLocation();
  const member = data?.member;
  const language = data?.language ?? "fr";
  const sections = SECTIONS.filter((section) => member?.permissions.includes(section.permission));
  return (
    <div className="bo">
      {/* Rendered here rather than by each page's meta, which would replace the layout's (React puts it in the head) */}
      <meta name="robots" content="noindex, nofollow" />
      <a className="bo-skip" href="#bo-main">
        {t("back-office.skip_to_content")}
      </a>
      <header className="bo-header">
        <Link to="/back-office" className="bo-brand">
          {t("back-office.brand")}
        </Link>
        {member && (
          <nav aria-label={t("back-office.nav.label")} className="bo-nav">
            <ul>
              {sections.map((section) => (
                <li key={section.to}>
                  <NavLink to={section.to} end={section.to === "/back-office"}>
                    {t(section.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="bo-header__tools">
          <Form method="post" action="/back-office/language" className="bo-language">
            <input type="hidden" name="back" value={location.pathname + location.search} />
            <label htmlFor="bo-language">{t("back-office.language")}</label>
            <select id="bo-language" name="language" defaultValue={language}>
              <option value="fr" lang="fr">
                Français
              </option>
              <option value="en" lang="en">
                English
              </option>
            </select>
            <button type="submit" className="bo-button bo-button--quiet">
              {t("back-office.language_submit")}
            </button>
          </Form>
          {member && (
            <>
              <Link to="/back-office/account" className="bo-member" title={member.email}>
                {member.name}
              </Link>
              <Form method="post" action="/back-office/logout">
                <button type="submit" className="bo-button bo-button--quiet">
                  {t("back-office.sign_out")}
                </button>
              </Form>
            </>
          )}
        </div>
      </header>
      <main id="bo-main" className="bo-main">
        {children}
      </main>
    </div>
  );
}

/** Refusals and errors of any back-office page, in the back-office's language and chrome. */
export function ErrorBoundary() {
  const error = useRouteError();
  const language = useLayoutData()?.language ?? "fr";
  if (!isRouteErrorResponse(error)) reportError(error);
  return (
    <BackOfficeTexts language={language}>
      <Chrome>
        <BackOfficeError error={error} />
      </Chrome>
    </BackOfficeTexts>
  );
}

function BackOfficeError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const key = status === 403 ? "forbidden" : status === 404 ? "not_found" : status < 500 ? "refused" : "failed";
  return (
    <section className="bo-page">
      <h1>{t(`back-office.error.${key}_title`)}</h1>
      <p>{t(`back-office.error.${key}_text`)}</p>
      <p>
        <Link to="/back-office">{t("back-office.error.home")}</Link>
      </p>
    </section>
  );
}
