/**
 * Style Shuffle (§7 "Profiles": GET clients/me/kids/{id}/tinder/suggestions, POST …/tinder), on
 * PGlite and on the PostgreSQL server: the looks a profile can rate (its type; a kid's gender or
 * unisex; published; not rated yet; in position order, ten at most), a rating and a second one
 * changing it, the 404s and 400s, the empty state, and ratings sent at once kept as one row.
 */
import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lookRatings, looks } from "../../src/db/schema/index.js";
import { createTestApp, expectProblem, signUpClient, type TestContext } from "../helpers.js";
import { malleFixtures, type Headers } from "../malle-fixtures.js";

let ctx: TestContext;
let app: FastifyInstance;
let fx: ReturnType<typeof malleFixtures>;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
  fx = malleFixtures(app);
});
afterAll(async () => ctx?.close());

type Card = { id: number; name: string; image_url: string; brand: { name: string }; variants: unknown[] };
type Suggestions = {
  looks: { id: number; name: string; image_url: string | null; products: Card[] }[];
  rated: number;
  remaining: number;
};

const suggestions = (headers: Headers, profileId: number, locale = "fr") =>
  app.inject({
    method: "GET",
    url: `/clients/me/kids/${profileId}/tinder/suggestions`,
    headers: { ...headers, "accept-language": locale },
  });
const rate = (headers: Headers, profileId: number, payload: object) =>
  app.inject({ method: "POST", url: `/clients/me/kids/${profileId}/tinder`, headers, payload });

/** The looks a girl can be offered, in the order the call gives them. */
async function girlLooks() {
  return app.db
    .select({ id: looks.id, position: looks.position })
    .from(looks)
    .where(
      and(
        eq(looks.isPublished, true),
        eq(looks.profileType, "KID"),
        or(isNull(looks.gender), eq(looks.gender, "girl")),
      ),
    )
    .orderBy(asc(looks.position), asc(looks.id));
}

