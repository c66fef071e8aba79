/**
 * Address calls (§7 "Money and addresses") and town suggestions (§7 third-party, §8, §9): the
 * required fields and postcode rules of §5 for every country, the default address of each kind,
 * another client's addresses answering 404, and the town lookups — the bundled communes data, the
 * French address service and GeoNames met by a local HTTP double, failures answering nothing and
 * being logged as errors.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNTRIES, type CountryCode } from "#domain/locales.js";
import { MAX_ADDRESSES_PER_KIND } from "../../src/modules/addresses/service.js";
import { createTestApp, signUpClient, type TestContext } from "../helpers.js";

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 10_000 });
  app = ctx.app;
});
afterAll(async () => ctx?.close());

type Saved = {
  id: number;
  kind: "shipping" | "billing";
  firstname: string | null;
  lastname: string | null;
  street: string;
  complement: string | null;
  postcode: string;
  city: string;
  country_code: CountryCode;
  phone: string;
  is_default: boolean;
};
type Headers = Record<string, string>;

/** Each test starts with a new client, without addresses. */
const newClient = () => signUpClient(app, "addresses");

const PARIS = {
  firstname: "Camille",
  lastname: "Martin",
  street: "12 rue de la Roquette",
  complement: "3e étage",
  postcode: "75011",
  city: "Paris",
  country_code: "FR",
  phone: "+33 6 12 34 56 78",
};

