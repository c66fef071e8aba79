import * as Sentry from "@sentry/react-router";

/**
 * Reports an error to Sentry when it was initialised (SENTRY_DSN set), else to the console,
 * so nothing is lost in development and nothing is sent anywhere unless configured.
 */
export function reportError(error: unknown, extra?: Record<string, unknown>) {
  if (Sentry.isInitialized()) Sentry.captureException(error, extra ? { extra } : undefined);
  else console.error(error, extra ?? "");
}
