/**
 * GET /shop/relay-points (decision 0029): the demo list offline, Mondial Relay's
 * WSI4_PointRelais_Recherche through a local HTTP double (its signature, its answer, its failures),
 * and the checkout refusing a relay point the demo finder does not know.
 */
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_RELAY_POINTS } from "../../src/modules/checkout-money/relay-points-demo.js";
import { parisClient, shopStock } from "../shop-fixtures.js";
import { createTestApp, expectProblem, type TestContext } from "../helpers.js";

type Points = {
  carrier: string;
  postcode: string;
  points: {
    id: string;
    name: string;
    street: string;
    city: string;
    postcode: string;
    distance_m: number;
    opening_hours: { day: number; periods: { opens: string; closes: string }[] }[];
  }[];
};

describe("the demo relay points", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ rateLimitMax: 10_000 });
  }, 60_000);
  afterAll(async () => ctx?.close());

  const search = (query: string) => ctx.app.inject({ method: "GET", url: `/shop/relay-points?${query}` });

  it("lists the carrier's points nearest to the postcode first, with their opening hours", async () => {
    const answer = await search("carrier=mondial_relay&country=fr&postcode=75 011");
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as Points;
    expect(body).toMatchObject({ carrier: "mondial_relay", country: "FR", postcode: "75011" });
    expect(body.points.length).toBeGreaterThanOrEqual(3);
    expect(body.points.length).toBeLessThanOrEqual(5);
    expect(body.points.slice(0, 3).map((point) => point.city)).toEqual(["Paris", "Paris", "Paris"]);
    const distances = body.points.map((point) => point.distance_m);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(5000);
    for (const day of body.points[0]!.opening_hours) {
      expect(day.day).toBeGreaterThanOrEqual(1);
      for (const period of day.periods) expect(`${period.opens}-${period.closes}`).toMatch(/^\d\d:\d\d-\d\d:\d\d$/);
    }
    // The same search answers the same list
    expect((await search("carrier=mondial_relay&country=FR&postcode=75011")).json()).toEqual(body);
  });

  it("answers a few points per carrier in every relay country", async () => {
    const searches = [
      ["mondial_relay", "FR", "69001"],
      ["inpost", "FR", "75015"],
      ["hermes", "DE", "10115"],
      ["hermes", "AT", "1010"],
      ["mondial_relay", "BE", "1000"],
      ["mondial_relay", "NL", "1012 LG"],
      ["mondial_relay", "LU", "L-1661"],
      ["mondial_relay", "ES", "28012"],
      ["inpost", "ES", "08001"],
    ];
    for (const [carrier, country, postcode] of searches) {
      const answer = await search(`carrier=${carrier}&country=${country}&postcode=${encodeURIComponent(postcode!)}`);
      expect(answer.statusCode, `${carrier} ${country}`).toBe(200);
      expect((answer.json() as Points).points.length, `${carrier} ${country}`).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(DEMO_RELAY_POINTS.map((point) => point.id)).size).toBe(DEMO_RELAY_POINTS.length);
  });

  it("refuses a carrier without relay points there and a postcode the country's rule refuses", async () => {
    await expectProblem(await search("carrier=colissimo&country=FR&postcode=75011"), 422, "CARRIER_UNAVAILABLE");
    await expectProblem(await search("carrier=hermes&country=FR&postcode=75011"), 422, "CARRIER_UNAVAILABLE");
    await expectProblem(await search("carrier=mondial_relay&country=IT&postcode=00100"), 422, "CARRIER_UNAVAILABLE");
    await expectProblem(await search("carrier=mondial_relay&country=FR&postcode=7501"), 400, "POSTCODE_INVALID");
    expect((await search("carrier=mondial_relay&country=FR")).statusCode).toBe(400);
  });

  it("the checkout refuses a relay point the finder does not know, and takes one it found", async () => {
    const { variantWithStock } = shopStock(() => ctx.app.db);
    const variant = await variantWithStock(5);
    const { headers } = await parisClient(ctx, "relay-known");
    await ctx.app.inject({ method: "POST", url: "/shop/cart/lines", headers, payload: { variant_id: variant.id } });
    const order = (key: string, relayPointId: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/clients/me/orders",
        headers: { ...headers, "idempotency-key": key },
        payload: {
          carrier: "mondial_relay",
          relay_point_id: relayPointId,
          platform: "card_via_sandbox",
          return_url: "http://localhost:3000/shop/payment-successful",
        },
      });
    const refused = await order("relay-unknown-1", "MR-075011-01");
    await expectProblem(refused, 422, "RELAY_POINT_UNKNOWN");
    expect(refused.json().errors).toHaveProperty("relay_point_id");
    // An InPost locker is not a Mondial Relay point
    await expectProblem(await order("relay-unknown-2", "FR-PAR1104L"), 422, "RELAY_POINT_UNKNOWN");
    const found = (await search("carrier=mondial_relay&country=FR&postcode=75011")).json() as Points;
    const chosen = found.points[0]!;
    const placed = await order("relay-known-1", chosen.id);
    expect(placed.statusCode, placed.body).toBe(201);
    // The order names the point as the finder showed it, for its pages
    const { order: written } = placed.json() as { order: { id: number } };
    const answer = await ctx.app.inject({ method: "GET", url: `/clients/me/orders/${written.id}`, headers });
    expect(answer.json().delivery).toMatchObject({
      carrier: "mondial_relay",
      relay_point_id: chosen.id,
      relay_point: { name: chosen.name, street: chosen.street, postcode: chosen.postcode, city: chosen.city },
    });
  });
});

