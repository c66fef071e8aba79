import { afterEach, describe, expect, it, vi } from "vitest";
import { reportError, reportTo } from "./monitoring";

afterEach(() => vi.restoreAllMocks());

describe("reportError", () => {
  it("writes to the console until Sentry is handed over, then reports to it alone", () => {
    const console = vi.spyOn(globalThis.console, "error").mockImplementation(() => {});
    const error = new Error("boom");
    reportError(error, { client_id: 7 });
    expect(console).toHaveBeenCalledWith(error, { client_id: 7 });

    const sentry = { captureException: vi.fn() };
    reportTo(sentry);
    reportError(error, { client_id: 7 });
    reportError(error);
    expect(sentry.captureException.mock.calls).toEqual([
      [error, { extra: { client_id: 7 } }],
      [error, undefined],
    ]);
    expect(console).toHaveBeenCalledTimes(1);
  });
});
