import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The workbench section's pages, paths relative to /back-office. */
export const workbenchRoutes: RouteConfigEntry[] = [];
