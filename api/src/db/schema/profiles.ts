/**
 * Profiles: the kids (up to 14) and the woman a client dresses. Ids appear in URLs (/{kidId}/malle).
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { clients } from "./clients.js";
import { at, bytea, createdAt, id, updatedAt } from "./columns.js";
import { genderEnum, profileSubscriptionStatusEnum, profileTypeEnum } from "./enums.js";

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
    /** When the sizes were last given or changed: a child grows from there (domain/engine/sizes.ts). */
    sizesGivenOn: date("sizes_given_on"),
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
    // A client has one woman profile at most: her own
    uniqueIndex("profiles_one_woman_per_client")
      .on(t.clientId)
      .where(sql`${t.profileType} = 'WOMAN' and ${t.deletedAt} is null`),
  ],
);
export type Profile = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;

/**
 * A profile's photo, kept in the database so it works the same on PGlite and on a server and goes
 * with the backups. Served at /media/profile-photos/{token}.{ext}: the token is random and
 * unguessable, and a new upload gets a new one (docs/decisions/0011-profiles-photos-and-reassign.md).
 */
export const profilePhotos = pgTable(
  "profile_photos",
  {
    id: id(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("profile_photos_token_key").on(t.token),
    // One photo per profile: an upload replaces the previous one
    uniqueIndex("profile_photos_profile_id_key").on(t.profileId),
    check("profile_photos_content_type", sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
  ],
);
export type ProfilePhoto = typeof profilePhotos.$inferSelect;
