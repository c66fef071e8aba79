type Reporter = { captureException(error: unknown, hint?: { extra: Record<string, unknown> }): unknown };

let reporter: Reporter | undefined;

/**
 * Hands errors to Sentry once it is initialised: by entry.server, and by entry.client, which loads
 * Sentry's SDK only when SENTRY_DSN is set (decision 0049), so this module never imports it.
 */
export function reportTo(sentry: Reporter) {
  reporter = sentry;
}

/**
 * Reports an error to Sentry when it was initialised (SENTRY_DSN set), else to the console,
 * so nothing is lost in development and nothing is sent anywhere unless configured.
 */
export function reportError(error: unknown, extra?: Record<string, unknown>) {
  if (reporter) reporter.captureException(error, extra ? { extra } : undefined);
  else console.error(error, extra ?? "");
}
