import { STAFF_ROLES } from "#domain/staff.js";
import { PASSWORD_MIN_LENGTH } from "#domain/account.js";

/** What the staff forms send, read and checked once for the list's "new member" and a member's page. */
export type StaffFormErrors = Partial<Record<"email" | "name" | "password" | "roles" | "form", string>>;

/** The roles ticked in a form, known ones only. */
export function rolesOf(form: FormData): string[] {
  return form.getAll("roles").filter((role): role is string => (STAFF_ROLES as readonly unknown[]).includes(role));
}

/** A new password, when one was typed: the rule the API applies, said before asking it. */
export function passwordError(password: string): string | undefined {
  return password && password.length < PASSWORD_MIN_LENGTH ? "password_short" : undefined;
}
