import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../helpers";
import { DEMO_CLIENT } from "../../src/seed/data/accounts";

/**
 * OpenAPI-driven fuzzing: every documented operation receives malformed params, queries and bodies,
 * signed in and not. Client input must never produce a 5xx answer.
 */
type Operation = { method: string; path: string };

let ctx: TestContext;
let operations: Operation[];
let bearer: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimitMax: 100_000 });
  const document = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ["get", "post", "put", "patch", "delete"].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
  bearer = (await signIn(ctx.app, DEMO_CLIENT.email, DEMO_CLIENT.password)).headers;
}, 120_000);
afterAll(() => ctx.close());

const nasty = fc.oneof(
  fc.string(),
  fc.constantFrom(
    "",
    " ",
    "-1",
    "0",
    "99999999999999999999",
    "1e309",
    "NaN",
    "null",
    "../../etc/passwd",
    "%00",
    "' or 1=1 --",
    "<script>",
    "ü€😀",
    "a".repeat(5000),
  ),
  fc.integer().map(String),
);
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.dictionary(
    fc.constantFrom(
      "email",
      "password",
      "list",
      "source",
      "locale",
      "country",
      "refresh_token",
      "client_id",
      "token",
      "firstname",
      "phone",
      "code",
    ),
    fc.oneof(nasty, fc.integer(), fc.boolean(), fc.constant(null), fc.array(nasty, { maxLength: 3 })),
  ),
);

function fill(path: string, value: string) {
  return path.replace(/\{[^}]+\}/g, () => encodeURIComponent(value));
}

describe("malformed input never causes a 5xx", () => {
  it("on every documented operation", async () => {
    expect(operations.length).toBeGreaterThan(20);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations),
        nasty,
        fc.dictionary(fc.constantFrom("page", "slug", "code", "email", "locale", "page_size", "for_shop"), nasty, {
          maxKeys: 3,
        }),
        fc.oneof(
          jsonValue.map((v) => ({ kind: "json" as const, v })),
          nasty.map((v) => ({ kind: "raw" as const, v })),
        ),
        fc.boolean(),
        async (operation, param, query, body, signedIn) => {
          const payload =
            operation.method === "GET" || operation.method === "DELETE"
              ? {}
              : body.kind === "json"
                ? { payload: JSON.stringify(body.v), headers: { "content-type": "application/json" } }
                : { payload: body.v, headers: { "content-type": "application/json" } };
          const response = await ctx.app.inject({
            method: operation.method as "GET",
            url: fill(operation.path, param),
            query,
            ...payload,
            headers: { ...(payload.headers ?? {}), ...(signedIn ? bearer : {}), "accept-language": param.slice(0, 20) },
          });
          if (response.statusCode >= 500) {
            throw new Error(
              `${operation.method} ${operation.path} → ${response.statusCode}: ${response.body.slice(0, 300)}`,
            );
          }
        },
      ),
      { numRuns: 600 },
    );
  }, 180_000);
});
