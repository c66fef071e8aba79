/**
 * The referral programme (issue 18): the godfather code and share path, inviting a friend (own
 * address, a client's, twice: refused; the invitation e-mail in the page's language through the
 * outbox; newest first), POST crm/event, the offer, sign-up through the code (linked, welcome
 * code), the godfather rewarded once under replayed payments, and nothing for the same person
 * (same mailbox, same card).
 */
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clients,
  codes,
  crmEvents,
  jobs,
  loyaltyLedger,
  orders,
  paymentMethods,
  referrals,
  walletTransactions,
} from "../../src/db/schema/index.js";
import { markOrderPaid } from "../../src/modules/orders/checkout/index.js";
import { referralModule, rewardPaidOrder } from "../../src/modules/referral/index.js";
import { Scheduler, combineJobs, schedulerModule } from "../../src/modules/scheduler/index.js";
import { memoryLog } from "../scheduler-fixtures.js";
import { DEMO_CLIENT } from "../../src/seed/data/accounts.js";
import { createTestApp, expectProblem, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;
type Headers = Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
});
afterAll(async () => ctx?.close());

/** The scheduler's pass: the rewards markOrderPaid enqueued with the PAID status (and their e-mails). */
const runJobs = () =>
  new Scheduler({
    db: app.db,
    mailer: app.mailer,
    log: memoryLog().log,
    config: ctx.config,
    ...combineJobs(schedulerModule.jobs, referralModule.jobs),
  }).runDue();

const get = (url: string, headers: Headers) => app.inject({ method: "GET", url, headers });
const post = (url: string, headers: Headers, payload: unknown = {}) =>
  app.inject({ method: "POST", url, headers, payload: payload as Record<string, unknown> });

let n = 0;
/** Signs up through POST clients (with a godfather code or e-mail when given): its id, e-mail and bearer header. */
async function signUp(email: string, extra: Record<string, unknown> = {}, locale = "fr") {
  const response = await app.inject({
    method: "POST",
    url: "/clients",
    headers: { "accept-language": locale },
    payload: { email, password: "correct horse battery", firstname: "Alex", ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<{ access_token: string; client_id: number }>();
  return { id: body.client_id, email, headers: { authorization: `Bearer ${body.access_token}` } };
}
const unique = (name: string) => `${name}.${++n}.${Date.now().toString(36)}@example.com`;

type Referral = {
  code: string;
  share_path: string;
  godfather_amount: number;
  godson_amount: number;
  godsons: { id: number; email: string; state: string; status: string; reward_amount: number | null }[];
};

async function paidOrder(clientId: number, itemsCents = 5_000) {
  const [order] = await app.db
    .insert(orders)
    .values({ clientId, kind: "SHOP", itemsAmountTtcCents: itemsCents, totalAmountTtcCents: itemsCents })
    .returning();
  return order!;
}

describe("GET clients/me/referral and invitations", () => {
  it("gives a code made once and a share path with it", async () => {
    const godfather = await signUp(unique("godfather"));
    const first = (await get("/clients/me/referral", godfather.headers)).json<Referral>();
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.share_path).toBe(`/lp-referral/invitation?godfather=${first.code}`);
    expect(first).toMatchObject({ godfather_amount: 15, godson_amount: 15, godsons: [] });
    expect((await get("/clients/me/referral", godfather.headers)).json<Referral>().code).toBe(first.code);
    // The landing page can say who invites
    const who = await app.inject({ method: "GET", url: `/referral/godfather?code=${first.code.toLowerCase()}` });
    expect(who.json()).toEqual({ firstname: "Alex" });
    expectProblem(await app.inject({ method: "GET", url: "/referral/godfather?code=NOPE1234" }), 404);
  });

  it("invites a friend in the page's language, newest first, and refuses own, client and repeated addresses", async () => {
    const email = unique("marie.dupont");
    const godfather = await signUp(email);
    const [local, domain] = email.split("@");
    const own = expectProblem(
      await app.inject({
        method: "POST",
        url: "/clients/me/referral/godsons",
        headers: { ...godfather.headers, "accept-language": "nl" },
        payload: { email: `${local!.replace(".", "")}+friends@${domain}` },
      }),
      400,
      "OWN_EMAIL",
    );
    expect(own.title).toBe("You cannot invite yourself");
    expectProblem(
      await post("/clients/me/referral/godsons", godfather.headers, { email: DEMO_CLIENT.email }),
      409,
      "ALREADY_CLIENT",
    );
    expectProblem(await post("/clients/me/referral/godsons", godfather.headers, { email: "not-an-email" }), 400);

    const invite = (friend: string) =>
      app.inject({
        method: "POST",
        url: "/clients/me/referral/godsons",
        headers: { ...godfather.headers, "accept-language": "nl" },
        payload: { email: friend },
      });
    const one = await invite("Friend.One@Example.com");
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json()).toMatchObject({ email: "friend.one@example.com", state: "INVITED", reward_amount: null });
    const two = await invite("friend.two@example.com");
    expect(two.statusCode).toBe(201);
    expectProblem(await invite(" FRIEND.ONE@example.com "), 409, "ALREADY_INVITED");
    const list = (await get("/clients/me/referral", godfather.headers)).json<Referral>();
    expect(list.godsons.map((g) => g.email)).toEqual(["friend.two@example.com", "friend.one@example.com"]);
    // The invitation waits in the outbox, in Dutch, with the share link carrying the code (not the e-mail)
    const [mail] = await app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, "mail"), eq(jobs.key, `referral-invitation:${one.json<{ id: number }>().id}`)));
    const message = (mail!.payload as { message: { to: string; subject: string; text: string } }).message;
    expect(message.to).toBe("friend.one@example.com");
    expect(message.subject).toBe("Alex nodigt je uit voor La Malle");
    expect(message.text).toContain(`/nl/lp-referral/invitation?godfather=${list.code}`);
    expect(message.text).not.toContain(godfather.email);
  });
});

