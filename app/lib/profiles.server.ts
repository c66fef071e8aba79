/**
 * The profile pages' calls and forms: reading the client's profiles, turning a posted form into
 * the API's body, and the API's problems into locale keys shown beside the fields. The API is the
 * one judge of the rules (domain/profiles.ts); the forms only carry what was typed.
 */
import { data } from "react-router";
import {
  PROFILE_MANDATORY_MESSAGE,
  PROFILE_PHOTO_MAX_BYTES,
  SIZE_FIELDS,
  findPalette,
  normalizeDateInput,
  normalizeGender,
  todayIn,
  type ProfileType,
} from "#domain/profiles.js";
import { PROFILE_FIELDS, type ProfileFormErrors, type ProfileFormValues } from "~/lib/profile-form";
import { orThrow } from "./api.server";
import type { components } from "~/generated/api-schema";
import type { RequestContext } from "./context.server";
import { i18nFor, translatorOf } from "~/i18n";
import { loadTranslations } from "./i18n.server";
import type { Profile } from "./profiles";

type Problem = components["schemas"]["Problem"];

export async function loadProfiles(ctx: RequestContext): Promise<Profile[]> {
  return orThrow(await ctx.api.GET("/clients/me/kids"));
}

/** The client's profile named by the URL; anything else (another client's included) is a 404 page. */
export async function loadOwnProfile(ctx: RequestContext, id: string | undefined): Promise<Profile> {
  if (!id || !/^[1-9][0-9]{0,9}$/.test(id)) throw new Response("Not Found", { status: 404 });
  return orThrow(await ctx.api.GET("/clients/me/kids/{id}", { params: { path: { id } } }));
}

/**
 * A page's title in its language, for the meta function: put together by the pages' own
 * translator, so it reads as the page does (French elision, decision 0039).
 */
export async function pageTitle(ctx: RequestContext, key: string, values: Record<string, string> = {}) {
  const { t } = translatorOf(i18nFor(ctx.language, await loadTranslations(ctx.language)));
  return t(key, values);
}

/** Today in the shop's calendar, computed once on the server so both renders show the same ages. */
export const today = () => todayIn();

// ── Forms ──────────────────────────────────────────────────────────────────────────────────────

export function readProfileForm(form: FormData): ProfileFormValues {
  const values: ProfileFormValues = {};
  for (const field of PROFILE_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.trim();
  }
  return values;
}

const orNull = (value: string | undefined) => (value ? value : null);

/** The API body of a new profile: a woman profile's gender is woman, a kid's is the one chosen. */
export function createBody(type: ProfileType, values: ProfileFormValues) {
  return {
    firstname: values.firstname ?? "",
    lastname: orNull(values.lastname),
    gender: type === "WOMAN" ? "woman" : (values.gender ?? ""),
    profile_type: type,
    birthdate: orNull(values.birthdate && normalizeDateInput(values.birthdate)),
    top_size: orNull(values.top_size),
    bottom_size: orNull(values.bottom_size),
    shoe_size: orNull(values.shoe_size),
  };
}

/**
 * The API body of a change. The colour is a palette key of the form; when the gender changes in
 * the same post, a colour of the old gender's palettes is left out and the API picks a new one.
 */
export function patchBody(profile: Profile, values: ProfileFormValues) {
  const gender = profile.profile_type === "WOMAN" ? "woman" : (normalizeGender(values.gender) ?? profile.gender);
  const palette = values.color ? findPalette(gender, values.color) : undefined;
  return {
    firstname: values.firstname ?? "",
    lastname: orNull(values.lastname),
    ...(profile.profile_type === "KID" ? { gender: values.gender || profile.gender } : {}),
    birthdate: orNull(values.birthdate && normalizeDateInput(values.birthdate)),
    ...Object.fromEntries(SIZE_FIELDS.map((field) => [field, orNull(values[field])])),
    ...(palette ? { color: { background: palette.background, textColor: palette.textColor } } : {}),
  };
}

const FIELD_MESSAGES: Record<string, string> = {
  firstname: "profiles.error.firstname_invalid",
  lastname: "profiles.error.lastname_invalid",
  gender: "profiles.error.gender_invalid",
  birthdate: "profiles.error.birthdate_invalid",
  top_size: "profiles.error.size_unknown",
  bottom_size: "profiles.error.size_unknown",
  shoe_size: "profiles.error.size_unknown",
  color: "profiles.error.color_unknown",
  photo: "profiles.error.photo_required",
};

const REQUIRED_MESSAGES: Record<string, string> = {
  firstname: "profiles.error.firstname_required",
  gender: "profiles.error.gender_required",
  birthdate: "profiles.error.birthdate_required",
};

const TYPE_MESSAGES: Record<string, ProfileFormErrors> = {
  KID_TOO_OLD: { birthdate: "profiles.error.too_old" },
  BIRTHDATE_IN_FUTURE: { birthdate: "profiles.error.birthdate_future" },
  WOMAN_PROFILE_EXISTS: { form: "profiles.error.woman_exists" },
  TOO_MANY_PROFILES: { form: "profiles.error.too_many" },
  PROFILE_HAS_BOX: { form: "profiles.error.has_box" },
  PHOTO_TOO_LARGE: { photo: "profiles.error.photo_too_large" },
  PHOTO_NOT_AN_IMAGE: { photo: "profiles.error.photo_type" },
};

/** The API's problem as locale keys by field, the spec's mandatory-fields message included (§5). */
export function problemMessages(problem: Problem | undefined): ProfileFormErrors {
  if (!problem) return { form: "profiles.error.failed" };
  const byType = TYPE_MESSAGES[problem.type];
  if (byType) return byType;
  const mandatory = problem.title === PROFILE_MANDATORY_MESSAGE;
  const errors: ProfileFormErrors = { form: mandatory ? "profiles.error.mandatory" : "profiles.error.check_fields" };
  for (const field of Object.keys(problem.errors ?? {})) {
    const key = (mandatory && REQUIRED_MESSAGES[field]) || FIELD_MESSAGES[field];
    if (key) errors[field as keyof ProfileFormErrors] = key;
  }
  if (problem.status >= 500) errors.form = "profiles.error.failed";
  return errors;
}

/** An action's answer to a refused form: what was typed, and why it was refused. */
export function refused(intent: string, values: ProfileFormValues, errors: ProfileFormErrors, status: number) {
  return data({ intent, values, errors }, { status: status >= 500 ? 502 : status });
}

/** Room for the form's boundaries and other fields around a photo of the maximum size. */
export const PHOTO_REQUEST_MAX_BYTES = PROFILE_PHOTO_MAX_BYTES + 64 * 1024;

/** Sends the photo of a posted form to the API; the locale keys of what went wrong, if anything. */
export async function uploadPhoto(ctx: RequestContext, profileId: number, form: FormData) {
  const photo = form.get("photo");
  if (!(photo instanceof File) || photo.size === 0) return { photo: "profiles.error.photo_required" };
  if (photo.size > PROFILE_PHOTO_MAX_BYTES) return { photo: "profiles.error.photo_too_large" };
  const body = new FormData();
  body.append("photo", photo, photo.name || "photo");
  const { error } = await ctx.api.POST("/clients/me/kids/{id}/photo", {
    params: { path: { id: String(profileId) } },
    // openapi-fetch sends a FormData as it is (multipart with its boundary)
    body: body as unknown as { photo: string },
  });
  if (!error) return undefined;
  const messages = problemMessages(error);
  return { photo: messages.photo ?? messages.form ?? "profiles.error.failed" };
}
