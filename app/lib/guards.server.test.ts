import { describe, expect, it } from "vitest";
import { GUARD_NAMES, guard, type GuardName } from "~/lib/guards.server";
import type { RequestContext } from "~/lib/context.server";

describe("route guards", () => {
  it("are exactly the spec's guards", () => {
    expect([...GUARD_NAMES].sort()).toEqual(
      [
        "guest",
        "lc-auth",
        "signed-up",
        "profile",
        "kids",
        "new-kid",
        "new-woman",
        "profile-suggestions",
        "loyalty",
        "shop",
        "blog",
        "littlegeste",
        "preview",
      ].sort(),
    );
  });

  it("throw for an unknown guard name", async () => {
    const args = { ctx: {} as RequestContext, request: new Request("http://localhost/"), params: {} };
    await expect(guard(args, "no-such-guard" as GuardName)).rejects.toThrow("Unknown route guard: no-such-guard");
  });

  it("send a visitor to the login page with the wanted path", async () => {
    const ctx = { language: "de", session: { get: () => undefined } } as unknown as RequestContext;
    const request = new Request("http://localhost/de/infos?tab=kids");
    const thrown = await guard({ ctx, request, params: {} }, "lc-auth").catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/de/login?redirect=%2Finfos%3Ftab%3Dkids");
  });
});
