/** The mail module as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { devMailRoutes } from "./routes.js";
export { Mailer, type MailMessage } from "./mailer.js";
export { mailDay, mailMoment, mailMoney } from "./dates.js";
export { BUTTON_STYLE, escapeHtml, renderLinkMail, storefrontLink, type LinkMail } from "./layout.js";

/** The mail module as the process registers it: its name, routes and jobs (decision 0040). */
export const mailModule = { name: "mail", routes: devMailRoutes, routesOutsideProduction: true } satisfies ApiModule;
