import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Api } from "~/lib/api.server";
import { requestContext, type RequestContext } from "~/lib/context.server";
import { reportError } from "~/lib/monitoring";
import { SETUP_FAILED_KEY } from "~/lib/payment-methods";
import { sessionStorage } from "~/lib/session.server";
import { loader } from "./add-payment";

vi.mock("~/lib/monitoring", () => ({ reportError: vi.fn() }));

/** A stand-in for the API client: answers by path, records what was posted. */
function fakeApi(saveStatus: number) {
  const posted: unknown[] = [];
  const answer = (data: unknown, status = 200) => ({
    data,
    error: undefined,
    response: new Response(null, { status }),
  });
  const api = {
    GET: async (path: string) =>
      path === "/clients/me" ? answer({ id: 7, email: "a@example.com", default_payment_method: null }) : answer([]),
    POST: async (path: string, init: { body: unknown }) => {
      posted.push({ path, body: init.body });
      if (saveStatus === 201) return answer({ id: 1 }, 201);
      return {
        data: undefined,
        error: { type: "SETUP_INTENT_FAILED" },
        response: new Response(null, { status: saveStatus }),
      };
    },
  };
  return { api: api as unknown as Api, posted };
}

async function returnTo(url: string, saveStatus: number) {
  const session = await sessionStorage.getSession();
  session.set("access_token", "token");
  session.set("payment_redirect", { sessionId: "setup_1", redirectResult: "signed" });
  const { api, posted } = fakeApi(saveStatus);
  const ctx = { language: "nl", session, api, setCookies: [], writes: 0 } as unknown as RequestContext;
  const context = new RouterContextProvider();
  context.set(requestContext, ctx);
  const thrown = await loader({ request: new Request(url), context, params: {} } as never).catch((e: unknown) => e);
  return { thrown: thrown as Response, session, posted };
}

const RETURN =
  "http://localhost/nl/infos/add/payment?platform=card_via_sandbox&sessionId=setup_1&redirectResult=signed";

describe("/infos/add/payment, back from the provider", () => {
  beforeEach(() => vi.mocked(reportError).mockClear());

  it("registers the method once, then goes on to ?redirect= with a confirmation", async () => {
    const { thrown, session, posted } = await returnTo(`${RETURN}&redirect=%2Fnl%2Fshop%2Fcheckout`, 201);
    expect(posted).toEqual([
      {
        path: "/clients/me/payment-methods",
        body: { payment_gateway: "sandbox", payment_method_type: "card", redirect_result: "signed" },
      },
    ]);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toBe("/nl/shop/checkout");
    expect(session.get("notice")).toBe("payment-methods.saved_notice");
    expect(session.has("payment_redirect")).toBe(false);
    expect(reportError).not.toHaveBeenCalled();
  });

  it("reports a refused setup and shows §8's message on the page, keeping the way on", async () => {
    const { thrown, session } = await returnTo(`${RETURN}&redirect=%2Fnl%2Fshop%2Fcheckout`, 422);
    expect(thrown.headers.get("Location")).toBe("/nl/infos/add/payment?redirect=%2Fnl%2Fshop%2Fcheckout");
    expect(session.get("payment_error")).toBe(SETUP_FAILED_KEY);
    expect(session.has("payment_redirect")).toBe(false);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(vi.mocked(reportError).mock.calls[0]?.[1]).toMatchObject({ status: 422, type: "SETUP_INTENT_FAILED" });
  });

  it("says nothing and posts nothing when the shopper cancelled on the provider's page", async () => {
    const cancelled = RETURN.replace("redirectResult=signed", "redirectResult=cancelled");
    const { thrown, session, posted } = await returnTo(cancelled, 201);
    expect(thrown.headers.get("Location")).toBe("/nl/infos/add/payment");
    expect(posted).toEqual([]);
    expect(session.has("payment_error")).toBe(false);
    expect(session.has("payment_redirect")).toBe(false);
    expect(reportError).not.toHaveBeenCalled();
  });

  it("never follows a ?redirect= off the site", async () => {
    const { thrown } = await returnTo(`${RETURN}&redirect=%2F%2Fevil.test`, 201);
    expect(thrown.headers.get("Location")).toBe("/nl/infos/add/payment");
  });
});
