import { useTranslation } from "~/i18n";
import { Link, useNavigate } from "react-router";
import { sizeLabel } from "#domain/profiles.js";
import { useHydrated } from "~/components/use-hydrated";
import { useLanguage } from "~/lib/links";
import type { Gender } from "#domain/profiles.js";
import { FAMILIES, SIZE_GROUPS, SORTS, listingSearch, parseListingQuery, type ListingFilters } from "../listing";

type SizeGroup = keyof typeof SIZE_GROUPS;

/**
 * The listing's filters as a plain GET form (works without JavaScript: the "Apply" button sends
 * it). With JavaScript a changed select or radio sends it at once; the search field waits for
 * Enter or the button, and the address keeps only the filters chosen (no empty fields). Sending the
 * form starts again from page 1 (the page is not a field).
 */
export function ListingFilterForm({
  action,
  filters,
  withName = false,
  genders,
  sizeGroups,
}: {
  /** The listing's own localized path. */
  action: string;
  filters: ListingFilters;
  withName?: boolean;
  /** The genders to offer; none hides the gender filter (a collection for one gender). */
  genders: readonly Gender[];
  sizeGroups: readonly SizeGroup[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const send = (form: HTMLFormElement) => {
    const fields = new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    const chosen = parseListingQuery(fields, { withName });
    void navigate(action + listingSearch({ ...chosen, page: 1 }), { preventScrollReset: true });
  };
  const onChange = (event: React.ChangeEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLInputElement && event.target.type === "search") return;
    send(event.currentTarget);
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(event.currentTarget);
  };
  return (
    <form
      key={JSON.stringify(filters)}
      method="get"
      action={action}
      className="shop-filters"
      onChange={hydrated ? onChange : undefined}
      onSubmit={hydrated ? onSubmit : undefined}
    >
      <h2 className="visually-hidden">{t("shop.filters.title")}</h2>
      {withName && (
        <p className="shop-filters__field shop-filters__search">
          <label htmlFor="shop-q">{t("shop.filters.search")}</label>
          <input id="shop-q" type="search" name="q" defaultValue={filters.q ?? ""} maxLength={80} />
        </p>
      )}
      <p className="shop-filters__field">
        <label htmlFor="shop-family">{t("shop.filters.family")}</label>
        <select id="shop-family" name="family" defaultValue={filters.family ?? ""}>
          <option value="">{t("shop.filters.all_families")}</option>
          {FAMILIES.map((family) => (
            <option key={family} value={family}>
              {t(`category.${family}`)}
            </option>
          ))}
        </select>
      </p>
      <p className="shop-filters__field">
        <label htmlFor="shop-size">{t("shop.filters.size")}</label>
        <select id="shop-size" name="size" defaultValue={filters.size ?? ""}>
          <option value="">{t("shop.filters.all_sizes")}</option>
          {sizeGroups.map((group) => (
            <optgroup key={group} label={t(`shop.filters.size_group.${group}`)}>
              {SIZE_GROUPS[group].map((size) => (
                <option key={size} value={size}>
                  {sizeLabel(size, language)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </p>
      <p className="shop-filters__field">
        <label htmlFor="shop-sort">{t("shop.filters.sort")}</label>
        <select id="shop-sort" name="sort" defaultValue={filters.sort}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`shop.sort.${sort}`)}
            </option>
          ))}
        </select>
      </p>
      {genders.length > 1 && (
        <fieldset className="shop-filters__field shop-filters__genders">
          <legend>{t("shop.filters.gender")}</legend>
          <label>
            <input type="radio" name="gender" value="" defaultChecked={!filters.gender} />
            {t("shop.filters.all_genders")}
          </label>
          {genders.map((gender) => (
            <label key={gender}>
              <input type="radio" name="gender" value={gender} defaultChecked={filters.gender === gender} />
              {t(`shop.gender.${gender}`)}
            </label>
          ))}
        </fieldset>
      )}
      <p className="shop-filters__actions">
        <button type="submit" className="button button--accent">
          {t("shop.filters.apply")}
        </button>
        <Link to={action} className="shop-filters__reset">
          {t("shop.filters.reset")}
        </Link>
      </p>
    </form>
  );
}
