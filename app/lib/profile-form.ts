/** The fields of the profile forms, named as the spec's (§3). */
export const PROFILE_FIELDS = [
  "firstname",
  "lastname",
  "gender",
  "birthdate",
  "top_size",
  "bottom_size",
  "shoe_size",
  "color",
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFormValues = Partial<Record<ProfileField, string>>;
/** Field → locale key; `form` holds the message for the whole form. */
export type ProfileFormErrors = Partial<Record<ProfileField | "photo" | "form", string>>;
