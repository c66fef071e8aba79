/** The support module as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { supportRoutes } from "./routes.js";
export { multipartForm, type ReceivedFile } from "./multipart.js";
export { MAX_ATTACHMENTS } from "./schemas.js";
export { customerServiceAddress } from "./service.js";

/** The support module as the process registers it: its name, routes and jobs (decision 0040). */
export const supportModule = { name: "support", routes: supportRoutes } satisfies ApiModule;
