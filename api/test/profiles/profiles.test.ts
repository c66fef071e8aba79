/**
 * Profiles (§7): list, create, read, change, delete, photo and reassign, with the rules of §4/§5
 * and the one security rule that matters most here: a client never reads or changes another
 * client's profiles or photos (404, as if they did not exist).
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PALETTES,
  PROFILE_MANDATORY_MESSAGE,
  PROFILE_PHOTO_MAX_BYTES,
  findPalette,
  todayIn,
} from "#domain/profiles.js";
import { profilePhotos, profiles, requests, subscriptions } from "../../src/db/schema/index.js";
import { DEMO_CLIENT } from "../../src/seed/data/accounts.js";
import { cleanPhoto, exifOrientation } from "../../src/modules/profiles/photo.js";
import { createTestApp, signIn, signUpClient, type TestContext } from "../helpers.js";
import { GPS_SECRET, jpeg, multipart, png, webp } from "./profile-images.js";

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
});
afterAll(async () => ctx?.close());

type Headers = Record<string, string>;
type ProfileBody = {
  id: number;
  client_id: number;
  firstname: string;
  lastname: string | null;
  gender: string;
  birthdate: string | null;
  profile_type: string;
  has_requested: boolean;
  photo_url: string | null;
  subscriptions: { id: number; is_active: boolean; frequency: number | null }[];
  subscription_status: string | null;
  status: string;
  color: { background: string; textColor: string } | null;
  top_size: string | null;
  bottom_size: string | null;
  shoe_size: string | null;
};

/** Each test starts with a new client, without profiles. */
const newClient = () => signUpClient(app, "family");

/** A date `years` years (and `days` days) before today, in the shop's calendar. */
function yearsAgo(years: number, days = 0): string {
  const [y, m, d] = todayIn().split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d - days));
  return date.toISOString().slice(0, 10);
}

