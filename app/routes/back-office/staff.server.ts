import {
  createContext,
  createCookieSessionStorage,
  data,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
  type Session,
} from "react-router";
import type { Permission } from "#domain/staff.js";
import { NoRefreshTokenError, SignedOutError, createTokenApi, type Api, type TokenStore } from "~/lib/api.server";
import { env } from "~/lib/env.server";
import { BACK_OFFICE_PATH } from "~/lib/paths";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { visitorContext } from "~/lib/visitor.server";
import type { components } from "~/generated/api-schema";

/** The back-office's languages: the staff works in French or English (issue 25). */
export const BACK_OFFICE_LANGUAGES = ["fr", "en"] as const;
export type BackOfficeLanguage = (typeof BACK_OFFICE_LANGUAGES)[number];

export function isBackOfficeLanguage(value: unknown): value is BackOfficeLanguage {
  return (BACK_OFFICE_LANGUAGES as readonly unknown[]).includes(value);
}

type StaffSessionData = {
  access_token: string;
  refresh_token: string;
  staff_id: number;
  language: BackOfficeLanguage;
  /** A confirmation (a back-office locale key) shown once on the next page. */
  notice: string;
};
type StaffSession = Session<StaffSessionData>;

/**
 * The staff member's session, apart from the family's (decision 0045): its own cookie, so a staff
 * sign-in never mixes with a family's session in the same browser, and "strict" so no other site's
 * link or form arrives signed in. Shorter than a family's: a working day. Its path is "/", not
 * /back-office: the home's data request is /back-office.data, which a /back-office cookie does not
 * reach (a cookie path matches at a "/" only).
 */
const staffSessions = createCookieSessionStorage<StaffSessionData>({
  cookie: {
    name: "__staff",
    httpOnly: true,
    sameSite: "strict",
    secure: env.isProduction,
    path: "/",
    maxAge: 12 * 60 * 60,
    secrets: env.sessionSecrets,
  },
});

export type StaffMember = components["schemas"]["StaffMe"];

type BackOffice = {
  session: StaffSession;
  language: BackOfficeLanguage;
  api: Api;
  /** GET staff/me, once per request; undefined when signed out (or the session ended). */
  member(): Promise<StaffMember | undefined>;
};

const backOfficeContext = createContext<BackOffice>();

function staffTokens(session: StaffSession): TokenStore {
  return {
    refreshPath: "/staff/token",
    accessToken: () => session.get("access_token"),
    refreshToken: () => session.get("refresh_token"),
    save(tokens) {
      session.set("access_token", tokens.access_token);
      session.set("refresh_token", tokens.refresh_token);
    },
    clear: () => signOut(session),
  };
}

function signOut(session: StaffSession) {
  session.unset("access_token");
  session.unset("refresh_token");
  session.unset("staff_id");
}

/** The back-office layout's middleware: the staff session and API client for every page under it. */
export const backOfficeMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await staffSessions.getSession(request.headers.get("Cookie"));
  const before = JSON.stringify(session.data);
  const language = session.get("language") ?? "fr";
  const api = createTokenApi(staffTokens(session), {
    locale: language,
    visitor: context.get(visitorContext) ?? undefined,
  });
  let member: Promise<StaffMember | undefined> | undefined;
  context.set(backOfficeContext, {
    session,
    language,
    api,
    member: () => (member ??= fetchMember(api)),
  });
  const commit = async (response: Response) => {
    if (JSON.stringify(session.data) !== before)
      response.headers.append("Set-Cookie", await staffSessions.commitSession(session));
    return response;
  };
  try {
    return await commit(await next());
  } catch (thrown) {
    if (thrown instanceof Response) throw await commit(thrown);
    throw thrown;
  }
};

async function fetchMember(api: Api): Promise<StaffMember | undefined> {
  try {
    const { data: me } = await api.GET("/staff/me");
    return me;
  } catch (error) {
    // The refresh was refused (session ended, member disabled) or there was none to try
    if (error instanceof SignedOutError || error instanceof NoRefreshTokenError) return undefined;
    throw error;
  }
}

function backOffice(context: Readonly<RouterContextProvider>): BackOffice {
  return context.get(backOfficeContext);
}

/** The sign-in page, coming back to the page asked for. */
export function loginPath(request: Request): string {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  return back === BACK_OFFICE_PATH || back.startsWith(`${BACK_OFFICE_PATH}/login`)
    ? `${BACK_OFFICE_PATH}/login`
    : `${BACK_OFFICE_PATH}/login?redirectTo=${encodeURIComponent(back)}`;
}

/** A back-office page named by a form or ?redirectTo (after a sign-in, a language change), else its home. */
export function backOfficeTarget(value: FormDataEntryValue | string | null): string {
  const path = safeRedirectPath(value, BACK_OFFICE_PATH);
  return path === BACK_OFFICE_PATH || path.startsWith(`${BACK_OFFICE_PATH}/`) ? path : BACK_OFFICE_PATH;
}

export type Staff = { api: Api; member: StaffMember; language: BackOfficeLanguage };

/**
 * Every back-office loader and action starts here (the Epic Stack's requireUserWithPermission): a
 * signed-out visitor goes to the sign-in page and back, a member without the permission gets a
 * 403 page. The API checks the permission again on each call and writes the audit row: this check
 * only spares the member a page of refusals.
 */
export async function requireStaff(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  permission?: Permission,
): Promise<Staff> {
  const office = backOffice(context);
  const member = office.session.get("access_token") ? await office.member() : undefined;
  if (!member) {
    signOut(office.session);
    throw redirect(loginPath(request));
  }
  if (permission && !member.permissions.includes(permission)) throw data({ permission }, { status: 403 });
  return { api: office.api, member, language: office.language };
}

/** The member when signed in (the layout's chrome), without sending anyone anywhere. */
export async function currentMember(context: Readonly<RouterContextProvider>): Promise<StaffMember | undefined> {
  const office = backOffice(context);
  return office.session.get("access_token") ? office.member() : undefined;
}

export function backOfficeLanguage(context: Readonly<RouterContextProvider>): BackOfficeLanguage {
  return backOffice(context).language;
}

export function backOfficeApi(context: Readonly<RouterContextProvider>): Api {
  return backOffice(context).api;
}

/** Keeps a new sign-in's tokens: a fresh session, only the language carried over. */
export function startStaffSession(
  context: Readonly<RouterContextProvider>,
  tokens: { access_token: string; refresh_token: string; staff_id: number },
) {
  const { session } = backOffice(context);
  const language = session.get("language");
  for (const key of Object.keys(session.data)) session.unset(key as keyof StaffSessionData);
  session.set("access_token", tokens.access_token);
  session.set("refresh_token", tokens.refresh_token);
  session.set("staff_id", tokens.staff_id);
  if (language) session.set("language", language);
}

/** Ends the session here (the caller revokes the refresh token at the API first). */
export function endStaffSession(context: Readonly<RouterContextProvider>): string | undefined {
  const { session } = backOffice(context);
  const refreshToken = session.get("refresh_token");
  signOut(session);
  return refreshToken;
}

export function setBackOfficeLanguage(context: Readonly<RouterContextProvider>, language: BackOfficeLanguage) {
  backOffice(context).session.set("language", language);
}

/** Shows a confirmation (a back-office locale key) on the next page, after a redirect. */
export function flashNotice(context: Readonly<RouterContextProvider>, key: string) {
  backOffice(context).session.flash("notice", key);
}

export function readNotice(context: Readonly<RouterContextProvider>): string | undefined {
  return backOffice(context).session.get("notice");
}
