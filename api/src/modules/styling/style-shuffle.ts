/**
 * Style Shuffle (§7 "Profiles": GET clients/me/kids/{id}/tinder/suggestions, POST …/tinder; §3
 * Suggestion rating): the published looks a profile can wear, one at a time, each liked or not.
 * The ratings (look_ratings, one per profile and look) feed the styling engine (liked looks).
 *
 * A profile is offered the looks of its type; a kid's are those of its gender or unisex (gender
 * null). Rating again changes the rating (upsert on the profile and look).
 */
import { and, asc, count, eq, isNull, notExists, or, sql, type SQL } from "drizzle-orm";
import type { ContentLocale } from "#domain/locales.js";
import type { AppDatabase } from "../../db/client.js";
import { lookRatings, looks, type Look } from "../../db/schema/index.js";
import { ApiError } from "../../plugins/errors.js";
import { loadLookProductCards } from "../catalogue/index.js";
import { pick } from "../website/index.js";
import { requireOwnProfile } from "../profiles/index.js";

/** Looks sent at once: the page shows one, the rest spare round trips. */
export const SHUFFLE_BATCH = 10;

type Wearer = { id: number; profileType: "KID" | "WOMAN"; gender: "boy" | "girl" | "woman" };

/** The looks a profile can be offered: published, of its type, and for a kid of its gender or unisex. */
function offeredTo(profile: Wearer): SQL {
  return and(
    eq(looks.isPublished, true),
    eq(looks.profileType, profile.profileType),
    profile.profileType === "KID" ? or(isNull(looks.gender), eq(looks.gender, profile.gender)) : undefined,
  )!;
}

/** Whether a look is one the profile can rate (its type, and for a kid its gender or unisex). */
export function lookFits(look: Pick<Look, "profileType" | "gender">, profile: Wearer): boolean {
  if (look.profileType !== profile.profileType) return false;
  return profile.profileType !== "KID" || look.gender === null || look.gender === profile.gender;
}

const notRatedBy = (profileId: number) =>
  notExists(
    sql`(select 1 from ${lookRatings} where ${lookRatings.profileId} = ${profileId} and ${lookRatings.lookId} = ${looks.id})`,
  );

/** The next looks to rate (position order, at most SHUFFLE_BATCH), how many are rated and how many remain. */
export async function shuffleSuggestions(db: AppDatabase, clientId: number, profileId: number, locale: ContentLocale) {
  const profile = await requireOwnProfile(db, clientId, profileId);
  const waiting = and(offeredTo(profile), notRatedBy(profile.id))!;
  const [rows, [remaining], [rated]] = await Promise.all([
    db
      .select({ id: looks.id, name: looks.name, imageUrl: looks.imageUrl })
      .from(looks)
      .where(waiting)
      .orderBy(asc(looks.position), asc(looks.id))
      .limit(SHUFFLE_BATCH),
    db.select({ n: count() }).from(looks).where(waiting),
    db.select({ n: count() }).from(lookRatings).where(eq(lookRatings.profileId, profile.id)),
  ]);
  const cards = await loadLookProductCards(
    db,
    rows.map((row) => row.id),
    locale,
  );
  return {
    looks: rows.map((row) => ({
      id: row.id,
      name: pick(row.name, locale) ?? "",
      image_url: row.imageUrl,
      products: cards.get(row.id) ?? [],
    })),
    rated: Number(rated?.n ?? 0),
    remaining: Number(remaining?.n ?? 0),
  };
}

/**
 * Rates a look for a profile (a second rating replaces the first). 404: another client's profile,
 * an unknown or unpublished look; 400: a look of the other profile type (or a kid look of the
 * other gender).
 */
export async function rateLook(db: AppDatabase, clientId: number, profileId: number, lookId: number, like: boolean) {
  const profile = await requireOwnProfile(db, clientId, profileId);
  const [look] = await db
    .select({ id: looks.id, profileType: looks.profileType, gender: looks.gender })
    .from(looks)
    .where(and(eq(looks.id, lookId), eq(looks.isPublished, true)));
  if (!look) throw ApiError.notFound("No such look");
  if (!lookFits(look, profile)) {
    const message =
      look.profileType !== profile.profileType
        ? `This look is for a ${look.profileType === "KID" ? "kid" : "woman"} profile`
        : "This look is for the other gender";
    throw ApiError.badRequest(message, { look_id: [message] });
  }
  await db
    .insert(lookRatings)
    .values({ profileId: profile.id, lookId: look.id, like })
    .onConflictDoUpdate({ target: [lookRatings.profileId, lookRatings.lookId], set: { like } });
  return { look_id: look.id, like };
}
