/**
 * A client's profile created, changed or deleted (§5, §7): each in one transaction, the client's
 * prospect statuses kept in step with its profiles.
 */
import { eq } from "drizzle-orm";
import {
  MAX_KID_PROFILES,
  PROFILE_MANDATORY_MESSAGE,
  choosePalette,
  findPalette,
  profileTypeOf,
} from "#domain/profiles.js";
import type { AppDatabase } from "../../db/client.js";
import { profilePhotos, profiles, type Client, type Profile } from "../../db/schema/index.js";
import { ApiError } from "../../plugins/errors.js";
import { isUniqueViolation } from "../clients/index.js";
import type { CreateProfileInput, PatchProfileInput } from "./schemas.js";
import {
  backgroundsInUse,
  checkProfileValues,
  countProfiles,
  hasOpenBox,
  insertProfile,
  sizesGivenOn,
  requireOwnProfile,
  syncProspectStatus,
} from "./service.js";

/** A new kid or woman profile of the client: 5 kids and one woman at most (§5). */
export async function createProfile(db: AppDatabase, client: Client, body: CreateProfileInput): Promise<Profile> {
  const type = body.profile_type ?? profileTypeOf(body.gender);
  if (profileTypeOf(body.gender) !== type) {
    throw ApiError.badRequest("Invalid profile", {
      gender: [type === "KID" ? "A kid is a boy or a girl" : "A woman profile's gender is woman"],
    });
  }
  checkProfileValues(type, body.gender, body);
  return db
    .transaction(async (tx) => {
      if (type === "KID" && (await countProfiles(tx, client.id, "KID")) >= MAX_KID_PROFILES) {
        throw ApiError.unprocessable("TOO_MANY_PROFILES", `A client has ${MAX_KID_PROFILES} kid profiles at most`);
      }
      const palette = body.color
        ? findPalette(body.gender, body.color)!
        : choosePalette(body.gender, await backgroundsInUse(tx, client.id));
      const row = await insertProfile(tx, {
        clientId: client.id,
        profileType: type,
        firstname: body.firstname,
        lastname: body.lastname || null,
        gender: body.gender,
        birthdate: body.birthdate || null,
        description: body.description || null,
        topSize: body.top_size || null,
        bottomSize: body.bottom_size || null,
        shoeSize: body.shoe_size || null,
        colorBackground: palette.background,
        colorText: palette.textColor,
      });
      await syncProspectStatus(tx, client);
      return row;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) {
        throw ApiError.conflict("WOMAN_PROFILE_EXISTS", "This account already has a woman profile");
      }
      throw error;
    });
}

/** Changes one of the client's profiles, its row locked; null clears an optional field. */
export async function updateProfile(
  db: AppDatabase,
  clientId: number,
  profileId: number,
  body: PatchProfileInput,
): Promise<Profile> {
  return db.transaction(async (tx) => {
    const profile = await requireOwnProfile(tx, clientId, profileId, true);
    const type = profile.profileType;
    const gender = body.gender ?? profile.gender;
    if (profileTypeOf(gender) !== type) {
      throw ApiError.badRequest("Invalid profile", {
        gender: [type === "KID" ? "A kid is a boy or a girl" : "A woman profile's gender is woman"],
      });
    }
    if (body.firstname !== undefined && body.firstname === "") {
      throw ApiError.badRequest(PROFILE_MANDATORY_MESSAGE, { firstname: ["firstname is mandatory"] });
    }
    checkProfileValues(type, gender, body);
    const current = { background: profile.colorBackground ?? "", textColor: profile.colorText ?? "" };
    const palette = body.color
      ? findPalette(gender, body.color)
      : (findPalette(gender, current) ?? choosePalette(gender, await backgroundsInUse(tx, clientId)));
    const sizes = {
      topSize: body.top_size === undefined ? undefined : body.top_size || null,
      bottomSize: body.bottom_size === undefined ? undefined : body.bottom_size || null,
      shoeSize: body.shoe_size === undefined ? undefined : body.shoe_size || null,
    };
    const [row] = await tx
      .update(profiles)
      .set({
        firstname: body.firstname,
        lastname: body.lastname === undefined ? undefined : body.lastname || null,
        gender,
        birthdate: body.birthdate === undefined ? undefined : body.birthdate || null,
        description: body.description === undefined ? undefined : body.description || null,
        ...sizes,
        sizesGivenOn: sizesGivenOn(profile, sizes),
        colorBackground: palette?.background,
        colorText: palette?.textColor,
      })
      .where(eq(profiles.id, profile.id))
      .returning();
    return row!;
  });
}

/**
 * Soft-deletes one of the client's profiles, its row locked: past boxes and orders keep it, its photo
 * is erased. A profile with a box to come or a live subscription stays (409 PROFILE_HAS_BOX).
 */
export async function deleteProfile(db: AppDatabase, client: Client, profileId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const profile = await requireOwnProfile(tx, client.id, profileId, true);
    if (await hasOpenBox(tx, profile.id)) {
      throw ApiError.conflict(
        "PROFILE_HAS_BOX",
        "This profile has a box to come or a subscription: reassign or end it before deleting the profile",
      );
    }
    await tx.delete(profilePhotos).where(eq(profilePhotos.profileId, profile.id));
    await tx.update(profiles).set({ deletedAt: new Date(), photoUrl: null }).where(eq(profiles.id, profile.id));
    await syncProspectStatus(tx, client);
  });
}