function post(headers: Headers, kind: string, payload: Record<string, unknown>) {
  return app.inject({ method: "POST", url: `/clients/me/${kind}-addresses`, headers, payload });
}
async function add(headers: Headers, kind: string, payload: Record<string, unknown> = PARIS): Promise<Saved> {
  const response = await post(headers, kind, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Saved;
}
async function list(headers: Headers, kind: string): Promise<Saved[]> {
  const response = await app.inject({ method: "GET", url: `/clients/me/${kind}-addresses`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Saved[];
}
async function me(headers: Headers) {
  const response = await app.inject({ method: "GET", url: "/clients/me", headers });
  return response.json() as { default_shipping_address: Saved | null; default_billing_address: Saved | null };
}

describe("POST clients/me/{kind}-addresses", () => {
  it("saves a shipping address and answers it, trimmed, optional lines kept", async () => {
    const headers = await newClient();
    const saved = await add(headers, "shipping", { ...PARIS, street: "  12 rue de la Roquette ", complement: " " });
    expect(saved).toMatchObject({
      kind: "shipping",
      firstname: "Camille",
      street: "12 rue de la Roquette",
      complement: null,
      postcode: "75011",
      city: "Paris",
      country_code: "FR",
      phone: "+33 6 12 34 56 78",
      is_default: true,
    });
    expect(await list(headers, "shipping")).toEqual([saved]);
    expect(await list(headers, "billing")).toEqual([]);
  });

  it("firstname, lastname and complement are optional", async () => {
    const headers = await newClient();
    const { street, postcode, city, country_code, phone } = PARIS;
    const saved = await add(headers, "billing", { street, postcode, city, country_code, phone });
    expect(saved).toMatchObject({ kind: "billing", firstname: null, lastname: null, complement: null });
  });

  it("answers 400 'You need to include all the required fields' with each missing field (§5)", async () => {
    const headers = await newClient();
    const response = await post(headers, "shipping", {});
    expect(response.statusCode).toBe(400);
    const problem = response.json() as { title: string; errors: Record<string, string[]> };
    expect(problem.title).toBe("You need to include all the required fields");
    expect(Object.keys(problem.errors).sort()).toEqual(["city", "country_code", "phone", "postcode", "street"]);
    for (const field of ["city", "country_code", "phone", "postcode", "street"]) {
      const blank = await post(headers, "billing", { ...PARIS, [field]: "  " });
      expect(blank.statusCode, field).toBe(400);
      expect(blank.json(), field).toMatchObject({
        title: "You need to include all the required fields",
        errors: { [field]: [expect.any(String)] },
      });
      const absent = { ...PARIS } as Record<string, unknown>;
      delete absent[field];
      expect((await post(headers, "billing", absent)).json(), field).toMatchObject({
        title: "You need to include all the required fields",
      });
    }
    expect(await list(headers, "billing")).toEqual([]);
  });

  // §5: each country's rule, with a postcode it accepts (and how it is stored) and one it refuses
  const RULES: Record<CountryCode, { accepted: [string, string][]; refused: string[] }> = {
    FR: {
      accepted: [
        ["75011", "75011"],
        ["75 011", "75011"],
      ],
      refused: ["7501", "750111", "7501A"],
    },
    MC: { accepted: [["98000", "98000"]], refused: ["9800", "980000"] },
    DE: { accepted: [["10115", "10115"]], refused: ["1011", "101150", "1O115"] },
    ES: { accepted: [["28013", "28013"]], refused: ["2801", "280130"] },
    IT: { accepted: [["00184", "00184"]], refused: ["0018", "001840"] },
    BE: { accepted: [["1000", "1000"]], refused: ["100", "10000", "10A0"] },
    AT: { accepted: [["1010", "1010"]], refused: ["101", "10100"] },
    NL: {
      accepted: [
        ["1234 AB", "1234 AB"],
        ["1234ab", "1234 AB"],
      ],
      refused: ["1234", "1234  AB", "123 ABC", "ABCD 12"],
    },
    LU: {
      accepted: [
        ["L-1234", "L-1234"],
        ["1234", "1234"],
      ],
      refused: ["L-1234-5678"],
    },
    IE: { accepted: [["d02 x285", "D02 X285"]], refused: ["D02 X285 999"] },
    PT: { accepted: [["1000-001", "1000-001"]], refused: ["1000-001-99"] },
  };

  it("covers every country of §1", () => {
    expect(Object.keys(RULES).sort()).toEqual([...COUNTRIES].sort());
  });

  for (const [country, { accepted, refused }] of Object.entries(RULES)) {
    it(`${country}: accepts ${accepted.map(([typed]) => JSON.stringify(typed)).join(", ")}, refuses ${refused
      .map((typed) => JSON.stringify(typed))
      .join(", ")}`, async () => {
      const headers = await newClient();
      for (const [typed, stored] of accepted) {
        const saved = await add(headers, "shipping", { ...PARIS, country_code: country, postcode: typed });
        expect(saved.postcode, typed).toBe(stored);
      }
      for (const typed of refused) {
        const response = await post(headers, "shipping", { ...PARIS, country_code: country, postcode: typed });
        expect(response.statusCode, typed).toBe(400);
        expect(response.json(), typed).toMatchObject({
          type: "INVALID_POSTCODE",
          errors: { postcode: [expect.any(String)] },
        });
      }
      expect(await list(headers, "shipping")).toHaveLength(accepted.length);
    });
  }

  it("names the expected format in the postcode message", async () => {
    const headers = await newClient();
    const dutch = await post(headers, "shipping", { ...PARIS, country_code: "NL", postcode: "1234" });
    expect(dutch.json()).toMatchObject({ errors: { postcode: [expect.stringContaining("1234 AB")] } });
    const belgian = await post(headers, "shipping", { ...PARIS, country_code: "BE", postcode: "75011" });
    expect(belgian.json()).toMatchObject({ errors: { postcode: ["A postcode in BE has 4 digits"] } });
  });

  it("refuses an unknown country and an invalid phone with field errors", async () => {
    const headers = await newClient();
    const country = await post(headers, "shipping", { ...PARIS, country_code: "US" });
    expect(country.statusCode).toBe(400);
    expect(country.json()).toMatchObject({ errors: { country_code: [expect.any(String)] } });
    const phone = await post(headers, "shipping", { ...PARIS, phone: "call me" });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toMatchObject({ errors: { phone: [expect.any(String)] } });
  });

  it("needs a signed-in client", async () => {
    expect((await post({}, "shipping", PARIS)).statusCode).toBe(401);
    expect((await app.inject({ method: "GET", url: "/clients/me/billing-addresses" })).statusCode).toBe(401);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_KIND} addresses of a kind (422 TOO_MANY_ADDRESSES)`, async () => {
    const headers = await newClient();
    for (let i = 0; i < MAX_ADDRESSES_PER_KIND; i++) await add(headers, "billing", { ...PARIS, street: `${i} rue` });
    const response = await post(headers, "billing", PARIS);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ type: "TOO_MANY_ADDRESSES" });
    // The other kind has its own count
    await add(headers, "shipping");
  });
});

describe("default addresses", () => {
  it("the first address of a kind becomes the default; set_default moves it", async () => {
    const headers = await newClient();
    const first = await add(headers, "shipping");
    const second = await add(headers, "shipping", { ...PARIS, street: "1 place de la Bastille" });
    expect(first.is_default).toBe(true);
    expect(second.is_default).toBe(false);
    expect((await me(headers)).default_shipping_address).toMatchObject({ id: first.id });
    expect((await me(headers)).default_billing_address).toBeNull();

    const third = await add(headers, "shipping", { ...PARIS, street: "3 rue Oberkampf", set_default: true });
    expect(third.is_default).toBe(true);
    expect((await list(headers, "shipping")).map((a) => [a.id, a.is_default])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ]);
    expect((await me(headers)).default_shipping_address).toMatchObject({ id: third.id, street: "3 rue Oberkampf" });

    // Billing has its own default
    const billing = await add(headers, "billing");
    expect(billing.is_default).toBe(true);
    expect((await me(headers)).default_billing_address).toMatchObject({ id: billing.id });
  });

  it("deleting the default makes the newest address left the default; the last one leaves none", async () => {
    const headers = await newClient();
    const first = await add(headers, "billing");
    const second = await add(headers, "billing", { ...PARIS, street: "2 rue" });
    const third = await add(headers, "billing", { ...PARIS, street: "3 rue" });
    const removed = await app.inject({ method: "DELETE", url: `/clients/me/billing-addresses/${first.id}`, headers });
    expect(removed.statusCode).toBe(204);
    expect((await me(headers)).default_billing_address).toMatchObject({ id: third.id });

    // Deleting another address leaves the default alone
    await app.inject({ method: "DELETE", url: `/clients/me/billing-addresses/${second.id}`, headers });
    expect((await me(headers)).default_billing_address).toMatchObject({ id: third.id });
    await app.inject({ method: "DELETE", url: `/clients/me/billing-addresses/${third.id}`, headers });
    expect((await me(headers)).default_billing_address).toBeNull();
    expect(await list(headers, "billing")).toEqual([]);
  });
});

describe("PATCH and DELETE clients/me/{kind}-addresses/{id}", () => {
  it("changes the given fields only, checking the postcode against the resulting country", async () => {
    const headers = await newClient();
    const saved = await add(headers, "shipping");
    const patch = (payload: Record<string, unknown>) =>
      app.inject({ method: "PATCH", url: `/clients/me/shipping-addresses/${saved.id}`, headers, payload });

    const renamed = await patch({ city: "Paris 11e", complement: null });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ ...PARIS, city: "Paris 11e", complement: null, is_default: true });

    // A Dutch postcode does not fit the stored French country…
    const wrong = await patch({ postcode: "1234 AB" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ type: "INVALID_POSTCODE" });
    // …nor does the French one fit a new Dutch country
    expect((await patch({ country_code: "NL" })).statusCode).toBe(400);
    const moved = await patch({ country_code: "NL", postcode: "1012ab", city: "Amsterdam" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ country_code: "NL", postcode: "1012 AB", city: "Amsterdam" });

    expect((await patch({ street: " " })).statusCode).toBe(400);
    expect((await patch({ phone: "x" })).statusCode).toBe(400);
    expect((await list(headers, "shipping"))[0]).toMatchObject({ street: PARIS.street, city: "Amsterdam" });
  });

  it("set_default on an update makes it the default", async () => {
    const headers = await newClient();
    await add(headers, "billing");
    const other = await add(headers, "billing", { ...PARIS, street: "5 rue" });
    const response = await app.inject({
      method: "PATCH",
      url: `/clients/me/billing-addresses/${other.id}`,
      headers,
      payload: { set_default: true },
    });
    expect(response.json()).toMatchObject({ id: other.id, is_default: true });
    expect((await me(headers)).default_billing_address).toMatchObject({ id: other.id });
  });

  it("answers 404 for an unknown id and for an address of the other kind", async () => {
    const headers = await newClient();
    const saved = await add(headers, "shipping");
    for (const url of [`/clients/me/billing-addresses/${saved.id}`, "/clients/me/shipping-addresses/999999999"]) {
      expect((await app.inject({ method: "PATCH", url, headers, payload: { city: "Lyon" } })).statusCode).toBe(404);
      expect((await app.inject({ method: "DELETE", url, headers })).statusCode).toBe(404);
    }
    const malformed = await app.inject({ method: "DELETE", url: "/clients/me/shipping-addresses/abc", headers });
    expect(malformed.statusCode).toBe(400);
    expect(await list(headers, "shipping")).toHaveLength(1);
  });
});

describe("another client's addresses", () => {
  it("are never listed, changed or deleted: 404, and the owner's address is untouched", async () => {
    const owner = await newClient();
    const stranger = await newClient();
    const shipping = await add(owner, "shipping");
    const billing = await add(owner, "billing");

    expect(await list(stranger, "shipping")).toEqual([]);
    expect(await list(stranger, "billing")).toEqual([]);
    for (const address of [shipping, billing]) {
      const url = `/clients/me/${address.kind}-addresses/${address.id}`;
      const patched = await app.inject({
        method: "PATCH",
        url,
        headers: stranger,
        payload: { street: "taken over", set_default: true },
      });
      expect(patched.statusCode).toBe(404);
      expect(patched.json()).toMatchObject({ type: "NOT_FOUND" });
      expect((await app.inject({ method: "DELETE", url, headers: stranger })).statusCode).toBe(404);
    }
    expect(await list(owner, "shipping")).toEqual([shipping]);
    expect(await list(owner, "billing")).toEqual([billing]);
    expect(await me(stranger)).toMatchObject({ default_shipping_address: null, default_billing_address: null });
  });
});

describe("GET /addresses/towns (bundled communes data)", () => {
  async function towns(country: string, postcode: string, target = app) {
    const response = await target.inject({
      method: "GET",
      url: `/addresses/towns?country=${country}&postcode=${encodeURIComponent(postcode)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { towns: string[] }).towns;
  }

  it("finds the towns of a French postcode", async () => {
    expect(await towns("FR", "75011")).toEqual(["Paris"]);
    expect(await towns("FR", "69001")).toEqual(["Lyon"]);
    expect(await towns("FR", "13001")).toEqual(["Marseille"]);
    expect(await towns("FR", " 75 011 ")).toEqual(["Paris"]);
  });

  it("lists every commune of a postcode shared by several, sorted", async () => {
    const found = await towns("FR", "01400");
    expect(found.length).toBeGreaterThan(5);
    expect(found).toContain("Châtillon-sur-Chalaronne");
    expect(found).toEqual([...found].sort((a, b) => a.localeCompare(b, "fr")));
  });

  it("answers an empty list for an unknown or invalid postcode, and outside France without GeoNames", async () => {
    expect(await towns("FR", "00000")).toEqual([]);
    expect(await towns("FR", "7501")).toEqual([]);
    expect(await towns("NL", "1012 AB")).toEqual([]);
    expect(await towns("DE", "10115")).toEqual([]);
  });

  it("refuses a country outside §1", async () => {
    const response = await app.inject({ method: "GET", url: "/addresses/towns?country=US&postcode=10001" });
    expect(response.statusCode).toBe(400);
  });
});

/** The French address service and GeoNames, played by a local server that records what it is asked. */
async function startServiceDouble() {
  const requests: URL[] = [];
  const sockets = new Set<import("node:net").Socket>();
  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? "/", "http://double");
    requests.push(url);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const postcode = url.searchParams.get("codePostal") ?? url.searchParams.get("postalcode");
    if (postcode === "14000" || postcode === "1000") return; // never answers: a time-out
    if (postcode === "13001") return json(500, { message: "down" });
    if (url.pathname === "/geo/communes") {
      return json(200, postcode === "75011" ? [{ nom: "Paris", code: "75056" }] : []);
    }
    if (url.pathname === "/postalCodeLookupJSON") {
      if (postcode === "10115") return json(200, { status: { message: "user does not exist.", value: 10 } });
      if (postcode === "1012 AB") {
        return json(200, {
          postalcodes: [
            { placeName: "Amsterdam", postalcode: "1012 AB" },
            { placeName: "Amsterdam", postalcode: "1012 AB" },
          ],
        });
      }
      return json(200, { postalcodes: [] });
    }
    json(404, {});
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe("GET /addresses/towns through the French address service and GeoNames", () => {
  let services: TestContext;
  let double: Awaited<ReturnType<typeof startServiceDouble>>;
  let log = "";

  beforeAll(async () => {
    double = await startServiceDouble();
    const logStream = new PassThrough();
    logStream.on("data", (chunk: Buffer) => (log += chunk.toString("utf8")));
    services = await createTestApp(
      {
        // A base with a path of its own, as a gateway in front of the service would have
        frenchAddressApiUrl: `${double.url}/geo/`,
        geonamesUrl: double.url,
        geonamesUsername: "lamalle",
        // Short, but long enough for the double to answer on a busy machine
        townLookupTimeoutMs: 1000,
        logLevel: "error",
      },
      { logStream },
    );
  });
  afterAll(async () => {
    await services?.close();
    await double?.close();
  });

  async function towns(country: string, postcode: string) {
    const response = await services.app.inject({
      method: "GET",
      url: `/addresses/towns?country=${country}&postcode=${encodeURIComponent(postcode)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { towns: (response.json() as { towns: string[] }).towns, cache: response.headers["cache-control"] };
  }
  const errorsLogged = () =>
    log
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; country?: string; postcode?: string })
      .filter((entry) => entry.level >= 50);

  it("asks the French address service for /communes?codePostal=…&fields=nom&format=json", async () => {
    expect((await towns("FR", "75011")).towns).toEqual(["Paris"]);
    const asked = double.requests.at(-1);
    expect(asked?.pathname).toBe("/geo/communes");
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      codePostal: "75011",
      fields: "nom",
      format: "json",
    });
  });

  it("asks GeoNames for other countries with maxRows=40 and the account, names de-duplicated", async () => {
    expect((await towns("NL", "1012ab")).towns).toEqual(["Amsterdam"]);
    const asked = double.requests.at(-1);
    expect(asked?.pathname).toBe("/postalCodeLookupJSON");
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      postalcode: "1012 AB",
      country: "NL",
      maxRows: "40",
      username: "lamalle",
    });
  });

  it("keeps an answer: the same postcode again does not call the service", async () => {
    const before = double.requests.length;
    expect((await towns("NL", "1012 AB")).towns).toEqual(["Amsterdam"]);
    expect(double.requests.length).toBe(before);
  });

  it("does not call a service for an invalid postcode", async () => {
    const before = double.requests.length;
    expect((await towns("NL", "1234")).towns).toEqual([]);
    expect(double.requests.length).toBe(before);
  });

  it.each([
    ["FR", "13001", "an error status"],
    ["FR", "14000", "no answer in time"],
    ["BE", "1000", "no answer in time"],
    ["DE", "10115", "GeoNames' own error"],
  ])("%s %s (%s): returns nothing and reports the failure (§8)", async (country, postcode) => {
    const answer = await towns(country, postcode);
    expect(answer.towns).toEqual([]);
    expect(answer.cache).toBe("no-store");
    await expect
      .poll(() => errorsLogged().filter((entry) => entry.postcode === postcode))
      .toEqual([expect.objectContaining({ msg: "town lookup failed", country, postcode, level: 50 })]);
    // A failure is not kept: the next lookup asks again
    const before = double.requests.length;
    await towns(country, postcode);
    expect(double.requests.length).toBe(before + 1);
  });

  it("never logs the GeoNames account", () => {
    expect(log).not.toContain("lamalle");
  });
});
