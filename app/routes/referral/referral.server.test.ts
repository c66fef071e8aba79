import { describe, expect, it } from "vitest";
import type { Api } from "~/lib/api.server";
import type { RequestContext } from "~/lib/context.server";
import { sessionStorage } from "~/lib/session.server";
import { inviteAction } from "./referral.server";

/** The invite form posted while the API answers `status` with a problem of `type`. */
async function inviteRefused(status: number, type: string) {
  const api = {
    POST: async () => ({ data: undefined, error: { type, status }, response: new Response(null, { status }) }),
  };
  const ctx = {
    language: "de",
    session: await sessionStorage.getSession(),
    api: api as unknown as Api,
  } as unknown as RequestContext;
  const form = new FormData();
  form.set("email", "friend@example.com");
  return (await inviteAction(ctx, form)) as unknown as {
    data: { error?: Record<string, string[]> };
    init: { status: number };
  };
}

describe("the invite form's refusals", () => {
  it("past the account's invitations of the day (429) says so, in the page's words", async () => {
    const answer = await inviteRefused(429, "TOO_MANY_REQUESTS");
    expect(answer.init.status).toBe(429);
    expect(answer.data.error).toEqual({ email: ["referral.invite.too_many"] });
  });

  it("an API failure stays a failure", async () => {
    const answer = await inviteRefused(503, "INTERNAL");
    expect(answer.init.status).toBe(502);
    expect(answer.data.error).toEqual({ email: ["referral.invite.failed"] });
  });
});
