/**
 * Profiles: the kids (up to 14) and the woman a client dresses. Ids appear in URLs (/{kidId}/malle).
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { clients } from "./clients.js";
import { at, createdAt, id, updatedAt } from "./columns.js";
import { genderEnum, profileSubscriptionStatusEnum, profileTypeEnum } from "./enums.js";

/** Answers given in the style quiz, keyed by quiz step slug. */
export type QuizAnswers = Record<string, unknown>;

export const profiles = pgTable(
  "profiles",
  {
    id: id(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    profileType: profileTypeEnum("profile_type").notNull(),
    firstname: text("firstname").notNull(),
    lastname: text("lastname"),
    gender: genderEnum("gender").notNull(),
    /** Required for a KID (checked), optional for a WOMAN. */
    birthdate: date("birthdate"),
    /** True once a box was requested for the profile (profile status CLIENT, §4). */
    hasRequested: boolean("has_requested").notNull().default(false),
    /** Free comment from the quiz (profile status PROSPECT_WITH_COMMENT when set). */
    description: text("description"),
    photoUrl: text("photo_url"),
    /** Denormalised summary of the profile's subscriptions (§4); null before any request. */
    subscriptionStatus: profileSubscriptionStatusEnum("subscription_status"),
    /** Avatar colours picked from the gender's palettes (API: color.background / color.textColor). */
    colorBackground: text("color_background"),
    colorText: text("color_text"),
    topSize: text("top_size"),
    bottomSize: text("bottom_size"),
    shoeSize: text("shoe_size"),
    quizAnswers: jsonb("quiz_answers").$type<QuizAnswers>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft delete: orders and requests keep pointing at the profile. */
    deletedAt: at("deleted_at"),
  },
  (t) => [
    index("profiles_client_id_idx").on(t.clientId),
    check("profiles_kid_birthdate", sql`${t.profileType} <> 'KID' or ${t.birthdate} is not null`),
    check("profiles_gender_matches_type", sql`(${t.profileType} = 'WOMAN') = (${t.gender} = 'woman')`),
    check("profiles_firstname_not_blank", sql`btrim(${t.firstname}) <> ''`),
  ],
);
export type Profile = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
