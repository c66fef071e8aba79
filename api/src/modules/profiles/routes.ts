/**
 * Profiles (§7): the signed-in client's kid and woman profiles, their photo, and moving a box from
 * one profile to another ("reassign"). Another client's profile always answers 404.
 */
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  MAX_KID_PROFILES,
  PROFILE_MANDATORY_MESSAGE,
  PROFILE_PHOTO_MAX_BYTES,
  normalizeGender,
  normalizeProfileType,
  profileTypeOf,
} from "#domain/profiles.js";
import { ApiError, ProblemSchema, problemResponses, type FieldErrors } from "../../plugins/errors.js";
import { requireFields, signedInClient } from "../clients/index.js";
import { cleanPhoto } from "./photo.js";
import { createProfile, deleteProfile, updateProfile } from "./profile-writes.js";
import {
  CreateProfileBody,
  PatchProfileBody,
  PhotoBody,
  PhotoResponseSchema,
  ProfileIdParams,
  ProfileSchema,
  ReassignBody,
} from "./schemas.js";
import { findPhoto, listProfiles, profileResponse, reassignProfile, requireOwnProfile, savePhoto } from "./service.js";

const TAG = "profiles";
const bearer = [{ bearer: [] }];
const MEGABYTES = PROFILE_PHOTO_MAX_BYTES / 1024 / 1024;

