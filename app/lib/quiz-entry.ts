/**
 * The ways into the quiz from the rest of the site (home, /infos, the profile pages, the kid
 * choice): each profile's quiz takes its next code (§4 nextQuizCode) and resumes where it stopped
 * (/quiz/{code}?profileId=); a new profile starts at its identity step (new-kid or signup).
 */
import type { ProfileType } from "#domain/profiles.js";
import { booksBox, identityPath, nextQuizCode } from "#domain/quiz.js";
import type { Profile } from "~/lib/profiles";

type Facts = Pick<Profile, "id" | "profile_type" | "subscription_status" | "has_requested">;

const hasBoxes = (profiles: readonly Pick<Profile, "has_requested">[]) => profiles.some((p) => p.has_requested);

/** A profile's quiz: its next code, resumed by /quiz/{code} (start.tsx). */
export function profileQuizPath(profile: Facts, profiles: readonly Facts[]): string {
  const code = nextQuizCode(profile.profile_type, profile, hasBoxes(profiles));
  return `/quiz/${code}?profileId=${profile.id}`;
}

/** Whether a profile's quiz ends by booking a box ("order a box") or only updates its answers. */
export function profileQuizBooks(profile: Facts, profiles: readonly Facts[]): boolean {
  return booksBox(nextQuizCode(profile.profile_type, profile, hasBoxes(profiles)));
}

/** A new profile's quiz: new-kid / new-profile-woman for a client who has had boxes, else signup. */
export function newProfileQuizPath(type: ProfileType, profiles: readonly Facts[]): string {
  return identityPath(nextQuizCode(type, null, hasBoxes(profiles)), null);
}

/** The words of a profile's quiz link (quiz.json keys): "take the quiz", or "order a box" once it has had one. */
export function quizLinkLabel(profile: Facts & Pick<Profile, "firstname">, profiles: readonly Facts[]) {
  const woman = profile.profile_type === "WOMAN";
  const order = profile.has_requested && profileQuizBooks(profile, profiles);
  const key = order
    ? woman
      ? "quiz.cta.order_woman"
      : "quiz.cta.order"
    : woman
      ? "quiz.cta.take_woman"
      : "quiz.cta.take";
  return { key, firstname: profile.firstname };
}
