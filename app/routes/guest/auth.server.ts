import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { loginSchema } from "../../lib/account-forms";
import type { RequestContext } from "../../lib/context.server";
import { isHoneypotFilled } from "../../lib/honeypot";
import { localizePath } from "../../lib/paths";
import { safeRedirectPath } from "../../lib/safe-redirect";
import { renewSession } from "../../lib/session.server";

type TokenPair = { access_token: string; refresh_token: string; client_id: number };

/** Why a sign-in did not happen: a locale key the login page shows. */
export class SignInRefused extends Error {
  constructor(readonly reason: "login.missing_fields" | "login.invalid_credentials" | "login.too_many_attempts") {
    super(reason);
  }
}

/**
 * Sign-in with remix-auth's form strategy: the form's e-mail and password go to POST clients/token;
 * the user remix-auth hands back is the API's token pair. Built per request because the strategy
 * calls the API with this request's client (its language, no bearer yet).
 */
function authenticator(ctx: RequestContext) {
  return new Authenticator<TokenPair>().use(
    new FormStrategy(async ({ form }) => {
      // A robot filled the honeypot: it gets the answer a wrong password gets
      if (isHoneypotFilled(form)) throw new SignInRefused("login.invalid_credentials");
      const submission = parseWithZod(form, { schema: loginSchema });
      if (submission.status !== "success") throw new SignInRefused("login.missing_fields");
      const { data, response } = await ctx.api.POST("/clients/token", { body: submission.value });
      if (data) return data;
      throw new SignInRefused(response.status === 429 ? "login.too_many_attempts" : "login.invalid_credentials");
    }),
    "credentials",
  );
}

/**
 * Signs in with the login form's fields (read once by readForm, which refuses what is not a form);
 * a new session every time, so nothing of a previous visitor stays.
 */
export async function signInWithForm(ctx: RequestContext, form: FormData): Promise<TokenPair> {
  // remix-auth's form strategy reads a request: one made of the fields already read
  const posted = new Request("http://storefront.invalid/login", { method: "POST", body: form });
  const tokens = await authenticator(ctx).authenticate("credentials", posted);
  renewSession(ctx.session, tokens);
  return tokens;
}

/** Where a sign-in or sign-up goes next: the ?redirect= path when it is one of this site's, else `fallback`. */
export function afterSignIn(ctx: RequestContext, request: Request, fallback: string): never {
  const wanted = safeRedirectPath(new URL(request.url).searchParams.get("redirect"), "");
  throw redirect(wanted ? localizePath(wanted, ctx.language) : localizePath(fallback, ctx.language));
}
