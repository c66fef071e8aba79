/** The clients module as the rest of the API sees it. */
export { requireFields } from "./guards.js";
export { clientsRoutes } from "./routes.js";
export { AddressSchema, CountrySchema, IdInput } from "./schemas.js";
export { addressOut, findClientById, isUniqueViolation, signedInClient } from "./service.js";
