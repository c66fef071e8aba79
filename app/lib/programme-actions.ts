import { useTranslation } from "~/i18n";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import { useLocalizedHref } from "~/lib/links";

/**
 * The actions of a programme's page (/loyalty, /referral): a signed-in client goes to the
 * programme in their space (/infos/…); a visitor signs up, or signs in to be taken there.
 */
export function useProgrammeActions(programme: "loyalty" | "referral") {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const signedIn = Boolean(useRouteLoaderData<RootData>("root")?.client);
  const space = `/infos/${programme}`;
  if (signedIn) return { cta: { to: href(space), label: t(`service.${programme}.cta_client`) }, secondary: undefined };
  return {
    cta: { to: href("/quiz/signup/kid"), label: t(`service.${programme}.cta`) },
    secondary: {
      to: `${href("/login")}?redirect=${encodeURIComponent(space)}`,
      label: t(`service.${programme}.login`),
    },
  };
}
