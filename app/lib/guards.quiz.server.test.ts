import { describe, expect, it } from "vitest";
import type { RequestContext } from "~/lib/context.server";
import { guard } from "~/lib/guards.server";

let sessions = 0;

/**
 * A request context whose API says who the session's client is (GET /clients/me). Each is a session
 * of its own: the client's answer is kept a second per access token (decision 0069).
 */
function contextOf(client: { email: string; is_temporary: boolean } | null): RequestContext {
  sessions += 1;
  const session = new Map<string, unknown>([
    ["access_token", `token-${sessions}`],
    ["client_id", 7],
  ]);
  return {
    language: "de",
    writes: 0,
    session: { get: (key: string) => session.get(key), unset: (key: string) => session.delete(key) },
    api: {
      GET: async () =>
        client
          ? { data: { id: 7, ...client }, response: new Response(null, { status: 200 }) }
          : { data: undefined, response: new Response(null, { status: 401 }) },
    },
  } as unknown as RequestContext;
}

const temporary = { email: "quiz-abc@signup.lamalle.test", is_temporary: true };
const registered = { email: "alice@example.com", is_temporary: false };

async function outcome(ctx: RequestContext, name: "guest" | "signed-up") {
  const thrown = await guard({ ctx, request: new Request("http://localhost/de/profil"), params: {} }, name).catch(
    (error: unknown) => error,
  );
  return thrown instanceof Response ? thrown.headers.get("Location") : "passes";
}

describe("guards and a visitor's temporary account (issue 15)", () => {
  it("signed-up sends a temporary account back to its quiz, which resumes", async () => {
    expect(await outcome(contextOf(temporary), "signed-up")).toBe("/de/quiz/signup");
    expect(await outcome(contextOf(registered), "signed-up")).toBe("passes");
  });

  it("guest lets a temporary account through (it may sign in to an existing one)", async () => {
    expect(await outcome(contextOf(temporary), "guest")).toBe("passes");
    expect(await outcome(contextOf(registered), "guest")).toBe("/de");
  });
});
