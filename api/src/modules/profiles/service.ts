/**
 * Profile reads and writes. Every read is scoped to the signed-in client: another client's profile
 * is "not found", like one that does not exist (docs/decisions/0006-api-errors-cache-tests.md).
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import type { AppDatabase, Db } from "../../db/client.js";
import {
  clients,
  profilePhotos,
  profiles,
  requests,
  subscriptions,
  type Client,
  type NewProfile,
  type Profile,
  type Subscription,
} from "../../db/schema/index.js";
import {
  PROFILE_MANDATORY_MESSAGE,
  SIZE_FIELDS,
  birthdateProblem,
  findPalette,
  isSizeOption,
  profileStatus,
  profileSubscriptionStatus,
  todayIn,
  type Gender,
  type ProfileType,
  type SubscriptionFacts,
} from "#domain/profiles.js";
import { ApiError, type FieldErrors } from "../../plugins/errors.js";
import type { CleanPhoto } from "./photo.js";
import type { ProfileResponse } from "./schemas.js";

export const profileNotFound = () => ApiError.notFound("No such profile");

/** The client's own profile, not deleted; `forUpdate` locks the row inside a transaction. */
export async function findOwnProfile(
  db: Db,
  clientId: number,
  id: number,
  forUpdate = false,
): Promise<Profile | undefined> {
  const query = db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.clientId, clientId), isNull(profiles.deletedAt)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export async function requireOwnProfile(db: Db, clientId: number, id: number, forUpdate = false): Promise<Profile> {
  const profile = await findOwnProfile(db, clientId, id, forUpdate);
  if (!profile) throw profileNotFound();
  return profile;
}

// ── Responses ──────────────────────────────────────────────────────────────────────────────────

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function subscriptionOut(row: Subscription) {
  return {
    id: row.id,
    is_active: row.isActive,
    frequency: row.frequency,
    status_details_code: row.statusDetailsCode,
    next_at: iso(row.nextAt),
    next_optimistic_delivery_date: row.nextOptimisticDeliveryDate,
    next_delivery_date: row.nextDeliveryDate,
    created_at: row.createdAt.toISOString(),
  };
}

function profileOut(row: Profile, subs: Subscription[]): ProfileResponse {
  return {
    id: row.id,
    client_id: row.clientId,
    firstname: row.firstname,
    lastname: row.lastname,
    gender: row.gender,
    birthdate: row.birthdate,
    profile_type: row.profileType,
    has_requested: row.hasRequested,
    description: row.description,
    photo_url: row.photoUrl,
    subscriptions: subs.map(subscriptionOut),
    subscription_status: row.subscriptionStatus,
    status: profileStatus({ has_requested: row.hasRequested, description: row.description }),
    color: row.colorBackground && row.colorText ? { background: row.colorBackground, textColor: row.colorText } : null,
    top_size: row.topSize,
    bottom_size: row.bottomSize,
    shoe_size: row.shoeSize,
    created_at: row.createdAt.toISOString(),
  };
}

async function subscriptionsOf(db: Db, profileIds: number[]): Promise<Subscription[]> {
  if (profileIds.length === 0) return [];
  return db
    .select()
    .from(subscriptions)
    .where(inArray(subscriptions.profileId, profileIds))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
}

export async function profileResponse(db: Db, row: Profile): Promise<ProfileResponse> {
  return profileOut(row, await subscriptionsOf(db, [row.id]));
}

/** The client's profiles, oldest first (deleted ones are gone). */
export async function listProfiles(db: Db, clientId: number): Promise<ProfileResponse[]> {
  const rows = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.clientId, clientId), isNull(profiles.deletedAt)))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));
  const subs = await subscriptionsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    profileOut(
      row,
      subs.filter((s) => s.profileId === row.id),
    ),
  );
}

// ── The rules that depend on the profile type ──────────────────────────────────────────────────

export type ProfileValues = {
  birthdate?: string | null;
  top_size?: string | null;
  bottom_size?: string | null;
  shoe_size?: string | null;
  color?: { background: string; textColor: string } | null;
};

/**
 * Refuses a birthdate, a size or a colour the profile type or gender does not allow: 400 for an
 * unknown value, 422 for a kid born after today or older than 14 (§1).
 */
