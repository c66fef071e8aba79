import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The customers section's pages, paths relative to /back-office. */
export const customersRoutes: RouteConfigEntry[] = [];
