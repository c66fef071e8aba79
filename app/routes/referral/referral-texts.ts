import { useTranslation } from "~/i18n";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import { useAmount } from "../../lib/amounts";

/** The offer's texts: with the amounts the API gives, or without any when it has none. */
export function useReferralTexts(godsonAmount: number | null) {
  const { t } = useTranslation();
  const amount = useAmount();
  // The root loader reads GET clients/referral_offer for every page (the footer shows it too)
  const godfather = useRouteLoaderData<RootData>("root")?.referralOffer?.godfather_amount;
  return {
    godfather: godfather ? amount(godfather) : null,
    godson: godsonAmount ? amount(godsonAmount) : null,
    forYou: godfather
      ? t("service.referral.reward", { amount: amount(godfather) })
      : t("service.referral.reward_generic"),
    forThem: godsonAmount
      ? t("service.referral.welcome", { amount: amount(godsonAmount) })
      : t("service.referral.welcome_generic"),
  };
}