describe("POST crm/event and the offer", () => {
  it("stores referral_invitation and refuses other events", async () => {
    const client = await signUp(unique("crm"));
    const response = await post("/crm/event", client.headers, { event_name: "referral_invitation", godson_count: 1 });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await app.db.select().from(crmEvents).where(eq(crmEvents.id, response.json<{ id: number }>().id));
    expect(row).toMatchObject({ clientId: client.id, eventName: "referral_invitation", payload: { godson_count: 1 } });
    expectProblem(await post("/crm/event", client.headers, { event_name: "something_else" }), 400, "UNKNOWN_EVENT");
    expect(
      (await app.inject({ method: "POST", url: "/crm/event", payload: { event_name: "referral_invitation" } }))
        .statusCode,
    ).toBe(401);
  });

  it("gives the amounts signed in and out", async () => {
    const client = await signUp(unique("offer"));
    expect((await get("/clients/me/referral_offer", client.headers)).json()).toEqual({
      godfather_amount: 15,
      godson_amount: 15,
    });
    expect((await app.inject({ method: "GET", url: "/clients/referral_offer" })).json()).toMatchObject({
      godfather_amount: 15,
    });
  });
});

describe("signing up through the link and the reward", () => {
  it("links the invited godson, gives the welcome code and pays the godfather once under replays", async () => {
    const godfather = await signUp(unique("parrain"));
    const { code } = (await get("/clients/me/referral", godfather.headers)).json<Referral>();
    const friendEmail = unique("filleul");
    expect((await post("/clients/me/referral/godsons", godfather.headers, { email: friendEmail })).statusCode).toBe(
      201,
    );
    const godson = await signUp(friendEmail, { godfather_code: ` ${code.toLowerCase()} ` });
    const me = (await get("/clients/me", godson.headers)).json<{ godfather_email: string }>();
    expect(me.godfather_email).toBe(godfather.email);
    let list = (await get("/clients/me/referral", godfather.headers)).json<Referral>();
    expect(list.godsons).toHaveLength(1);
    expect(list.godsons[0]).toMatchObject({ email: friendEmail, state: "SIGNED_UP" });
    const welcome = await app.db.select().from(codes).where(eq(codes.clientId, godson.id));
    expect(welcome).toHaveLength(1);
    expect(welcome[0]).toMatchObject({ kind: "DISCOUNT", amountCents: 1500, maxUses: 1 });

    // The first order paid: markOrderPaid by several webhooks at once, and the reward replayed
    const order = await paidOrder(godson.id);
    const deps = { db: app.db, log: app.log, storefrontUrl: app.config.storefrontUrl };
    await Promise.all([
      markOrderPaid(deps, order.id, "evt-1"),
      markOrderPaid(deps, order.id, "evt-1"),
      markOrderPaid(deps, order.id, "evt-2"),
    ]);
    // The job enqueued with the status, run by two passes at once, then the reward replayed by hand
    await Promise.all([runJobs(), runJobs()]);
    const [paid] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    await Promise.all([1, 2, 3, 4].map(() => rewardPaidOrder(app.db, paid!)));
    const rewards = await app.db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.clientId, godfather.id), eq(walletTransactions.kind, "REFERRAL_REWARD")));
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({
      amountCents: 1500,
      balanceAfterCents: 1500,
      reference: `referral:${list.godsons[0]!.id}`,
    });
    const points = await app.db
      .select()
      .from(loyaltyLedger)
      .where(and(eq(loyaltyLedger.clientId, godfather.id), eq(loyaltyLedger.reason, "REFERRAL")));
    expect(points.map((p) => p.points)).toEqual([100]);
    list = (await get("/clients/me/referral", godfather.headers)).json<Referral>();
    expect(list.godsons[0]).toMatchObject({ state: "FIRST_ORDER_PAID", status: "REWARDED", reward_amount: 15 });
    const wallet = (await get("/clients/me/wallet", godfather.headers)).json<{ amount: number }>();
    expect(wallet.amount).toBe(15);
    // The godson's own points for the order
    const godsonPoints = (await get("/clients/me/loyalty", godson.headers)).json<{ balance: number }>();
    expect(godsonPoints.balance).toBe(50);

    // A second order rewards nothing more
    const second = await paidOrder(godson.id);
    await markOrderPaid(deps, second.id, "evt-3");
    await runJobs();
    expect(
      await app.db
        .select()
        .from(walletTransactions)
        .where(and(eq(walletTransactions.clientId, godfather.id), eq(walletTransactions.kind, "REFERRAL_REWARD"))),
    ).toHaveLength(1);
  });

  it("links a friend who came by the link without an invitation, and keeps godfather_email working", async () => {
    const godfather = await signUp(unique("lien"));
    const { code } = (await get("/clients/me/referral", godfather.headers)).json<Referral>();
    const byLink = await signUp(unique("vialien"), { godfather_code: code });
    const byEmail = await signUp(unique("viaemail"), { godfather_email: godfather.email.toUpperCase() });
    const list = (await get("/clients/me/referral", godfather.headers)).json<Referral>();
    expect(list.godsons.map((g) => g.email).sort()).toEqual([byLink.email, byEmail.email].sort());
    expect(list.godsons.every((g) => g.state === "SIGNED_UP")).toBe(true);
    // An unknown code: the sign-up goes on without a godfather
    const nobody = await signUp(unique("inconnu"), { godfather_code: "ZZZZ9999" });
    expect((await get("/clients/me", nobody.headers)).json()).toMatchObject({ godfather_email: null });
  });

  it("earns nothing for the same person: the same mailbox, or the same card", async () => {
    const base = unique("jeanne.martin");
    const godfather = await signUp(base);
    const { code } = (await get("/clients/me/referral", godfather.headers)).json<Referral>();
    // Same mailbox: not linked, no welcome code
    const [local, domain] = base.split("@");
    const twin = await signUp(`${local!.replace(".", "")}+bis@${domain}`, { godfather_code: code });
    expect(await app.db.select().from(referrals).where(eq(referrals.godsonClientId, twin.id))).toHaveLength(0);
    expect(await app.db.select().from(codes).where(eq(codes.clientId, twin.id))).toHaveLength(0);

    // Same card: linked, but the first paid order rewards nothing
    const other = await signUp(unique("autre"), { godfather_code: code });
    const card = {
      gateway: "sandbox" as const,
      platform: "card_via_sandbox" as const,
      brand: "visa",
      last4: "4242",
      expirationDate: "2029-11-30",
    };
    await app.db.insert(paymentMethods).values([
      { ...card, clientId: godfather.id, externalId: `pm_gf_${godfather.id}` },
      { ...card, clientId: other.id, externalId: `pm_gs_${other.id}`, deletedAt: new Date() },
    ]);
    const order = await paidOrder(other.id);
    await markOrderPaid({ db: app.db, log: app.log, storefrontUrl: app.config.storefrontUrl }, order.id, "evt-card");
    await runJobs();
    const [row] = await app.db.select().from(referrals).where(eq(referrals.godsonClientId, other.id));
    expect(row).toMatchObject({ status: "CONVERTED", rewardCents: 0 });
    expect(
      await app.db.select().from(walletTransactions).where(eq(walletTransactions.clientId, godfather.id)),
    ).toHaveLength(0);
    const [client] = await app.db.select().from(clients).where(eq(clients.id, godfather.id));
    expect(client!.referralCode).toBe(code);
  });

  it("refuses one's own address as godfather at sign-up", async () => {
    const email = unique("self");
    const response = await app.inject({
      method: "POST",
      url: "/clients",
      payload: { email, password: "correct horse battery", godfather_email: email },
    });
    expectProblem(response, 400);
  });
});