const create = (headers: Headers, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/clients/me/kids", headers, payload });
const get = (headers: Headers, id: number) => app.inject({ method: "GET", url: `/clients/me/kids/${id}`, headers });
const patch = (headers: Headers, id: number, payload: Record<string, unknown>) =>
  app.inject({ method: "PATCH", url: `/clients/me/kids/${id}`, headers, payload });
const remove = (headers: Headers, id: number) =>
  app.inject({ method: "DELETE", url: `/clients/me/kids/${id}`, headers });
const reassign = (headers: Headers, id: number, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: `/clients/me/kids/${id}/reassign`, headers, payload });
async function upload(
  headers: Headers,
  id: number,
  file: { name: string; type: string; data: Buffer },
  field = "photo",
) {
  const body = await multipart({ [field]: file });
  return app.inject({
    method: "POST",
    url: `/clients/me/kids/${id}/photo`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function createKid(headers: Headers, payload: Record<string, unknown> = {}): Promise<ProfileBody> {
  const response = await create(headers, { firstname: "Léon", gender: "boy", birthdate: yearsAgo(5), ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ProfileBody>();
}

async function clientStatus(headers: Headers) {
  return (await app.inject({ method: "GET", url: "/clients/me", headers })).json<{
    subscription_status: string;
    woman_subscription_status: string | null;
    is_woman_activated: boolean;
  }>();
}

describe("GET clients/me/kids", () => {
  it("lists the demo client's kids and woman profile with their subscriptions, colours and status", async () => {
    const { headers } = await signIn(app, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const response = await app.inject({ method: "GET", url: "/clients/me/kids", headers });
    expect(response.statusCode).toBe(200);
    const list = response.json<ProfileBody[]>();
    expect(list.map((p) => [p.firstname, p.profile_type, p.gender])).toEqual([
      ["Jules", "KID", "boy"],
      ["Alice", "KID", "girl"],
      ["Camille", "WOMAN", "woman"],
    ]);
    for (const profile of list) {
      expect(profile.status).toBe("CLIENT");
      expect(profile.subscriptions.length).toBeGreaterThan(0);
      // The seed's colours are palettes of the profile's gender
      expect(findPalette(profile.gender as "boy", profile.color!), profile.firstname).toBeDefined();
    }
  });

  it("needs a signed-in client", async () => {
    expect((await app.inject({ method: "GET", url: "/clients/me/kids" })).statusCode).toBe(401);
  });

  it("is empty for a new client", async () => {
    const headers = await newClient();
    expect((await app.inject({ method: "GET", url: "/clients/me/kids", headers })).json()).toEqual([]);
  });
});

describe("POST clients/me/kids", () => {
  it("refuses a profile without firstname, gender, or a kid's birthdate, with the spec's message", async () => {
    const headers = await newClient();
    for (const [payload, fields] of [
      [{}, ["firstname", "gender", "birthdate"]],
      [{ firstname: "  ", gender: "girl", birthdate: yearsAgo(3) }, ["firstname"]],
      [{ firstname: "Zoé", birthdate: yearsAgo(3) }, ["gender"]],
      [{ firstname: "Zoé", gender: "girl" }, ["birthdate"]],
      [{ firstname: "Zoé", gender: "GIRL", birthdate: "" }, ["birthdate"]],
      [{ firstname: "Zoé", gender: "girl", profile_type: "KID" }, ["birthdate"]],
    ] as const) {
      const response = await create(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const problem = response.json<{ title: string; errors: Record<string, string[]> }>();
      expect(problem.title).toBe(PROFILE_MANDATORY_MESSAGE);
      expect(Object.keys(problem.errors).sort()).toEqual([...fields].sort());
    }
    expect((await app.inject({ method: "GET", url: "/clients/me/kids", headers })).json()).toEqual([]);
  });

  it("creates a kid, reading the gender in any case, with a palette of its gender", async () => {
    const headers = await newClient();
    const kid = await createKid(headers, {
      firstname: " Zoé ",
      lastname: "Martin",
      gender: "GIRL",
      birthdate: yearsAgo(4),
      top_size: "4 ans",
      bottom_size: "5 ans",
      shoe_size: "26",
    });
    expect(kid).toMatchObject({
      firstname: "Zoé",
      lastname: "Martin",
      gender: "girl",
      profile_type: "KID",
      birthdate: yearsAgo(4),
      has_requested: false,
      status: "PROSPECT",
      subscription_status: null,
      subscriptions: [],
      photo_url: null,
      top_size: "4 ans",
      bottom_size: "5 ans",
      shoe_size: "26",
    });
    expect(kid.color).toEqual({ background: PALETTES.girl[0].background, textColor: PALETTES.girl[0].textColor });
    expect((await get(headers, kid.id)).json()).toEqual(kid);
  });

  it("gives brothers and sisters different colours, or the colour asked for", async () => {
    const headers = await newClient();
    const first = await createKid(headers);
    const second = await createKid(headers, { firstname: "Paul" });
    expect(first.color?.background).toBe(PALETTES.boy[0].background);
    expect(second.color?.background).toBe(PALETTES.boy[1].background);
    const chosen = PALETTES.boy[2];
    const third = await createKid(headers, {
      firstname: "Noé",
      color: { background: chosen.background.toUpperCase(), textColor: chosen.textColor },
    });
    expect(third.color).toEqual({ background: chosen.background, textColor: chosen.textColor });
    const wrong = await create(headers, {
      firstname: "Eva",
      gender: "girl",
      birthdate: yearsAgo(2),
      color: { background: PALETTES.boy[0].background, textColor: PALETTES.boy[0].textColor },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.color).toBeDefined();
  });

  it("keeps kids up to 14 years and refuses the future, unknown dates and unknown sizes", async () => {
    const headers = await newClient();
    await createKid(headers, { birthdate: yearsAgo(15, -1) }); // 14, the day before turning 15
    await createKid(headers, { birthdate: todayIn() }); // born today
    const tooOld = await create(headers, { firstname: "Max", gender: "boy", birthdate: yearsAgo(15) });
    expect(tooOld.statusCode).toBe(422);
    expect(tooOld.json()).toMatchObject({ type: "KID_TOO_OLD", errors: { birthdate: expect.any(Array) } });
    const future = await create(headers, { firstname: "Max", gender: "boy", birthdate: yearsAgo(0, -1) });
    expect(future.statusCode).toBe(422);
    expect(future.json().type).toBe("BIRTHDATE_IN_FUTURE");
    for (const birthdate of ["2020-02-30", "12/03/2020", "soon"]) {
      const response = await create(headers, { firstname: "Max", gender: "boy", birthdate });
      expect(response.statusCode, birthdate).toBe(400);
    }
    const sizes = await create(headers, {
      firstname: "Max",
      gender: "boy",
      birthdate: yearsAgo(6),
      top_size: "M",
      shoe_size: "50",
    });
    expect(sizes.statusCode).toBe(400);
    expect(Object.keys(sizes.json().errors).sort()).toEqual(["shoe_size", "top_size"]);
    const gender = await create(headers, { firstname: "Max", gender: "robot", birthdate: yearsAgo(6) });
    expect(gender.statusCode).toBe(400);
  });

  it("creates one woman profile, birthdate optional, and activates the woman universe", async () => {
    const headers = await newClient();
    expect(await clientStatus(headers)).toMatchObject({ woman_subscription_status: null, is_woman_activated: false });
    const response = await create(headers, { firstname: "Inès", gender: "Woman", top_size: "M", shoe_size: "38" });
    expect(response.statusCode, response.body).toBe(201);
    const woman = response.json<ProfileBody>();
    expect(woman).toMatchObject({ profile_type: "WOMAN", gender: "woman", birthdate: null, top_size: "M" });
    expect(findPalette("woman", woman.color!)).toBeDefined();
    expect(await clientStatus(headers)).toMatchObject({
      woman_subscription_status: "PROSPECT_WITH_WOMAN",
      is_woman_activated: true,
    });
    const second = await create(headers, { firstname: "Inès", gender: "woman" });
    expect(second.statusCode).toBe(409);
    expect(second.json().type).toBe("WOMAN_PROFILE_EXISTS");
    const mismatch = await create(headers, { firstname: "Inès", gender: "woman", profile_type: "kid" });
    expect(mismatch.statusCode).toBe(400);
    const kidSizes = await create(headers, {
      firstname: "Inès",
      gender: "girl",
      birthdate: yearsAgo(3),
      top_size: "M",
    });
    expect(kidSizes.statusCode).toBe(400);
  });

  it("makes a prospect with a kid PROSPECT_WITH_KID, and a plain prospect again without", async () => {
    const headers = await newClient();
    expect((await clientStatus(headers)).subscription_status).toBe("PROSPECT");
    const kid = await createKid(headers);
    expect((await clientStatus(headers)).subscription_status).toBe("PROSPECT_WITH_KID");
    expect((await remove(headers, kid.id)).statusCode).toBe(204);
    expect((await clientStatus(headers)).subscription_status).toBe("PROSPECT");
  });
});

describe("PATCH clients/me/kids/{id}", () => {
  it("changes sizes, names and birthdate, and clears optional fields with null", async () => {
    const headers = await newClient();
    const kid = await createKid(headers, { lastname: "Petit", top_size: "4 ans" });
    const response = await patch(headers, kid.id, {
      firstname: "Léonard",
      lastname: null,
      birthdate: yearsAgo(6),
      top_size: "6 ans",
      bottom_size: "8 ans",
      shoe_size: "30",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      firstname: "Léonard",
      lastname: null,
      birthdate: yearsAgo(6),
      top_size: "6 ans",
      bottom_size: "8 ans",
      shoe_size: "30",
      color: kid.color,
    });
    expect((await patch(headers, kid.id, { top_size: null })).json().top_size).toBeNull();
  });

  it("recolours a kid whose gender changes, and keeps a kid a kid with a birthdate", async () => {
    const headers = await newClient();
    const kid = await createKid(headers, { color: { ...PALETTES.boy[0] } });
    const girl = (await patch(headers, kid.id, { gender: "Girl" })).json<ProfileBody>();
    expect(girl.gender).toBe("girl");
    expect(findPalette("girl", girl.color!)).toBeDefined();
    const lilac = PALETTES.girl[1];
    expect((await patch(headers, kid.id, { color: lilac })).json().color.background).toBe(lilac.background);

    const woman = await patch(headers, kid.id, { gender: "woman" });
    expect(woman.statusCode).toBe(400);
    const noBirthdate = await patch(headers, kid.id, { birthdate: null });
    expect(noBirthdate.statusCode).toBe(400);
    expect(noBirthdate.json().title).toBe(PROFILE_MANDATORY_MESSAGE);
    const blank = await patch(headers, kid.id, { firstname: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().title).toBe(PROFILE_MANDATORY_MESSAGE);
    expect((await patch(headers, kid.id, { birthdate: yearsAgo(16) })).json().type).toBe("KID_TOO_OLD");
    expect((await patch(headers, kid.id, { color: PALETTES.boy[2] })).statusCode).toBe(400);
    // Nothing of the refused changes was written
    expect((await get(headers, kid.id)).json()).toMatchObject({ gender: "girl", firstname: "Léon" });
  });
});

describe("DELETE clients/me/kids/{id}", () => {
  it("soft-deletes: the profile is gone for the client, the row stays for past orders", async () => {
    const headers = await newClient();
    const kid = await createKid(headers);
    expect((await remove(headers, kid.id)).statusCode).toBe(204);
    expect((await get(headers, kid.id)).statusCode).toBe(404);
    expect((await remove(headers, kid.id)).statusCode).toBe(404);
    expect((await patch(headers, kid.id, { top_size: "6 ans" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/clients/me/kids", headers })).json()).toEqual([]);
    const [row] = await app.db.select().from(profiles).where(eq(profiles.id, kid.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it("keeps a profile that has a box to come or a live subscription", async () => {
    const { headers } = await signIn(app, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const list = (await app.inject({ method: "GET", url: "/clients/me/kids", headers })).json<ProfileBody[]>();
    const alice = list.find((p) => p.firstname === "Alice")!;
    const response = await remove(headers, alice.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().type).toBe("PROFILE_HAS_BOX");
    expect((await get(headers, alice.id)).statusCode).toBe(200);
  });

  it("answers 400 for an id that is not one", async () => {
    const headers = await newClient();
    expect((await remove(headers, 0)).statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: "/clients/me/kids/abc", headers })).statusCode).toBe(400);
  });
});

describe("POST clients/me/kids/{id}/photo", () => {
  it("keeps a PNG and serves it at its photo_url, privately cached", async () => {
    const headers = await newClient();
    const kid = await createKid(headers);
    const picture = png();
    const response = await upload(headers, kid.id, { name: "leon.png", type: "image/png", data: picture });
    expect(response.statusCode, response.body).toBe(200);
    const { photo_url } = response.json<{ photo_url: string }>();
    expect(photo_url).toMatch(/^\/media\/profile-photos\/[A-Za-z0-9_-]{43}\.png$/);
    expect((await get(headers, kid.id)).json().photo_url).toBe(photo_url);

    // Served to whoever holds the URL, without a token (the storefront proxies /media/*)
    const served = await app.inject({ method: "GET", url: photo_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toContain("private");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.rawPayload.equals(picture)).toBe(true);
    expect((await app.inject({ method: "GET", url: photo_url.replace(".png", ".jpg") })).statusCode).toBe(404);

    // A new photo replaces it; the old URL stops answering
    const second = await upload(headers, kid.id, { name: "leon.jpg", type: "image/jpeg", data: jpeg() });
    expect(second.statusCode).toBe(200);
    expect(second.json().photo_url).toMatch(/\.jpg$/);
    expect((await app.inject({ method: "GET", url: photo_url })).statusCode).toBe(404);
    const rows = await app.db.select().from(profilePhotos).where(eq(profilePhotos.profileId, kid.id));
    expect(rows).toHaveLength(1);

    // Deleting the profile erases its photo
    expect((await remove(headers, kid.id)).statusCode).toBe(204);
    expect((await app.inject({ method: "GET", url: second.json().photo_url })).statusCode).toBe(404);
    expect(await app.db.select().from(profilePhotos).where(eq(profilePhotos.profileId, kid.id))).toHaveLength(0);
  });

  it("refuses what is not a JPEG, PNG or WebP picture, whatever its name and declared type", async () => {
    const headers = await newClient();
    const kid = await createKid(headers);
    const fakes = [
      { name: "photo.png", type: "image/png", data: Buffer.from("#!/bin/sh\necho not a picture\n") },
      { name: "photo.jpg", type: "image/jpeg", data: Buffer.from("%PDF-1.7 a document") },
      { name: "photo.gif", type: "image/gif", data: Buffer.from("GIF89a\x01\x00\x01\x00", "latin1") },
      // The right first bytes, then nothing readable
      { name: "photo.png", type: "image/png", data: png().subarray(0, 20) },
      { name: "photo.jpg", type: "image/jpeg", data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a]) },
      { name: "photo.webp", type: "image/webp", data: Buffer.from("RIFF\x04\x00\x00\x00WEBP", "latin1") },
    ];
    for (const fake of fakes) {
      const response = await upload(headers, kid.id, fake);
      expect(response.statusCode, fake.data.toString("latin1", 0, 12)).toBe(422);
      expect(response.json()).toMatchObject({ type: "PHOTO_NOT_AN_IMAGE", errors: { photo: expect.any(Array) } });
    }
    expect((await get(headers, kid.id)).json().photo_url).toBeNull();
  });

  it("refuses a photo over the size limit, in another field, missing or not multipart", async () => {
    const headers = await newClient();
    const kid = await createKid(headers);
    const big = Buffer.concat([png(), Buffer.alloc(PROFILE_PHOTO_MAX_BYTES)]);
    const tooLarge = await upload(headers, kid.id, { name: "big.png", type: "image/png", data: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ type: "PHOTO_TOO_LARGE", errors: { photo: expect.any(Array) } });

    const otherField = await upload(headers, kid.id, { name: "a.png", type: "image/png", data: png() }, "picture");
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().errors.photo).toBeDefined();

    const empty = await upload(headers, kid.id, { name: "", type: "application/octet-stream", data: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);

    const json = await app.inject({
      method: "POST",
      url: `/clients/me/kids/${kid.id}/photo`,
      headers,
      payload: { photo: "aGVsbG8=" },
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect((await get(headers, kid.id)).json().photo_url).toBeNull();
  });

  it("removes EXIF, comments and text from photos but keeps a JPEG's orientation", async () => {
    const cleanedJpeg = cleanPhoto(jpeg({ orientation: 6 }))!;
    expect(cleanedJpeg.kind.mime).toBe("image/jpeg");
    expect(cleanedJpeg.data.includes(GPS_SECRET)).toBe(false);
    expect(cleanedJpeg.data.includes("ICC_PROFILE")).toBe(true);
    const app1 = cleanedJpeg.data.indexOf(Buffer.from([0xff, 0xe1]));
    expect(exifOrientation(cleanedJpeg.data.subarray(app1 + 4))).toBe(6);
    // Upright photos need no EXIF at all
    expect(cleanPhoto(jpeg({ orientation: 1 }))!.data.indexOf(Buffer.from([0xff, 0xe1]))).toBe(-1);

    const cleanedPng = cleanPhoto(png(8, 8, [1, 2, 3], GPS_SECRET))!;
    expect(cleanedPng.data.includes(GPS_SECRET)).toBe(false);
    expect(cleanedPng.data.equals(png(8, 8, [1, 2, 3]))).toBe(true);

    const cleanedWebp = cleanPhoto(webp(true))!;
    expect(cleanedWebp.data.includes(GPS_SECRET)).toBe(false);
    expect(cleanedWebp.data[20]! & 0x08).toBe(0);
    expect(cleanedWebp.data.readUInt32LE(4)).toBe(cleanedWebp.data.length - 8);
    expect(cleanedWebp.data.equals(webp())).toBe(true);

    // Through the API: what is served is the cleaned picture
    const headers = await newClient();
    const kid = await createKid(headers);
    const response = await upload(headers, kid.id, {
      name: "IMG_0001.JPG",
      type: "image/jpeg",
      data: jpeg({ orientation: 6 }),
    });
    const served = await app.inject({ method: "GET", url: response.json().photo_url });
    expect(served.rawPayload.includes(GPS_SECRET)).toBe(false);
    expect(served.rawPayload.equals(cleanedJpeg.data)).toBe(true);
  });
});

describe("POST clients/me/kids/{id}/reassign", () => {
  it("moves the box to come and the subscription to another kid of the client", async () => {
    const { headers } = await signIn(app, DEMO_CLIENT.email, DEMO_CLIENT.password);
    const list = (await app.inject({ method: "GET", url: "/clients/me/kids", headers })).json<ProfileBody[]>();
    const jules = list.find((p) => p.firstname === "Jules")!;
    const alice = list.find((p) => p.firstname === "Alice")!;
    const woman = list.find((p) => p.profile_type === "WOMAN")!;

    expect((await reassign(headers, jules.id, {})).json().title).toBe("A profile id is required");
    expect((await reassign(headers, jules.id, { profile_id: jules.id })).json().type).toBe("SAME_PROFILE");
    const busy = await reassign(headers, jules.id, { profile_id: alice.id });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().type).toBe("PROFILE_HAS_BOX");
    const mismatch = await reassign(headers, jules.id, { profile_id: woman.id });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().type).toBe("PROFILE_TYPE_MISMATCH");

    const [pending] = await app.db.select().from(requests).where(eq(requests.profileId, jules.id));
    const brother = await createKid(headers, { firstname: "Hugo", birthdate: "2019-04-12" });
    const nothing = await reassign(headers, brother.id, { profile_id: jules.id });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().type).toBe("NOTHING_TO_REASSIGN");

    const moved = await reassign(headers, jules.id, { profile_id: String(brother.id) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      id: brother.id,
      has_requested: true,
      status: "CLIENT",
      subscription_status: "ONGOING_SUBSCRIPTION",
    });
    const after = (await get(headers, jules.id)).json<ProfileBody>();
    // Jules keeps his past box, whose subscription went to Hugo
    expect(after).toMatchObject({ has_requested: true, subscription_status: "TERMINATED_SUBSCRIPTION" });
    expect(after.subscriptions).toEqual([]);
    const subs = await app.db.select().from(subscriptions).where(eq(subscriptions.profileId, brother.id));
    expect(subs).toHaveLength(1);
    const pendingNow = await app.db.select().from(requests).where(eq(requests.profileId, brother.id));
    expect(pendingNow.map((r) => r.status)).toEqual(["PENDING"]);
    expect(pending).toBeDefined();

    // Nothing left to move from Jules; the box can go back
    expect((await reassign(headers, jules.id, { profile_id: brother.id })).json().type).toBe("NOTHING_TO_REASSIGN");
    expect((await reassign(headers, brother.id, { profile_id: jules.id })).statusCode).toBe(200);
  });
});

describe("another client's profiles", () => {
  it("cannot be read, changed, deleted, given a photo or reassigned: 404 every time", async () => {
    const owner = await newClient();
    const stranger = await newClient();
    const kid = await createKid(owner, { top_size: "4 ans" });
    const photo = await upload(owner, kid.id, { name: "kid.png", type: "image/png", data: png() });
    const ownPhotoUrl = photo.json().photo_url as string;
    const strangersKid = await createKid(stranger);

    const answers = [
      await get(stranger, kid.id),
      await patch(stranger, kid.id, { top_size: "8 ans" }),
      await remove(stranger, kid.id),
      await upload(stranger, kid.id, { name: "x.png", type: "image/png", data: png(2, 2, [0, 0, 0]) }),
      await reassign(stranger, kid.id, { profile_id: strangersKid.id }),
      await reassign(stranger, strangersKid.id, { profile_id: kid.id }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json().type).toBe("NOT_FOUND");
    }
    const list = (await app.inject({ method: "GET", url: "/clients/me/kids", headers: stranger })).json<
      ProfileBody[]
    >();
    expect(list.map((p) => p.id)).toEqual([strangersKid.id]);
    // Untouched
    const mine = (await get(owner, kid.id)).json<ProfileBody>();
    expect(mine).toMatchObject({ top_size: "4 ans", photo_url: ownPhotoUrl });
    // Photo URLs are unguessable: a made-up token answers 404
    const guess = `/media/profile-photos/${"A".repeat(43)}.png`;
    expect((await app.inject({ method: "GET", url: guess })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/media/profile-photos/1.png" })).statusCode).toBe(404);
  });
});
