import { data, redirect } from "react-router";
import { TEMPORARY_EMAIL_DOMAIN } from "#domain/account.js";
import type { Switches } from "#domain/switches.js";
import { readSwitches } from "#domain/switches.js";
import { loadClient } from "./client.server";
import type { RequestContext } from "./context.server";
import { loadTranslations } from "./i18n.server";
import { localizePath, stripLanguage } from "./paths";

/**
 * Route guards named after the spec's (§4). Each throws a redirect or a 404 response, so a
 * loader reads top to bottom: `await guard(ctx, request, "lc-auth", "loyalty")`.
 * The rules the spec leaves open are recorded in docs/decisions/0004-route-guards.md.
 */
export const GUARD_NAMES = [
  "guest",
  "lc-auth",
  "signed-up",
  "profile",
  "kids",
  "new-kid",
  "new-woman",
  "profile-suggestions",
  "loyalty",
  "shop",
  "blog",
  "littlegeste",
  "preview",
] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

export type GuardArgs = { ctx: RequestContext; request: Request; params: Record<string, string | undefined> };
type Guard = (args: GuardArgs) => Promise<void>;

function notFound(): never {
  throw data(null, { status: 404, statusText: "Page Not Found" });
}

async function switches(ctx: RequestContext): Promise<Switches> {
  return readSwitches(await loadTranslations(ctx.language));
}

/** Unauthenticated visitors go to the login page with the wanted path (§4). */
async function requireSignedIn({ ctx, request }: GuardArgs) {
  const client = await loadClient(ctx);
  if (client) return client;
  const url = new URL(request.url);
  const wanted = stripLanguage(url.pathname) + url.search;
  throw redirect(`${localizePath("/login", ctx.language)}?redirect=${encodeURIComponent(wanted)}`);
}

function requireSwitch(name: keyof Switches): Guard {
  return async ({ ctx }) => {
    if (!(await switches(ctx))[name]) notFound();
  };
}

/** A visitor's temporary account (§9) has not completed its registration. */
function isTemporary(client: { email: string; is_temporary?: boolean }): boolean {
  return client.is_temporary ?? client.email.endsWith(TEMPORARY_EMAIL_DOMAIN);
}

/** A temporary account goes back to its sign-up quiz, which resumes where it stopped (/quiz/signup). */
async function requireSignedUp(args: GuardArgs) {
  const client = await requireSignedIn(args);
  if (isTemporary(client)) throw redirect(localizePath("/quiz/signup", args.ctx.language));
  return client;
}

const guards: Record<GuardName, Guard> = {
  // A temporary account may still sign in to an existing one (or sign up in its quiz)
  guest: async ({ ctx }) => {
    const client = await loadClient(ctx);
    if (client && !isTemporary(client)) throw redirect(localizePath("/", ctx.language));
  },
  "lc-auth": async (args) => void (await requireSignedIn(args)),
  "signed-up": async (args) => void (await requireSignedUp(args)),
  // Profile ownership is checked by the API, which answers 404 for another client's profile.
  profile: async (args) => void (await requireSignedUp(args)),
  kids: async (args) => void (await requireSignedIn(args)),
  "new-kid": async (args) => void (await requireSignedIn(args)),
  "new-woman": async (args) => {
    await requireSwitch("woman")(args);
    await requireSignedIn(args);
  },
  "profile-suggestions": async (args) => void (await requireSignedUp(args)),
  loyalty: async (args) => {
    await requireSwitch("loyalty")(args);
    await requireSignedIn(args);
  },
  shop: requireSwitch("shop"),
  blog: requireSwitch("blog"),
  littlegeste: async (args) => {
    await requireSwitch("recycle")(args);
    await requireSignedIn(args);
  },
  preview: async (args) => void (await requireSignedUp(args)),
};

/** Runs the named guards in order; an unknown name is a programming error (§4: "throws"). */
export async function guard(args: GuardArgs, ...names: GuardName[]) {
  for (const name of names) {
    const run = guards[name];
    if (!run) throw new Error(`Unknown route guard: ${String(name)}`);
    await run(args);
  }
}
