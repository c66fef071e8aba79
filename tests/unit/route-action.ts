import { RouterContextProvider } from "react-router";
import type { RequestContext } from "~/lib/context.server";

type Action = (args: never) => Promise<unknown>;

/**
 * Posts a form to a route's action as a signed-in client whose API answers through `fetch` (a
 * double), the way the root middleware sets the request up. A thrown Response (a redirect) is
 * returned like an answer. The storefront's modules are imported here, after the test has set the
 * environment: env.server reads the keys once, when it is first imported.
 */
export async function postToAction(
  action: Action,
  {
    url,
    language,
    body,
    fetch,
    session: given,
  }: {
    url: string;
    language: RequestContext["language"];
    body: URLSearchParams;
    fetch: typeof globalThis.fetch;
    /** The session to post with, for the test to read what the action kept in it. */
    session?: RequestContext["session"];
  },
): Promise<unknown> {
  const { createApi } = await import("~/lib/api.server");
  const { requestContext } = await import("~/lib/context.server");
  const { sessionStorage } = await import("~/lib/session.server");
  const session = given ?? (await sessionStorage.getSession());
  session.set("access_token", "token");
  const context = new RouterContextProvider();
  const ctx: RequestContext = {
    language,
    pair: undefined,
    session,
    api: createApi({ locale: language, session, baseUrl: "http://api.test", fetch }),
    isBot: false,
    setCookies: [],
    writes: 0,
  };
  context.set(requestContext, ctx);
  const request = new Request(url, { method: "POST", body });
  try {
    return await action({ request, context, params: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