export function checkProfileValues(type: ProfileType, gender: Gender, values: ProfileValues, today = todayIn()) {
  const errors: FieldErrors = {};
  for (const field of SIZE_FIELDS) {
    const size = values[field];
    if (size && !isSizeOption(type, field, size)) errors[field] = [`${size} is not a ${field} of a ${type} profile`];
  }
  if (values.color && !findPalette(gender, values.color)) {
    errors.color = [`The colour must be one of the three palettes for ${gender}`];
  }
  const birthdate = values.birthdate;
  if (type === "KID" && (birthdate === null || birthdate === "")) {
    throw ApiError.badRequest(PROFILE_MANDATORY_MESSAGE, { ...errors, birthdate: ["birthdate is mandatory for KIDS"] });
  }
  const problem = birthdate ? birthdateProblem(type, birthdate, today) : undefined;
  if (problem === "invalid") errors.birthdate = ["A birthdate is a real, past date written YYYY-MM-DD"];
  if (Object.keys(errors).length > 0) throw ApiError.badRequest("Invalid profile", errors);
  if (problem === "future") {
    throw ApiError.unprocessable("BIRTHDATE_IN_FUTURE", "The birthdate is after today", {
      birthdate: ["The birthdate is after today"],
    });
  }
  if (problem === "too-old") {
    throw ApiError.unprocessable("KID_TOO_OLD", "Kid profiles are for children up to 14 years", {
      birthdate: ["Kid profiles are for children up to 14 years"],
    });
  }
}

// ── Writes ─────────────────────────────────────────────────────────────────────────────────────

/** Live kid and woman profiles of a client. */
export async function countProfiles(db: Db, clientId: number, type: ProfileType): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.clientId, clientId), eq(profiles.profileType, type), isNull(profiles.deletedAt)));
  return Number(row?.n ?? 0);
}

/** Colours the client's profiles wear, for picking a new profile's. */
export async function backgroundsInUse(db: Db, clientId: number): Promise<string[]> {
  const rows = await db
    .select({ background: profiles.colorBackground })
    .from(profiles)
    .where(and(eq(profiles.clientId, clientId), isNull(profiles.deletedAt)));
  return rows.flatMap((r) => (r.background ? [r.background] : []));
}

/**
 * Keeps the client's prospect statuses in step with its profiles: a prospect with a kid profile is
 * PROSPECT_WITH_KID, with a woman profile PROSPECT_WITH_WOMAN (and the woman universe activated);
 * losing the last one makes it a plain PROSPECT again. Subscribed clients keep their status.
 */
export async function syncProspectStatus(db: Db, client: Client): Promise<void> {
  const [kids, women] = await Promise.all([countProfiles(db, client.id, "KID"), countProfiles(db, client.id, "WOMAN")]);
  const changes: Partial<Client> = {};
  if (client.subscriptionStatus === "PROSPECT" && kids > 0) changes.subscriptionStatus = "PROSPECT_WITH_KID";
  if (client.subscriptionStatus === "PROSPECT_WITH_KID" && kids === 0) changes.subscriptionStatus = "PROSPECT";
  const woman = client.womanSubscriptionStatus;
  if ((woman === null || woman === "PROSPECT") && women > 0) {
    changes.womanSubscriptionStatus = "PROSPECT_WITH_WOMAN";
    changes.isWomanActivated = true;
  }
  if (woman === "PROSPECT_WITH_WOMAN" && women === 0) changes.womanSubscriptionStatus = "PROSPECT";
  if (Object.keys(changes).length > 0) await db.update(clients).set(changes).where(eq(clients.id, client.id));
}

type ProfileSizeColumns = Pick<Profile, "topSize" | "bottomSize" | "shoeSize">;

/**
 * `sizes_given_on` for a write of a profile's sizes: today (the shop's day) when one of the sizes
 * is given or changed, else undefined (left as it is). The engine counts a child's growth from it.
 */
export function sizesGivenOn(
  before: ProfileSizeColumns | null,
  after: Partial<ProfileSizeColumns>,
): string | undefined {
  const keys = ["topSize", "bottomSize", "shoeSize"] as const;
  const changed = keys.some((key) => after[key] !== undefined && after[key] !== null && after[key] !== before?.[key]);
  return changed ? todayIn() : undefined;
}

export async function insertProfile(db: Db, values: NewProfile): Promise<Profile> {
  const [row] = await db
    .insert(profiles)
    .values({ ...values, sizesGivenOn: values.sizesGivenOn ?? sizesGivenOn(null, values) })
    .returning();
  if (!row) throw new Error("profile insert returned nothing");
  return row;
}

/** A profile that has a box on its way or a live subscription cannot simply disappear. */
export async function hasOpenBox(db: Db, profileId: number): Promise<boolean> {
  const [active] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.profileId, profileId), eq(subscriptions.isActive, true)))
    .limit(1);
  if (active) return true;
  const [pending] = await db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.profileId, profileId), eq(requests.status, "PENDING")))
    .limit(1);
  return Boolean(pending);
}

// ── Photos ─────────────────────────────────────────────────────────────────────────────────────

