import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The workbench section's pages, paths relative to /back-office (decision 0043): the queue and a box. */
export const workbenchRoutes: RouteConfigEntry[] = [
  route("workbench", "routes/back-office/workbench/queue.tsx"),
  route("workbench/:id", "routes/back-office/workbench/request.tsx"),
];
