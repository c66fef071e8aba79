import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import fc from "fast-check";
import routes from "../../app/routes";
import { PREFIXED_LANGUAGES } from "#domain/locales.js";
import { PROFILE_FIELDS } from "../../app/lib/profile-form";
import { DEMO_ACCOUNT } from "./demo-account";
import { E2E_API_URL, E2E_SITE_URL, expect, localized, test, texts } from "./fixtures";

/**
 * Form-action fuzz (decision 0026): every storefront route with an `action`, found from the page
 * table (app/routes.ts) and the modules' exports, so a new action is fuzzed without being listed
 * here, receives posts no form of the site sends (a JSON, text or XML body, none, a broken
 * multipart, a 1 MiB field, an unknown intent, fields of the wrong type or given twice), signed
 * out and signed in as the demo client. None may answer 5xx, and no answer may set a cookie a
 * browser would refuse (> 4096 bytes: what the shopper typed never grows the session that far).
 */

const APP = fileURLToPath(new URL("../../app/", import.meta.url));
const ACTION_EXPORT =
  /^export\s+(?:async\s+)?function\s+action\b|^export\s+const\s+action\b|^export\s*\{[^}]*\baction\b/m;

type ActionRoute = { path: string; file: string };

/** The routes whose module exports an action, with their full path; the language copies are the same modules. */
function actionRoutes(entries: RouteConfigEntry[], parent = ""): ActionRoute[] {
  return entries.flatMap((entry) => {
    if (!parent && (PREFIXED_LANGUAGES as readonly string[]).includes(entry.path ?? "")) return [];
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    const own = ACTION_EXPORT.test(readFileSync(`${APP}${entry.file}`, "utf8"))
      ? [{ path: path || "/", file: entry.file }]
      : [];
    return [...own, ...actionRoutes(entry.children ?? [], path)];
  });
}

/** A value for each route parameter; a route with a parameter missing here fails the test, so it is never skipped. */
type Demo = { kid: number; woman: number; order: number; subscription: number };
const PARAMS: Record<string, (path: string, demo: Demo) => string> = {
  profileId: (path, demo) => String(path.includes("/woman/") ? demo.woman : demo.kid),
  kidId: (path, demo) => String(path.includes("/woman/") ? demo.woman : demo.kid),
  editingKidId: (path, demo) => String(path.includes("/woman/") ? demo.woman : demo.kid),
  // A content step of the quiz (issue 15)
  slug: () => "sizes",
  // The quiz's code: the demo client's kid (or woman) is a client's, whose quiz books a box
  code: (path) => (path.includes("/woman/") ? "client-woman" : "client"),
  orderId: (_path, demo) => String(demo.order),
  // A plan of the demo client's kid (its box's delivery page, issue 16)
  subscription: (_path, demo) => String(demo.subscription),
  // A box request and a piece of its preview (issue 17): an id no request has (the API's 404), so
  // the fuzz never validates a preview of the demo client's
  requestId: () => "2147483647",
  lookIndex: () => "0",
  itemIndex: () => "0",
  number: () => "33612345678",
  list: () => "kid",
  productId: () => "1",
  // A product of the suggestions (issue 17: /{kidId}/suggestions/{requestId}/product/{id})
  id: () => "1",
  collection: () => "birth-gift",
  // The back-office's pages (issue 25): the fuzz holds no staff session, so each must answer its sign-in redirect
  kind: () => "box",
  clientId: () => "1",
  ticketId: () => "2147483647",
  codeId: () => "2147483647",
  cardId: () => "2147483647",
  sectionId: () => "2147483647",
  questionId: () => "2147483647",
  postId: () => "2147483647",
  profileType: () => "kid",
  stepSlug: () => "identity",
};

function fill(path: string, demo: Demo): string {
  return path.replace(/:(\w+)\??/g, (_match, name: string) => {
    const value = PARAMS[name];
    if (!value) throw new Error(`No fuzz value for :${name} in ${path}: add one to PARAMS`);
    return value(path, demo);
  });
}

