/**
 * What the box-over-time tests share: a family (a signed-up client with a kid, a shipping address
 * and a saved card), its subscribed box booked through the API, the rows the calls write (events,
 * statuses) and the e-mails waiting in the outbox.
 */
import { and, asc, eq, notLike, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { addDays } from "#domain/malle.js";
import { todayIn } from "#domain/profiles.js";
import {
  addresses,
  clients,
  jobs,
  paymentMethods,
  profiles,
  requests,
  subscriptionEvents,
  subscriptions,
} from "../src/db/schema/index.js";
import { signUpClient } from "./helpers.js";

export type Headers = Record<string, string>;
export type Plan = {
  id: number;
  is_active: boolean;
  frequency: number | null;
  status_details_code: string | null;
  next_at: string | null;
  next_delivery_date: string | null;
  next_optimistic_delivery_date: string | null;
  paused_until: string | null;
};
export type Box = {
  id: number;
  profile_id: number;
  subscription_id: number | null;
  status: string;
  delivery_date: string;
  is_blocked: boolean;
  status_details: { actions: string[] };
  wishes: { product_id: number; variant_id: number | null }[];
  shipping_address: { id: number } | null;
  payment_method: { id: number } | null;
  firstname?: string;
};
export type Window = { earliest: string; latest: string; suggested: string; pessimistic_delivery_delay: number };

export function malleFixtures(app: FastifyInstance) {
  let streets = 0;
  let cards = 0;

  async function addAddress(clientId: number) {
    const [row] = await app.db
      .insert(addresses)
      .values({
        clientId,
        kind: "shipping",
        street: `${++streets} rue du Temps ${Math.random().toString(36).slice(2, 8)}`,
        postcode: "75011",
        city: "Paris",
        countryCode: "FR",
        phone: "+33612345678",
      })
      .returning({ id: addresses.id });
    return row!.id;
  }

  async function addCard(clientId: number) {
    const [row] = await app.db
      .insert(paymentMethods)
      .values({
        clientId,
        gateway: "sandbox",
        platform: "card_via_sandbox",
        externalId: `malle-time-${++cards}-${Math.random().toString(36).slice(2)}`,
        brand: "visa",
        last4: "4242",
        expirationDate: "2099-12-31",
      })
      .returning({ id: paymentMethods.id });
    return row!.id;
  }

  /** A new client (in a language) with a kid, a shipping address and a saved card. */
  async function family(options: { locale?: string; firstname?: string } = {}) {
    const headers: Headers = await signUpClient(app, "malle-time");
    if (options.locale) {
      await app.inject({ method: "PATCH", url: "/clients/me", headers, payload: { locale: options.locale } });
    }
    const me = (await app.inject({ method: "GET", url: "/clients/me", headers })).json<{ id: number; email: string }>();
    const kidId = await addKid(headers, options.firstname ?? "Jules");
    return {
      headers,
      clientId: me.id,
      email: me.email,
      kidId,
      addressId: await addAddress(me.id),
      paymentMethodId: await addCard(me.id),
    };
  }
  type Family = Awaited<ReturnType<typeof family>>;

  async function addKid(headers: Headers, firstname: string) {
    const kid = await app.inject({
      method: "POST",
      url: "/clients/me/kids",
      headers,
      payload: { firstname, gender: "girl", birthdate: addDays(todayIn(), -5 * 365) },
    });
    expect(kid.statusCode, kid.body).toBe(201);
    return kid.json<{ id: number }>().id;
  }

  async function window(f: Family, kidId = f.kidId): Promise<Window> {
    const response = await app.inject({
      method: "GET",
      url: `/clients/me/kids/${kidId}/delivery-window`,
      headers: f.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Window>();
  }

  /** Books the kid's box through the quiz's calls: a plan every `frequency` months (none: a one shot). */
  async function book(f: Family, options: { frequency?: number; kidId?: number; date?: string } = {}) {
    const kidId = options.kidId ?? f.kidId;
    let plan: Plan | null = null;
    if (options.frequency) {
      const created = await app.inject({
        method: "POST",
        url: `/clients/me/kids/${kidId}/subscriptions`,
        headers: f.headers,
        payload: { frequency: options.frequency },
      });
      expect(created.statusCode, created.body).toBe(201);
      plan = created.json<{ subscription: Plan }>().subscription;
    }
    const booked = await app.inject({
      method: "POST",
      url: `/clients/me/kids/${kidId}/requests`,
      headers: f.headers,
      payload: {
        subscription_id: plan?.id ?? null,
        delivery_date: options.date ?? (await window(f, kidId)).suggested,
        shipping_address_id: f.addressId,
        payment_method_id: f.paymentMethodId,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const box = booked.json<{ request: Box }>().request;
    return { box, planId: plan?.id ?? null };
  }

  /** A family subscribed every `frequency` months with its first box booked. */
  async function subscriber(options: { frequency?: number; locale?: string } = {}) {
    const f = await family({ locale: options.locale });
    const { box, planId } = await book(f, { frequency: options.frequency ?? 1 });
    return { ...f, box, planId: planId! };
  }

  const call = (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, headers: Headers, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function planRow(id: number) {
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return row!;
  }
  async function requestRow(id: number) {
    const [row] = await app.db.select().from(requests).where(eq(requests.id, id));
    return row!;
  }
  async function events(subscriptionId: number) {
    const rows = await app.db
      .select({ kind: subscriptionEvents.kind, days: subscriptionEvents.days })
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
      .orderBy(asc(subscriptionEvents.id));
    return rows.map((r) => (r.days === null ? r.kind : `${r.kind} ${r.days}`));
  }
  async function statuses(f: { clientId: number }, kidId: number) {
    const [profile] = await app.db.select().from(profiles).where(eq(profiles.id, kidId));
    const [client] = await app.db.select().from(clients).where(eq(clients.id, f.clientId));
    return { profile: profile!.subscriptionStatus, client: client!.subscriptionStatus };
  }
  /**
   * The e-mails waiting in (or sent from) the outbox for an address since its box was booked: key
   * and subject, in order (the booking's own confirmation is malle.test.ts's).
   */
  async function outbox(email: string) {
    const rows = await app.db
      .select({ key: jobs.key, payload: jobs.payload })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, "mail"),
          sql`${jobs.payload} -> 'message' ->> 'to' = ${email}`,
          notLike(jobs.key, "box-booked:%"),
        ),
      )
      .orderBy(asc(jobs.id));
    return rows.map((r) => {
      const message = (r.payload as { message: { subject: string; text: string } }).message;
      return { key: r.key, subject: message.subject, text: message.text };
    });
  }
  const outboxKinds = async (email: string) => (await outbox(email)).map((m) => m.key.split(":")[0]);

  return {
    family,
    addKid,
    addCard,
    window,
    book,
    subscriber,
    call,
    planRow,
    requestRow,
    events,
    statuses,
    outbox,
    outboxKinds,
  };
}
