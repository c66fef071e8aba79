import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The operations section's pages, paths relative to /back-office. */
export const operationsRoutes: RouteConfigEntry[] = [];
