/** The customer-service back-office module as the rest of the API sees it (decision 0044). */
import type { ApiModule } from "../module.js";
import { customerServiceRoutes } from "./routes.js";

/** The customer-service module as the process registers it: its name, routes and jobs (decision 0040). */
export const customerServiceModule = { name: "customer-service", routes: customerServiceRoutes } satisfies ApiModule;
