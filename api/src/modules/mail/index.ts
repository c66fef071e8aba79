/** The mail module as the rest of the API sees it. */
export { Mailer, type MailMessage } from "./mailer.js";
export { devMailRoutes } from "./routes.js";
export { mailDay, mailMoment } from "./dates.js";
export { BUTTON_STYLE, escapeHtml, renderLinkMail, storefrontLink, type LinkMail } from "./layout.js";