describe("Mondial Relay's web service", () => {
  const ENSEIGNE = "BDTEST13";
  const PRIVATE_KEY = "PrivateK";
  let ctx: TestContext;
  let server: Server;
  const received: { soapAction: string; body: string }[] = [];
  /** What the double answers next: "points", a STAT error, an HTTP error or no answer at all. */
  let mode: "points" | "stat" | "http" | "silent" = "points";

  const tag = (name: string, value: string) => `<${name}>${value}</${name}>`;
  const hours = (...times: string[]) => `<string>${times.join("</string><string>")}</string>`;
  const point = (num: string, name: string, distance: string) =>
    `<PointRelais_Details>${tag("STAT", "0")}${tag("Num", num)}${tag("LgAdr1", `${name}                  `)}${tag("LgAdr2", "")}${tag("LgAdr3", "12 RUE DE LA ROQUETTE          ")}${tag("LgAdr4", "")}${tag("CP", "75011")}${tag("Ville", "PARIS                    ")}${tag("Pays", "FR")}${tag("Latitude", "48,85530")}${tag("Longitude", "02,37470")}${tag("Horaires_Lundi", hours("0000", "0000", "0000", "0000"))}${tag("Horaires_Mardi", hours("0930", "1230", "1400", "1900"))}${tag("Horaires_Mercredi", hours("0930", "1900", "0000", "0000"))}${tag("Distance", distance)}</PointRelais_Details>`;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      request.on("end", () => {
        received.push({ soapAction: String(request.headers.soapaction ?? ""), body });
        if (mode === "silent") return;
        if (mode === "http") {
          response.writeHead(500, { "content-type": "text/plain" });
          return response.end(`Server error for ${ENSEIGNE}`);
        }
        const result =
          mode === "stat"
            ? tag("STAT", "97")
            : `${tag("STAT", "0")}<PointsRelais>${point("020148", "TABAC DE LA ROQUETTE &amp; PRESSE", "180")}${point("066011", "PRESSING VOLTAIRE", "1245")}</PointsRelais>`;
        response.writeHead(200, { "content-type": "text/xml; charset=utf-8" });
        response.end(
          `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><WSI4_PointRelais_RechercheResponse xmlns="http://www.mondialrelay.fr/webservice/"><WSI4_PointRelais_RechercheResult>${result}</WSI4_PointRelais_RechercheResult></WSI4_PointRelais_RechercheResponse></soap:Body></soap:Envelope>`,
        );
      });
    });
    server.on("connection", (socket) => socket.unref());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/Web_Services.asmx`;
    ctx = await createTestApp({
      rateLimitMax: 10_000,
      relayPoints: { mondialRelay: { enseigne: "BDTEST13", privateKey: PRIVATE_KEY, url, timeoutMs: 500 } },
    });
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  const search = (postcode = "75011") =>
    ctx.app.inject({ method: "GET", url: `/shop/relay-points?carrier=mondial_relay&country=FR&postcode=${postcode}` });

  it("sends the signed WSI4_PointRelais_Recherche and reads its points", async () => {
    mode = "points";
    const answer = await search();
    expect(answer.statusCode, answer.body).toBe(200);
    const sent = received.at(-1)!;
    expect(sent.soapAction).toBe('"http://www.mondialrelay.fr/webservice/WSI4_PointRelais_Recherche"');
    const value = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(sent.body)?.[1];
    expect(value("Enseigne")).toBe(ENSEIGNE);
    expect(value("Pays")).toBe("FR");
    expect(value("CP")).toBe("75011");
    // The service signs every value in its own order, then the private key
    const signed = `${ENSEIGNE}FR75011` + `24R0` + `5${PRIVATE_KEY}`;
    expect(value("Security")).toBe(createHash("md5").update(signed).digest("hex").toUpperCase());

    expect((answer.json() as Points).points).toEqual([
      {
        id: "FR-020148",
        name: "TABAC DE LA ROQUETTE & PRESSE",
        street: "12 RUE DE LA ROQUETTE",
        postcode: "75011",
        city: "PARIS",
        country_code: "FR",
        distance_m: 180,
        opening_hours: [
          {
            day: 2,
            periods: [
              { opens: "09:30", closes: "12:30" },
              { opens: "14:00", closes: "19:00" },
            ],
          },
          { day: 3, periods: [{ opens: "09:30", closes: "19:00" }] },
        ],
      },
      expect.objectContaining({ id: "FR-066011", name: "PRESSING VOLTAIRE", distance_m: 1245 }),
    ]);
  });

  it("answers 503 when the service refuses, fails or stays silent, never 500", async () => {
    for (const failing of ["stat", "http", "silent"] as const) {
      mode = failing;
      await expectProblem(await search(), 503, "RELAY_POINT_SEARCH_UNAVAILABLE");
    }
  });

  it("leaves Hermes and InPost to the demo list", async () => {
    const before = received.length;
    const answer = await ctx.app.inject({
      method: "GET",
      url: "/shop/relay-points?carrier=inpost&country=FR&postcode=75011",
    });
    expect(answer.statusCode).toBe(200);
    expect(received.length).toBe(before);
  });
});
