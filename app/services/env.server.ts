import { validateTrackingId } from "../../domain/tracking";
/** Storefront configuration, read once from the environment. */
const isProduction = process.env.NODE_ENV === "production";

export const env = {
  isProduction,
  /** The API base URL; a per-branch preview prefix (e.g. /preview/my-branch) may be appended. */
  apiUrl:
    (process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`).replace(/\/$/, "") +
    (process.env.API_PREVIEW_PREFIX ?? ""),
  /** The public origin used in canonical URLs, alternates and the sitemap. */
  siteUrl: (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, ""),
  sessionSecrets: (process.env.SESSION_SECRET ?? (isProduction ? "" : "dev-only-session-secret-change-me")).split(","),
  sentryDsn: process.env.SENTRY_DSN || undefined,
  trackingId: validateTrackingId(process.env.TRACKING_ID),
  buildId: process.env.BUILD_ID ?? "dev",
};

if (isProduction && !env.sessionSecrets[0]) throw new Error("SESSION_SECRET must be set in production");
