/** The operations module (decision 0042): packing, shipping, delivery, returns and the stock ledger. */
import type { ApiModule } from "../module.js";
import { carrierJobs } from "./carrier.js";
import { operationsRoutes } from "./routes.js";
import { carrierSandboxRoutes } from "./sandbox-routes.js";

/** The operations module as the process registers it: its routes and the carrier-tracking pass. */
export const operationsModule = { name: "operations", routes: operationsRoutes, jobs: carrierJobs } satisfies ApiModule;

/** The carrier sandbox's door, outside production only (like the development mail box). */
export const carrierSandboxModule = {
  name: "carrier-sandbox",
  routes: carrierSandboxRoutes,
  routesOutsideProduction: true,
} satisfies ApiModule;

export { addToReturn, openReturn, returnOut, type ReturnRequestLine } from "./returns.js";
