/** The payments module as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { paymentsPlugin } from "./routes.js";
export type { PaymentResult, Platform } from "./provider.js";
export { PlatformSchema } from "./schemas.js";
export type { PaymentEventHandler, Payments } from "./service.js";

/** The payments module as the process registers it: its name, routes and jobs (decision 0040). */
export const paymentsModule = { name: "payments", routes: paymentsPlugin } satisfies ApiModule;
