import { useTranslation } from "~/i18n";

/** The roles as checkboxes (a member may hold several). */
export function RoleChoices({ roles, checked }: { roles: string[]; checked: string[] }) {
  const { t } = useTranslation();
  return (
    <fieldset className="bo-choices">
      <legend>{t("back-office-staff.roles")}</legend>
      {roles.map((role) => (
        <label key={role} className="field field--checkbox">
          <input type="checkbox" name="roles" value={role} defaultChecked={checked.includes(role)} />
          {t(`back-office.role.${role}`)}
        </label>
      ))}
    </fieldset>
  );
}