/** Field names the site's forms use, so a malformed post reaches past "nothing was sent". */
const FIELDS = [
  "intent",
  "email",
  "password",
  "password_confirmation",
  "current_password",
  ...PROFILE_FIELDS,
  "profile_id",
  "product_id",
  "variant_id",
  "variant_ids",
  "look_id",
  "line_id",
  "quantity",
  "stay",
  "js",
  "list",
  "pair",
  "locale_pair",
  "redirect",
  "redirectTo",
  "kind",
  "id",
  "set_default",
  "street",
  "postcode",
  "city",
  "country_code",
  "phone",
  "platform",
  "embedded",
  "code",
  "carrier",
  "relay_point_id",
  "idempotency_key",
  "client_id",
  "token",
  "sender_email",
  "object",
  "content",
  "form",
  // The gift card's checkout (issue 18)
  "for",
  "purpose",
  "amount",
  "giver_name",
  "recipient_name",
  "recipient_email",
  "message",
  "when",
  "send_at",
] as const;

/** Values no form sends; never an intent that deletes, so the demo client's data stays as other specs expect it. */
const ODD_VALUES = [
  "",
  " ",
  "-1",
  "0",
  "1e309",
  "NaN",
  "99999999999999999999",
  "[object Object]",
  "../../x",
  "%00",
  "ü€😀",
  "//evil.test",
];

const MEBIBYTE = "a".repeat(1024 * 1024);
const BOUNDARY = "fuzzboundary";

type Malformed = { name: string; contentType?: string; body?: string; alsoSingleFetch?: boolean };

function urlencoded(pairs: [string, string][]): string {
  return new URLSearchParams(pairs).toString();
}

const MALFORMED: Malformed[] = [
  {
    name: "JSON body",
    contentType: "application/json",
    body: JSON.stringify({ intent: "add", email: DEMO_ACCOUNT.email, quantity: 1, profile_id: [1] }),
    alsoSingleFetch: true,
  },
  { name: "plain text", contentType: "text/plain", body: "email=someone@example.com" },
  { name: "XML", contentType: "application/xml", body: "<form><email>someone@example.com</email></form>" },
  { name: "no body and no type" },
  { name: "urlencoded, empty", contentType: "application/x-www-form-urlencoded", body: "" },
  { name: "multipart without a boundary", contentType: "multipart/form-data", body: "--x\r\n\r\n" },
  {
    name: "broken multipart",
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nno closing boundary`,
  },
  {
    name: "1 MiB urlencoded field",
    contentType: "application/x-www-form-urlencoded",
    body: urlencoded([["email", MEBIBYTE]]),
    alsoSingleFetch: true,
  },
  {
    name: "1 MiB multipart field",
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${MEBIBYTE}\r\n--${BOUNDARY}--\r\n`,
  },
  { name: "unknown intent", contentType: "application/x-www-form-urlencoded", body: urlencoded([["intent", "fuzz"]]) },
  {
    name: "every field given twice, odd values",
    contentType: "application/x-www-form-urlencoded",
    body: urlencoded(
      FIELDS.flatMap((field, index) => [
        [field, field === "intent" ? "fuzz" : ODD_VALUES[index % ODD_VALUES.length]!],
        [field, ODD_VALUES[(index + 5) % ODD_VALUES.length]!],
      ]),
    ),
  },
  { name: "broken percent-encoding", contentType: "application/x-www-form-urlencoded", body: "email=%E0%A4%A&%%=&&=x" },
];

/** A few random forms of the site's field names (a fixed seed: a failure is the same on the next run). */
const RANDOM_FORMS = fc
  .sample(
    fc.dictionary(
      fc.constantFrom(...FIELDS.filter((field) => field !== "intent")),
      fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...ODD_VALUES), fc.integer().map(String)),
      { minKeys: 1 },
    ),
    { numRuns: 4, seed: 26 },
  )
  .map((fields, index): Malformed => ({
    name: `random form ${index + 1}`,
    contentType: "application/x-www-form-urlencoded",
    body: urlencoded([["intent", "fuzz"], ...Object.entries(fields)]),
  }));

