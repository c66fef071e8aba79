import type { GarmentDetail, GarmentType, ProductSeason } from "#domain/garments.js";
import { useTranslation } from "~/i18n";

/** A product's garment type, season and details in one line ("Coat, jacket · Cold weather · Hood"). */
export function GarmentSummary({
  item,
}: {
  item: { garment_type: GarmentType; season: ProductSeason; details: readonly GarmentDetail[] };
}) {
  const { t } = useTranslation();
  return (
    <>
      {[
        t(`back-office-operations.garment.types.${item.garment_type}`),
        t(`back-office-operations.garment.seasons.${item.season}`),
        ...item.details.map((detail) => t(`back-office-operations.garment.detail.${detail}`)),
      ].join(" · ")}
    </>
  );
}