/** Photos are personal: browsers may keep them, shared caches may not. The URL never changes meaning. */
const PHOTO_CACHE_CONTROL = "private, max-age=31536000, immutable";
/** `<43 base64url characters>.<jpg|png|webp>`. */
const PHOTO_FILE = /^([A-Za-z0-9_-]{43})\.(jpg|png|webp)$/;
const PHOTO_TYPE_OF_EXTENSION: Record<string, string> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * §5 before the formats: firstname and gender are mandatory, and birthdate for a KID (the type
 * given, else the gender's), all answered with the spec's one message.
 */
async function requireMandatoryFields(request: FastifyRequest) {
  const body = (request.body && typeof request.body === "object" ? request.body : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  if (isBlank(body.firstname)) errors.firstname = ["firstname is mandatory"];
  if (isBlank(body.gender)) errors.gender = ["gender is mandatory"];
  const gender = normalizeGender(body.gender);
  const type = normalizeProfileType(body.profile_type) ?? (gender ? profileTypeOf(gender) : "KID");
  if (type === "KID" && isBlank(body.birthdate)) errors.birthdate = ["birthdate is mandatory for KIDS"];
  if (Object.keys(errors).length > 0) throw ApiError.badRequest(PROFILE_MANDATORY_MESSAGE, errors);
}

const photoTooLarge = () =>
  new ApiError(413, "PHOTO_TOO_LARGE", `The photo is larger than ${MEGABYTES} MB`, undefined, {
    photo: [`The photo is larger than ${MEGABYTES} MB`],
  });
const photoRequired = (title = "A photo is required") => ApiError.badRequest(title, { photo: [title] });

/** The bytes of the one file of the form, sent in the `photo` field. */
async function readPhotoField(request: FastifyRequest): Promise<{ fileName: string; data: Buffer }> {
  if (!request.isMultipart()) throw photoRequired("Send the photo as multipart/form-data in the photo field");
  try {
    const part = await request.file({
      limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
      throwFileSizeLimit: true,
    });
    if (!part) throw photoRequired();
    if (part.fieldname !== "photo") {
      part.file.resume();
      throw photoRequired("The photo goes in the photo field");
    }
    const data = await part.toBuffer();
    // An empty file input still sends an empty part
    if (data.length === 0) throw photoRequired();
    return { fileName: part.filename, data };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw photoTooLarge();
    if (typeof code === "string" && code.startsWith("FST_")) throw ApiError.badRequest("Malformed form data");
    if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
      throw ApiError.badRequest("Malformed form data");
    }
    throw error;
  }
}

/** Photos read in preValidation, for the handler of the same request. */
const receivedPhotos = new WeakMap<FastifyRequest, Buffer>();

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(
    "/clients/me/kids",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "listProfiles",
        summary: "The signed-in client's profiles (kids and woman), oldest first",
        security: bearer,
        response: { 200: z.array(ProfileSchema), ...problemResponses },
      },
    },
    async (request) => listProfiles(db, request.clientId),
  );

  app.post(
    "/clients/me/kids",
    {
      preHandler: app.requireClient,
      preValidation: requireMandatoryFields,
      schema: {
        tags: [TAG],
        operationId: "createProfile",
        summary: "Add a kid or a woman profile",
        description:
          `firstname and gender are mandatory, and birthdate for a KID (400 '${PROFILE_MANDATORY_MESSAGE}'). ` +
          "A kid is 14 at most (422 KID_TOO_OLD) and not born after today (422 BIRTHDATE_IN_FUTURE). " +
          `Sizes come from the profile type's lists, the colour from the gender's palettes. One woman profile (409 WOMAN_PROFILE_EXISTS) and ${MAX_KID_PROFILES} kids (422 TOO_MANY_PROFILES) at most.`,
        security: bearer,
        body: CreateProfileBody,
        response: { 201: ProfileSchema, ...problemResponses, 409: ProblemSchema },
      },
    },
    async (request, reply) => {
      const client = await signedInClient(db, request);
      const created = await createProfile(db, client, request.body);
      return reply.status(201).send(await profileResponse(db, created));
    },
  );

  app.get(
    "/clients/me/kids/:id",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "getProfile",
        summary: "One of the signed-in client's profiles",
        security: bearer,
        params: ProfileIdParams,
        response: { 200: ProfileSchema, ...problemResponses },
      },
    },
    async (request) => profileResponse(db, await requireOwnProfile(db, request.clientId, request.params.id)),
  );

  app.patch(
    "/clients/me/kids/:id",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "updateProfile",
        summary: "Change a profile",
        description:
          "Every field is optional; null clears an optional one. A kid stays a boy or a girl and keeps a birthdate; sizes and colour follow the profile's type and gender (a gender change without a colour picks one of the new gender's palettes).",
        security: bearer,
        params: ProfileIdParams,
        body: PatchProfileBody,
        response: { 200: ProfileSchema, ...problemResponses },
      },
    },
    async (request) => {
      const updated = await updateProfile(db, request.clientId, request.params.id, request.body);
      return profileResponse(db, updated);
    },
  );

  app.delete(
    "/clients/me/kids/:id",
    {
      preHandler: app.requireClient,
      schema: {
        tags: [TAG],
        operationId: "deleteProfile",
        summary: "Delete a profile",
        description:
          "A soft delete: past boxes and orders keep their profile, the photo is erased. A profile with a box to come or a live subscription cannot be deleted (409 PROFILE_HAS_BOX): reassign or end it first.",
        security: bearer,
        params: ProfileIdParams,
        response: { 204: z.null(), ...problemResponses, 409: ProblemSchema },
      },
    },
    async (request, reply) => {
      const client = await signedInClient(db, request);
      await deleteProfile(db, client, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/clients/me/kids/:id/photo",
    {
      preHandler: app.requireClient,
      // The form is read before validation, so the schema sees the photo field
      preValidation: async (request) => {
        const { data, fileName } = await readPhotoField(request);
        receivedPhotos.set(request, data);
        request.body = { photo: fileName || "photo" } as typeof request.body;
      },
      schema: {
        tags: [TAG],
        operationId: "uploadProfilePhoto",
        summary: "Set a profile's photo",
        description: `multipart/form-data with the picture in the photo field: JPEG, PNG or WebP recognised by its content (422 PHOTO_NOT_AN_IMAGE), ${MEGABYTES} MB at most (413 PHOTO_TOO_LARGE). Metadata (EXIF position, dates) is removed. Replaces the previous photo, whose URL stops answering.`,
        security: bearer,
        consumes: ["multipart/form-data"],
        params: ProfileIdParams,
        body: PhotoBody,
        response: { 200: PhotoResponseSchema, ...problemResponses, 413: ProblemSchema },
      },
    },
    async (request) => {
      const data = receivedPhotos.get(request);
      receivedPhotos.delete(request);
      const profile = await requireOwnProfile(db, request.clientId, request.params.id);
      const photo = data && cleanPhoto(data);
      if (!photo) {
        throw ApiError.unprocessable("PHOTO_NOT_AN_IMAGE", "The photo must be a JPEG, PNG or WebP picture", {
          photo: ["The photo must be a JPEG, PNG or WebP picture"],
        });
      }
      return { photo_url: await savePhoto(db, profile, photo) };
    },
  );

  app.post(
    "/clients/me/kids/:id/reassign",
    {
      preHandler: app.requireClient,
      preValidation: requireFields("body", { profile_id: "A profile id is required" }, "A profile id is required"),
      schema: {
        tags: [TAG],
        operationId: "reassignProfile",
        summary: "Move a profile's box to come and its subscription to another profile",
        description:
          "For a box requested under the wrong profile: the pending requests (with their wishes) and the live subscriptions move to profile_id, another of the client's profiles of the same type (422 PROFILE_TYPE_MISMATCH) that has none (409 PROFILE_HAS_BOX). Nothing to move: 422 NOTHING_TO_REASSIGN. Returns the profile that received them.",
        security: bearer,
        params: ProfileIdParams,
        body: ReassignBody,
        response: { 200: ProfileSchema, ...problemResponses, 409: ProblemSchema },
      },
    },
    async (request) => {
      const id = request.clientId;
      const target = request.body.profile_id;
      if (target === request.params.id) {
        throw ApiError.unprocessable("SAME_PROFILE", "Choose another profile", {
          profile_id: ["Choose another profile"],
        });
      }
      return profileResponse(db, await reassignProfile(db, id, request.params.id, target));
    },
  );

  app.get(
    "/media/profile-photos/:file",
    {
      schema: {
        tags: ["media"],
        operationId: "getProfilePhoto",
        summary: "A profile's photo",
        description:
          "The address is the profile's photo_url: its random token is the only key, so only whoever was given the URL can load it. Deleted profiles and replaced photos answer 404.",
        params: z.object({ file: z.string().max(64) }),
        // The bytes are sent as they are (a Buffer is never serialized)
        response: { 200: z.any().describe("The picture (image/jpeg, image/png or image/webp)"), ...problemResponses },
      },
    },
    async (request, reply) => {
      const [, token, extension] = PHOTO_FILE.exec(request.params.file) ?? [];
      const photo = token ? await findPhoto(db, token) : undefined;
      if (!photo || photo.contentType !== PHOTO_TYPE_OF_EXTENSION[extension ?? ""])
        throw ApiError.notFound("No such picture");
      return reply
        .header("cache-control", PHOTO_CACHE_CONTROL)
        .header("content-disposition", "inline")
        .type(photo.contentType)
        .send(photo.data);
    },
  );
};
