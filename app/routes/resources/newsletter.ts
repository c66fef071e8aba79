import { data, redirect } from "react-router";
import { EMAIL_MAX_LENGTH, isKnownEmailDomain, isValidEmail } from "#domain/email.js";
import { createApi } from "~/lib/api.server";
import { getRequestContext } from "~/lib/context.server";
import { readForm } from "~/lib/form.server";
import { isHoneypotFilled } from "~/lib/honeypot";
import { pageLanguage } from "~/lib/paths";
import { safeRedirectPath } from "~/lib/safe-redirect";
import type { NewsletterOutcome } from "~/lib/session.server";
import type { Route } from "./+types/newsletter";

/**
 * The footer's newsletter sign-up (§5). An empty e-mail is asked for, an invalid one gets
 * form_wrong_email, and nothing is sent. Unknown domain: a soft warning, still sent. With JavaScript the outcome is returned to
 * the fetcher; without, it is flashed and the visitor returns to the page they were on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = getRequestContext(context);
  const form = await readForm(request);
  const back = safeRedirectPath(form.get("redirectTo"));
  // Posted from any page: the subscriber's language is the page's, not this unprefixed URL's
  const api = createApi({ locale: pageLanguage(back), session: ctx.session });
  const email = String(form.get("email") ?? "").trim();
  const list = form.get("list") === "WOMAN" ? "WOMAN" : "KID";
  const source = list === "WOMAN" ? "Footer HP Femme" : "Footer HP";
  // The outcome is flashed into the session cookie: what was typed comes back, never more than an address can be
  const outcome: NewsletterOutcome = {
    status: "invalid",
    email: email.slice(0, EMAIL_MAX_LENGTH),
    list,
    unknownDomain: false,
  };

  // §8: an empty address is asked for ('An email is required'), a wrong one refused (form_wrong_email)
  if (email === "") outcome.status = "missing";
  else if (isValidEmail(email)) {
    outcome.unknownDomain = !isKnownEmailDomain(email);
    // A robot that filled the honeypot is thanked like anyone, and nothing is stored
    const { error } = isHoneypotFilled(form) ? {} : await api.POST("/subscribers", { body: { email, list, source } });
    outcome.status = error ? "failed" : "subscribed";
  }

  if (form.get("js") === "1") return data(outcome, { status: outcome.status === "subscribed" ? 200 : 400 });
  ctx.session.flash("newsletter", outcome);
  return redirect(`${back}#newsletter`);
}

export function loader() {
  throw redirect("/");
}
