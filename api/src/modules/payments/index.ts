/** The payments module as the rest of the API sees it. */
export type { Platform } from "./provider.js";
export { paymentsPlugin } from "./routes.js";
export { PlatformSchema } from "./schemas.js";
export type { PaymentEventHandler } from "./service.js";
