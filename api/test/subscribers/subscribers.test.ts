/**
 * Newsletter (§3, §5, §7): POST subscribers, subscribers/unsubscribe and
 * subscribers/phone-unsubscribe.
 */
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers, phoneUnsubscribes } from "../../src/db/schema/index.js";
import { subscriberIdOf, unsubscribeNumber } from "../../src/modules/subscribers/unsubscribe-number.js";
import { createTestApp, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
});
afterAll(async () => ctx?.close());

let counter = 0;
const unique = (domain = "gmail.com") => `news.${++counter}.${Date.now().toString(36)}@${domain}`;

const post = (url: string, payload: unknown, locale?: string) =>
  app.inject({ method: "POST", url, payload: payload as object, headers: locale ? { "accept-language": locale } : {} });

type Subscriber = {
  id: number;
  email: string;
  list: "WOMAN" | "KID";
  source: string | null;
  locale: string;
  subscribed: true;
  unknown_domain: boolean;
  unsubscribe_number: string;
};

const rowsOf = (email: string) =>
  app.db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);

describe("POST /subscribers", () => {
  it("subscribes an address to a list with its source and the request language (fr)", async () => {
    const email = unique();
    const response = await post("/subscribers", { email, list: "KID", source: "Footer HP" });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as Subscriber;
    expect(body).toMatchObject({
      email,
      list: "KID",
      source: "Footer HP",
      locale: "fr",
      subscribed: true,
      unknown_domain: false,
    });
    const rows = await rowsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ list: "KID", source: "Footer HP", locale: "fr", unsubscribedAt: null });
  });

  it("keeps the language of the request (de) and stores the address trimmed and lower-cased", async () => {
    const email = unique("web.de");
    const response = await post(
      "/subscribers",
      { email: `  ${email.toUpperCase()} `, list: "WOMAN", source: "Footer HP Femme" },
      "de-DE",
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ email, list: "WOMAN", source: "Footer HP Femme", locale: "de" });
    expect((await rowsOf(email))[0]!.locale).toBe("de");
  });

  it("answers 200 for a pair already subscribed, without a second row", async () => {
    const email = unique();
    const first = await post("/subscribers", { email, list: "KID", source: "Footer HP" });
    expect(first.statusCode).toBe(201);
    const again = await post("/subscribers", { email: email.toUpperCase(), list: "KID", source: "Footer HP" });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as Subscriber).id).toBe((first.json() as Subscriber).id);
    expect(await rowsOf(email)).toHaveLength(1);
  });

  it("keeps one row per list for the same address", async () => {
    const email = unique();
    expect((await post("/subscribers", { email, list: "KID" })).statusCode).toBe(201);
    expect((await post("/subscribers", { email, list: "WOMAN" })).statusCode).toBe(201);
    expect((await rowsOf(email)).map((r) => r.list).sort()).toEqual(["KID", "WOMAN"]);
  });

  it("subscribes again an address that had left the list", async () => {
    const email = unique();
    const first = (
      await post("/subscribers", { email, list: "WOMAN", source: "Footer HP Femme" })
    ).json() as Subscriber;
    expect((await post("/subscribers/unsubscribe", { email, list: "WOMAN" })).statusCode).toBe(200);
    expect((await rowsOf(email))[0]!.unsubscribedAt).not.toBeNull();
    const again = await post("/subscribers", { email, list: "WOMAN", source: "Footer HP Femme" }, "nl");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, subscribed: true, locale: "nl" });
    expect((await rowsOf(email))[0]!.unsubscribedAt).toBeNull();
  });

  it("flags an address at an unknown provider (soft warning) without refusing it", async () => {
    const email = unique("lamalle-example.org");
    const response = await post("/subscribers", { email, list: "KID" });
    expect(response.statusCode).toBe(201);
    expect((response.json() as Subscriber).unknown_domain).toBe(true);
    const known = await post("/subscribers", { email: unique("orange.fr"), list: "KID" });
    expect((known.json() as Subscriber).unknown_domain).toBe(false);
  });

  it.each([undefined, "", "   ", null])("answers 400 'An email is required' for %j", async (email) => {
    const response = await post("/subscribers", { email, list: "KID", source: "Footer HP" });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      title: "An email is required",
      errors: { email: ["An email is required"] },
    });
  });

  it.each(["jeanne", "jeanne@gmail", "jeanne@@gmail.com", "jeanne dupont@gmail.com", "jéanne@gmail.com", "@gmail.com"])(
    "answers 422 form_wrong_email for %j and stores nothing",
    async (email) => {
      const response = await post("/subscribers", { email, list: "KID" });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ type: "form_wrong_email", errors: { email: ["form_wrong_email"] } });
      expect(await rowsOf(email)).toHaveLength(0);
    },
  );

  it("requires a list of WOMAN or KID", async () => {
    for (const list of [undefined, "MEN", "kid", 3]) {
      const response = await post("/subscribers", { email: unique(), list });
      expect(response.statusCode, String(list)).toBe(400);
      expect((response.json() as { errors: Record<string, string[]> }).errors.list).toBeDefined();
    }
  });

  it("refuses a source that is too long or not a text", async () => {
    expect((await post("/subscribers", { email: unique(), list: "KID", source: "x".repeat(101) })).statusCode).toBe(
      400,
    );
    expect((await post("/subscribers", { email: unique(), list: "KID", source: 12 })).statusCode).toBe(400);
  });

  it("refuses a body that is not an object", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/subscribers",
      payload: "email",
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("POST /subscribers/unsubscribe", () => {
  it("unsubscribes by e-mail from one list only", async () => {
    const email = unique();
    await post("/subscribers", { email, list: "KID" });
    await post("/subscribers", { email, list: "WOMAN" });
    const response = await post("/subscribers/unsubscribe", { email: email.toUpperCase(), list: "KID" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ list: "KID", subscribed: false });
    const rows = await rowsOf(email);
    expect(rows.find((r) => r.list === "KID")!.unsubscribedAt).not.toBeNull();
    expect(rows.find((r) => r.list === "WOMAN")!.unsubscribedAt).toBeNull();
  });

  it("unsubscribes by the number of an unsubscribe link, and says when it was already done", async () => {
    const subscriber = (await post("/subscribers", { email: unique(), list: "WOMAN" })).json() as Subscriber;
    expect(subscriber.unsubscribe_number).toMatch(new RegExp(`^${subscriber.id}\\d{16}$`));
    const first = await post("/subscribers/unsubscribe", { number: subscriber.unsubscribe_number, list: "WOMAN" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ list: "WOMAN", subscribed: false, already_unsubscribed: false });
    const [row] = await app.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscriber.id));
    expect(row!.unsubscribedAt).not.toBeNull();

    const again = await post("/subscribers/unsubscribe", { number: subscriber.unsubscribe_number, list: "WOMAN" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ list: "WOMAN", subscribed: false, already_unsubscribed: true });
    const [later] = await app.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, subscriber.id));
    expect(later!.unsubscribedAt!.getTime()).toBe(row!.unsubscribedAt!.getTime());
  });

  it("keeps the same number across subscriptions, and a new subscription makes it work again", async () => {
    const email = unique();
    const first = (await post("/subscribers", { email, list: "KID" })).json() as Subscriber;
    await post("/subscribers/unsubscribe", { number: first.unsubscribe_number, list: "KID" });
    const again = (await post("/subscribers", { email, list: "KID" })).json() as Subscriber;
    expect(again.unsubscribe_number).toBe(first.unsubscribe_number);
    const response = await post("/subscribers/unsubscribe", { number: again.unsubscribe_number, list: "KID" });
    expect(response.json()).toMatchObject({ already_unsubscribed: false });
  });
  it("answers the same for an address that was never subscribed (reveals nothing)", async () => {
    const response = await post("/subscribers/unsubscribe", { email: unique(), list: "KID" });
    expect(response.statusCode).toBe(200);
  });

  it("answers 404 for a bare id, a forged or altered number, and a number of another list", async () => {
    const { id, unsubscribe_number } = (
      await post("/subscribers", { email: unique(), list: "KID" })
    ).json() as Subscriber;
    const altered = `${unsubscribe_number.slice(0, -1)}${(Number(unsubscribe_number.slice(-1)) + 1) % 10}`;
    const otherId = `${id + 1}${unsubscribe_number.slice(String(id).length)}`;
    const forged = unsubscribeNumber("not the API's secret", id);
    for (const number of [String(id), altered, otherId, forged, "0".repeat(20)]) {
      const response = await post("/subscribers/unsubscribe", { number, list: "KID" });
      expect(response.statusCode, number).toBe(404);
      expect(response.json()).toMatchObject({ title: "Unknown unsubscribe link" });
    }
    expect((await post("/subscribers/unsubscribe", { number: unsubscribe_number, list: "WOMAN" })).statusCode).toBe(
      404,
    );
    const [row] = await app.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
    expect(row!.unsubscribedAt).toBeNull();
  });

  it("requires an e-mail or a number, a list, a well-formed e-mail and a number of digits", async () => {
    expect((await post("/subscribers/unsubscribe", { list: "KID" })).statusCode).toBe(400);
    expect((await post("/subscribers/unsubscribe", { email: unique() })).statusCode).toBe(400);
    for (const number of ["-3", "12ab", "1".repeat(41), 1234]) {
      expect((await post("/subscribers/unsubscribe", { number, list: "KID" })).statusCode, String(number)).toBe(400);
    }
    const wrong = await post("/subscribers/unsubscribe", { email: "not-an-email", list: "KID" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ type: "form_wrong_email" });
  });
});

