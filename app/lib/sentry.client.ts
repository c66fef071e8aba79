import * as Sentry from "@sentry/react-router";
import { reportTo } from "./monitoring";

/** Error reporting in the browser, loaded by entry.client only when a DSN is configured (decision 0049). */
export function startSentry({ dsn, release, clientId }: { dsn: string; release: string; clientId: number | null }) {
  Sentry.init({ dsn, release, sendDefaultPii: false });
  // §8: uncaught errors carry the client id
  if (clientId) Sentry.setUser({ id: String(clientId) });
  reportTo(Sentry);
}
