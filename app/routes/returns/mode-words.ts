import { CARRIER_NAMES } from "#domain/carrier-names.js";
import { useTranslation } from "~/i18n";

export type ReturnModeOption = {
  carrier: keyof typeof CARRIER_NAMES;
  drop_off: "post_office" | "relay";
  home_pickup: boolean;
  finder_url: string | null;
};

/** Where a return mode's parcel is dropped, in words ("À déposer dans un point relais"). */
export function useModeWords(): (mode: ReturnModeOption) => string {
  const { t } = useTranslation();
  return (mode) =>
    mode.drop_off === "relay"
      ? t("returns.mode.relay")
      : mode.home_pickup
        ? t("returns.mode.post_office_or_pickup")
        : t("returns.mode.post_office");
}