/** What a browser refuses to store (RFC 6265bis: name and value together). */
const COOKIE_MAX_BYTES = 4096;

type Failure = { post: string; status: number; reason: string };

async function fuzz(client: APIRequestContext, who: string, path: string, failures: Failure[]) {
  for (const malformed of [...MALFORMED, ...RANDOM_FORMS]) {
    const targets = malformed.alsoSingleFetch ? [path, `${path === "/" ? "/_root" : path}.data`] : [path];
    for (const target of targets) {
      const response = await client.fetch(target, {
        method: "POST",
        headers: malformed.contentType ? { "content-type": malformed.contentType } : {},
        data: malformed.body,
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      const post = `${who} POST ${target} (${malformed.name})`;
      if (response.status() >= 500) {
        const text = (await response.text()).slice(0, 200);
        failures.push({ post, status: response.status(), reason: text });
      }
      for (const header of response.headersArray().filter((one) => one.name.toLowerCase() === "set-cookie")) {
        const pair = header.value.split(";")[0] ?? "";
        if (pair.length > COOKIE_MAX_BYTES)
          failures.push({ post, status: response.status(), reason: `a ${pair.length}-byte cookie` });
      }
    }
  }
}

/** The demo client's own profiles and order, so the actions behind their guards read the posts. */
async function demoClient(): Promise<Demo> {
  const token = await fetch(`${E2E_API_URL}/clients/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
  }).then((response) => response.json() as Promise<{ access_token: string }>);
  const kids = await fetch(`${E2E_API_URL}/clients/me/kids`, {
    headers: { authorization: `Bearer ${token.access_token}` },
  }).then(
    (response) => response.json() as Promise<{ id: number; profile_type: string; subscriptions: { id: number }[] }[]>,
  );
  const orders = await fetch(`${E2E_API_URL}/clients/me/orders`, {
    headers: { authorization: `Bearer ${token.access_token}` },
  }).then((response) => response.json() as Promise<{ items?: { id: number }[] }>);
  const kid = kids.find((profile) => profile.profile_type === "KID");
  const woman = kids.find((profile) => profile.profile_type === "WOMAN");
  expect(kid && woman, "the demo client has a kid and a woman profile").toBeTruthy();
  return {
    kid: kid!.id,
    woman: woman!.id,
    order: orders.items?.[0]?.id ?? 1,
    subscription: kid!.subscriptions[0]?.id ?? 1,
  };
}

/**
 * A request context signed in as the demo client through the login form. The session cookie is
 * Secure (production build): a browser keeps it on http://localhost, Playwright's request context
 * does not, so it travels as a header.
 */
async function signedIn(): Promise<APIRequestContext> {
  const login = await playwrightRequest.newContext({ baseURL: E2E_SITE_URL });
  const answer = await login.post("/login", {
    form: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    maxRedirects: 0,
  });
  expect(answer.status(), "the demo client signs in").toBe(302);
  const session = answer.headersArray().find((header) => /^__session=/.test(header.value));
  await login.dispose();
  const cookie = session!.value.split(";")[0]!;
  const client = await playwrightRequest.newContext({ baseURL: E2E_SITE_URL, extraHTTPHeaders: { cookie } });
  const account = await client.get("/infos", { maxRedirects: 0 });
  expect(account.status(), "the session is kept").toBe(200);
  return client;
}

const found = actionRoutes(routes);

test("the fuzz finds the storefront's actions in the page table", () => {
  const paths = found.map((route) => route.path);
  for (const known of [
    "/login",
    "/logout",
    "/reset-password",
    "/shop/cart",
    "/shop/checkout",
    "/infos/edit",
    "/infos/edit/password",
    "/infos/edit/addresses",
    "/quiz/signup/kid",
    "/quiz/signup/woman",
    "/profil/new",
    "/profil/:profileId",
    "/contact",
    "/resources/newsletter",
    "/resources/locale",
  ]) {
    expect(paths, known).toContain(known);
  }
  // Each parameter has a value: a new route with a new parameter fails here, not silently later
  const demo = { kid: 1, woman: 2, order: 3, subscription: 4 };
  for (const route of found) expect(() => fill(route.path, demo), route.path).not.toThrow();
});

test.describe("malformed form posts never answer 5xx", () => {
  test.describe.configure({ mode: "parallel" });
  for (const session of ["signed out", "signed in"] as const) {
    test(`every action, ${session}`, async () => {
      // Every action of the page table, several posts each, a fresh sign-in per route: minutes on a busy 2-core machine
      test.setTimeout(480_000);
      const demo = await demoClient();
      const failures: Failure[] = [];
      // A family's session is no staff session: the back-office's actions are fuzzed signed out only
      const routes = session === "signed in" ? found.filter((route) => !route.path.startsWith("/back-office")) : found;
      for (const route of routes) {
        // A fresh context per route: a sign-out (/logout) or a changed session never leaks into the next route
        const client =
          session === "signed in" ? await signedIn() : await playwrightRequest.newContext({ baseURL: E2E_SITE_URL });
        await fuzz(client, session, fill(route.path, demo), failures);
        await client.dispose();
      }
      expect(failures).toEqual([]);
    });
  }
});

test("a 1 MiB field answers 413, and a long one never grows the session past a cookie", async ({ request }) => {
  for (const path of ["/resources/newsletter", "/login", "/reset-password", "/quiz/signup/kid"]) {
    const refused = await request.post(path, { form: { email: MEBIBYTE }, maxRedirects: 0 });
    expect(refused.status(), path).toBe(413);
    expect(refused.headers()["set-cookie"] ?? "", path).not.toContain("__session=");
  }
  // A shopper who gets there reads why, in their language
  for (const language of ["fr", "de"] as const) {
    const page = await request.post(localized("/reset-password", language), {
      form: { intent: "request", email: MEBIBYTE },
    });
    expect(page.status()).toBe(413);
    expect(await page.text()).toContain((await texts(language))("error.too_large"));
  }
  // Within the form limit, but far longer than an address: refused, and what comes back is bounded
  const long = await request.post("/resources/newsletter", {
    form: { email: `${"a".repeat(60_000)}@example.com`, list: "KID", redirectTo: "/" },
    maxRedirects: 0,
  });
  expect(long.status()).toBe(302);
  const session = long.headersArray().find((header) => header.value.startsWith("__session="));
  expect(session, "the outcome is flashed").toBeTruthy();
  expect(session!.value.split(";")[0]!.length).toBeLessThan(COOKIE_MAX_BYTES);
});

test("query values the session keeps (§2) never make its cookie too big", async ({ request }) => {
  const long = "a".repeat(3000);
  const many = Array.from({ length: 400 }, (_, index) => `sugg_ids=${index}`).join("&");
  for (const query of [
    `sugg_c=1&${many}`,
    `sugg_t=${long}&sugg_b=${long}`,
    `sessionId=pay_1&redirectResult=${long}`,
    `paypalAdded=true&redirect_status=succeeded&setup_intent=seti_1&setup_intent_client_secret=${long}`,
    `sessionId=pay_1&redirectResult=${"b".repeat(1900)}&sugg_t=${"c".repeat(250)}&sugg_b=${"d".repeat(250)}&sugg_g=${"e".repeat(250)}&paypalAdded=true&redirect_status=succeeded&setup_intent=seti_1&setup_intent_client_secret=${"f".repeat(250)}`,
  ]) {
    const response = await request.get(`/concept?${query}`, { maxRedirects: 0 });
    expect(response.status(), query.slice(0, 60)).toBeLessThan(500);
    for (const header of response.headersArray().filter((one) => one.name.toLowerCase() === "set-cookie"))
      expect(header.value.split(";")[0]!.length, query.slice(0, 60)).toBeLessThan(COOKIE_MAX_BYTES);
  }
});
