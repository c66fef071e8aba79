import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { orThrow } from "~/services/api.server";
import { getRequestContext } from "~/services/context.server";
import { guard } from "~/services/guards.server";
import { useLocalizedHref } from "~/services/links";
import type { Route } from "./+types/infos";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = getRequestContext(context);
  await guard({ ctx, request, params }, "lc-auth");
  return { client: orThrow(await ctx.api.GET("/clients/me")) };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function Infos({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { client } = loaderData;
  return (
    <section className="page" aria-labelledby="infos-title">
      <h1 id="infos-title">{t("infos.title", { firstname: client.firstname ?? "" })}</h1>
      <dl className="definition-list">
        <dt>{t("infos.name")}</dt>
        <dd>{[client.firstname, client.lastname].filter(Boolean).join(" ")}</dd>
        <dt>{t("infos.email")}</dt>
        <dd>{client.email}</dd>
      </dl>
      <Form method="post" action={href("/logout")}>
        <button type="submit" className="button button--secondary">
          {t("logout.submit")}
        </button>
      </Form>
    </section>
  );
}