/** Where a photo is served: an unguessable token, new for every upload. */
export const photoPath = (token: string, extension: string) => `/media/profile-photos/${token}.${extension}`;

/** Replaces the profile's photo; the previous URL stops answering at once. */
export async function savePhoto(db: AppDatabase, profile: Profile, photo: CleanPhoto): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const url = photoPath(token, photo.kind.extension);
  await db.transaction(async (tx) => {
    await tx.delete(profilePhotos).where(eq(profilePhotos.profileId, profile.id));
    await tx.insert(profilePhotos).values({
      profileId: profile.id,
      token,
      contentType: photo.kind.mime,
      sizeBytes: photo.data.length,
      data: photo.data,
    });
    await tx.update(profiles).set({ photoUrl: url }).where(eq(profiles.id, profile.id));
  });
  return url;
}

export async function findPhoto(db: AppDatabase, token: string) {
  const [row] = await db
    .select({ contentType: profilePhotos.contentType, data: profilePhotos.data })
    .from(profilePhotos)
    .innerJoin(profiles, eq(profiles.id, profilePhotos.profileId))
    .where(and(eq(profilePhotos.token, token), isNull(profiles.deletedAt)))
    .limit(1);
  return row;
}

// ── Reassign ───────────────────────────────────────────────────────────────────────────────────

const facts = (row: Subscription): SubscriptionFacts => ({
  is_active: row.isActive,
  frequency: row.frequency,
  status_details_code: row.statusDetailsCode,
  created_at: row.createdAt.toISOString(),
});

/**
 * has_requested and subscription_status recomputed from the profile's requests and subscriptions.
 * A past box whose subscription went to another profile counts as a subscription that ended here.
 */
async function refreshRequestState(db: Db, profileId: number): Promise<void> {
  const own = await subscriptionsOf(db, [profileId]);
  const pastRequests = await db
    .select({ subscriptionId: requests.subscriptionId })
    .from(requests)
    .where(eq(requests.profileId, profileId));
  const ownIds = new Set(own.map((s) => s.id));
  const movedIds = [
    ...new Set(
      pastRequests.flatMap((r) => (r.subscriptionId && !ownIds.has(r.subscriptionId) ? [r.subscriptionId] : [])),
    ),
  ];
  const moved = movedIds.length ? await db.select().from(subscriptions).where(inArray(subscriptions.id, movedIds)) : [];
  const subs = [...own.map(facts), ...moved.map((s) => ({ ...facts(s), is_active: false }))];
  const hasRequests = pastRequests.length > 0;
  await db
    .update(profiles)
    .set({
      hasRequested: hasRequests || own.length > 0,
      subscriptionStatus: profileSubscriptionStatus(subs, hasRequests),
    })
    .where(eq(profiles.id, profileId));
}

/**
 * Moves the box to come (the pending requests, with their wishes) and the live subscriptions of one
 * of the client's profiles to another of the same type that has none, in one transaction with both
 * rows locked. Past boxes, orders and ratings stay with the profile they were for.
 */
export async function reassignProfile(db: AppDatabase, clientId: number, fromId: number, toId: number) {
  return db.transaction(async (tx) => {
    // Locked in id order, so two opposite reassignments cannot deadlock
    const [first, second] = fromId < toId ? [fromId, toId] : [toId, fromId];
    const lockedFirst = await findOwnProfile(tx, clientId, first, true);
    const lockedSecond = await findOwnProfile(tx, clientId, second, true);
    const from = fromId === first ? lockedFirst : lockedSecond;
    const to = fromId === first ? lockedSecond : lockedFirst;
    if (!from || !to) throw profileNotFound();
    if (from.profileType !== to.profileType) {
      throw ApiError.unprocessable("PROFILE_TYPE_MISMATCH", "A box moves between profiles of the same type", {
        profile_id: ["Choose a profile of the same type"],
      });
    }
    if (!(await hasOpenBox(tx, from.id))) {
      throw ApiError.unprocessable("NOTHING_TO_REASSIGN", "This profile has no box to come and no subscription");
    }
    if (await hasOpenBox(tx, to.id)) {
      throw ApiError.conflict("PROFILE_HAS_BOX", "The other profile already has a box or a subscription", {
        profile_id: ["This profile already has a box or a subscription"],
      });
    }
    await tx
      .update(subscriptions)
      .set({ profileId: to.id })
      .where(and(eq(subscriptions.profileId, from.id), eq(subscriptions.isActive, true)));
    await tx
      .update(requests)
      .set({ profileId: to.id })
      .where(and(eq(requests.profileId, from.id), eq(requests.status, "PENDING")));
    await refreshRequestState(tx, from.id);
    await refreshRequestState(tx, to.id);
    return requireOwnProfile(tx, clientId, to.id);
  });
}