describe("unsubscribe numbers", () => {
  it("give back the id they were made from, under the same secret only", () => {
    for (const id of [1, 42, 2_147_483_647]) {
      const number = unsubscribeNumber("secret-a", id);
      expect(number).toMatch(/^[1-9]\d+$/);
      expect(subscriberIdOf("secret-a", number)).toBe(id);
      expect(subscriberIdOf("secret-b", number)).toBeUndefined();
    }
    for (const number of ["", "0", "42", "0123456789012345678", "x".repeat(20), `${2 ** 53}${"0".repeat(16)}`]) {
      expect(subscriberIdOf("secret-a", number), number).toBeUndefined();
    }
  });
});

describe("POST /subscribers/phone-unsubscribe", () => {
  it("records the opt-out of a phone number for a list, normalized, idempotently", async () => {
    const response = await post("/subscribers/phone-unsubscribe", { list: "KID", phone: "+33 6 12-34.56 78" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ list: "KID", phone: "+33612345678", unsubscribed: true });
    expect((await post("/subscribers/phone-unsubscribe", { list: "KID", phone: "0033612345678" })).statusCode).toBe(
      200,
    );
    const rows = await app.db
      .select()
      .from(phoneUnsubscribes)
      .where(and(eq(phoneUnsubscribes.phone, "+33612345678"), eq(phoneUnsubscribes.list, "KID")));
    expect(rows).toHaveLength(1);
    expect((await post("/subscribers/phone-unsubscribe", { list: "WOMAN", phone: "+33612345678" })).statusCode).toBe(
      200,
    );
  });

  it("requires list and phone (§5)", async () => {
    const noPhone = await post("/subscribers/phone-unsubscribe", { list: "KID" });
    expect(noPhone.statusCode).toBe(400);
    expect((noPhone.json() as { errors: Record<string, string[]> }).errors.phone).toEqual(["A phone is required"]);
    const blank = await post("/subscribers/phone-unsubscribe", { list: "KID", phone: "  " });
    expect(blank.statusCode).toBe(400);
    const noList = await post("/subscribers/phone-unsubscribe", { phone: "0612345678" });
    expect(noList.statusCode).toBe(400);
    expect((noList.json() as { errors: Record<string, string[]> }).errors.list).toBeDefined();
  });

  it("answers 422 for something that is not a phone number", async () => {
    for (const phone of ["abc", "12", "+33 6 12 34 56 78 90 12 34 56"]) {
      const response = await post("/subscribers/phone-unsubscribe", { list: "KID", phone });
      expect(response.statusCode, phone).toBe(422);
      expect(response.json()).toMatchObject({ type: "INVALID_PHONE" });
    }
  });
});
