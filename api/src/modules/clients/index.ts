/** The clients module as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { clientsRoutes } from "./routes.js";
export { requireFields } from "./guards.js";
export { AddressSchema, CountrySchema, IdInput } from "./schemas.js";
export { addressOut, findClientById, isUniqueViolation, signedInClient } from "./service.js";

/** The clients module as the process registers it: its name, routes and jobs (decision 0040). */
export const clientsModule = { name: "clients", routes: clientsRoutes } satisfies ApiModule;
