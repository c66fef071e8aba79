import { redirect } from "react-router";
import { readForm } from "~/lib/form.server";
import type { Route } from "./+types/language";
import { backOfficeTarget, isBackOfficeLanguage, setBackOfficeLanguage } from "./staff.server";

/** The staff member's language (French or English), kept in the back-office session; back to the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const language = form.get("language");
  if (isBackOfficeLanguage(language)) setBackOfficeLanguage(context, language);
  throw redirect(backOfficeTarget(form.get("back")));
}

export function loader() {
  throw redirect("/back-office");
}