async function addWoman(headers: Headers) {
  const created = await app.inject({
    method: "POST",
    url: "/clients/me/kids",
    headers,
    payload: { firstname: "Léa", gender: "woman" },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: number }>().id;
}

describe("GET …/tinder/suggestions", () => {
  it("offers a girl the published kid looks of girls or unisex, unrated, in position order, ten at most, with their product cards", async () => {
    const f = await fx.family();
    const expected = await girlLooks();
    expect(expected.length).toBeGreaterThan(0);
    const response = await suggestions(f.headers, f.kidId, "es");
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Suggestions>();
    expect(body.rated).toBe(0);
    expect(body.remaining).toBe(expected.length);
    expect(body.looks.map((look) => look.id)).toEqual(expected.slice(0, 10).map((look) => look.id));
    const first = body.looks[0]!;
    expect(first.name).toBeTruthy();
    expect(first.products.length).toBeGreaterThan(0);
    expect(first.products[0]).toMatchObject({ id: expect.any(Number), brand: { name: expect.any(String) } });
    expect(typeof first.products[0]!.image_url).toBe("string");
  });

  it("offers a woman the women's looks only", async () => {
    const f = await fx.family();
    const womanId = await addWoman(f.headers);
    const body = (await suggestions(f.headers, womanId)).json<Suggestions>();
    const ids = body.looks.map((look) => look.id);
    expect(ids.length).toBeGreaterThan(0);
    const types = await app.db.select({ id: looks.id, type: looks.profileType }).from(looks);
    for (const id of ids) expect(types.find((t) => t.id === id)?.type).toBe("WOMAN");
  });

  it("skips unpublished looks", async () => {
    const f = await fx.family();
    const [first] = await girlLooks();
    await app.db.update(looks).set({ isPublished: false }).where(eq(looks.id, first!.id));
    try {
      const body = (await suggestions(f.headers, f.kidId)).json<Suggestions>();
      expect(body.looks.map((look) => look.id)).not.toContain(first!.id);
      expectProblem(await rate(f.headers, f.kidId, { look_id: first!.id, like: true }), 404);
    } finally {
      await app.db.update(looks).set({ isPublished: true }).where(eq(looks.id, first!.id));
    }
  });

  it("is a 404 for another client's profile, a 401 signed out", async () => {
    const f = await fx.family();
    const other = await signUpClient(app, "shuffle-other");
    expectProblem(await suggestions(other, f.kidId), 404);
    expect(
      (await app.inject({ method: "GET", url: `/clients/me/kids/${f.kidId}/tinder/suggestions` })).statusCode,
    ).toBe(401);
  });
});

describe("POST …/tinder", () => {
  it("rates a look, which leaves the suggestions; rating it again changes the rating", async () => {
    const f = await fx.family();
    const before = (await suggestions(f.headers, f.kidId)).json<Suggestions>();
    const look = before.looks[0]!;

    const liked = await rate(f.headers, f.kidId, { look_id: look.id, like: true });
    expect(liked.statusCode, liked.body).toBe(200);
    expect(liked.json()).toEqual({ look_id: look.id, like: true });

    const after = (await suggestions(f.headers, f.kidId)).json<Suggestions>();
    expect(after.looks.map((l) => l.id)).not.toContain(look.id);
    expect(after.rated).toBe(1);
    expect(after.remaining).toBe(before.remaining - 1);

    const changed = await rate(f.headers, f.kidId, { look_id: look.id, like: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ look_id: look.id, like: false });
    const rows = await app.db.select().from(lookRatings).where(eq(lookRatings.profileId, f.kidId));
    expect(rows.map((r) => [r.lookId, r.like])).toEqual([[look.id, false]]);
    expect((await suggestions(f.headers, f.kidId)).json<Suggestions>().rated).toBe(1);
  });

  it("ends with no look to rate once every one is rated", async () => {
    const f = await fx.family();
    const all = await girlLooks();
    for (const [i, look] of all.entries()) {
      const response = await rate(f.headers, f.kidId, { look_id: look.id, like: i % 2 === 0 });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await suggestions(f.headers, f.kidId)).json<Suggestions>()).toEqual({
      looks: [],
      rated: all.length,
      remaining: 0,
    });
  });

  it("keeps one row when the same look is rated many times at once", async () => {
    const f = await fx.family();
    const [look] = await girlLooks();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => rate(f.headers, f.kidId, { look_id: look!.id, like: i % 2 === 0 })),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rows = await app.db.select().from(lookRatings).where(eq(lookRatings.profileId, f.kidId));
    expect(rows).toHaveLength(1);
  });

  it("refuses another client's profile (404), an unknown look (404), a look of the other type or gender (400), a bad body (400)", async () => {
    const f = await fx.family();
    const womanId = await addWoman(f.headers);
    const other = await signUpClient(app, "shuffle-other");
    const [girlLook] = await girlLooks();
    const [womanLook] = await app.db
      .select({ id: looks.id })
      .from(looks)
      .where(eq(looks.profileType, "WOMAN"))
      .limit(1);
    const [boyLook] = await app.db.select({ id: looks.id }).from(looks).where(eq(looks.gender, "boy")).limit(1);

    expectProblem(await rate(other, f.kidId, { look_id: girlLook!.id, like: true }), 404);
    expectProblem(await rate(f.headers, f.kidId, { look_id: 999_999_999, like: true }), 404);
    const wrongType = expectProblem(await rate(f.headers, f.kidId, { look_id: womanLook!.id, like: true }), 400);
    expect(wrongType.errors?.look_id).toBeTruthy();
    expectProblem(await rate(f.headers, womanId, { look_id: girlLook!.id, like: true }), 400);
    if (boyLook) expectProblem(await rate(f.headers, f.kidId, { look_id: boyLook.id, like: true }), 400);
    expectProblem(await rate(f.headers, f.kidId, { look_id: girlLook!.id }), 400);
    expectProblem(await rate(f.headers, f.kidId, { look_id: "x", like: true }), 400);
    const rows = await app.db.select().from(lookRatings).where(eq(lookRatings.profileId, f.kidId));
    expect(rows).toHaveLength(0);
  });
});
