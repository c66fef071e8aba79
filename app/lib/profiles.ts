import type { components } from "~/generated/api-schema";

export type Profile = components["schemas"]["Profile"];

/** The edit page of a profile: kids at /profil/{id}, the woman at /profil/woman/{id} (§2). */
export function profilePath(profile: Pick<Profile, "id" | "profile_type">): string {
  return profile.profile_type === "WOMAN" ? `/profil/woman/${profile.id}` : `/profil/${profile.id}`;
}
