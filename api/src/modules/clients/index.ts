/** The clients module as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { clientsRoutes } from "./routes.js";
export { requireFields, signInLimits } from "./guards.js";
export { hashPassword, requireStrongPassword, verifyPassword } from "./passwords.js";
export { AddressSchema, CountrySchema, EmailInput, IdInput, PasswordInput, RefreshBody } from "./schemas.js";
export {
  issueSession,
  revokeRefreshToken,
  revokeStaffSessions,
  rotateRefreshToken,
  type StaffTokenPair,
} from "./tokens.js";
export { addressOut, findClientById, isUniqueViolation, signedInClient } from "./service.js";

/** The clients module as the process registers it: its name, routes and jobs (decision 0040). */
export const clientsModule = { name: "clients", routes: clientsRoutes } satisfies ApiModule;
