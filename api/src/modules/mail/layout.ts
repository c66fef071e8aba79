/**
 * What the API's e-mails share: links to the storefront in the reader's language, HTML escaping,
 * and the plain layout most of them use (greeting, paragraphs, one link drawn as a button, an
 * optional quieter second link, signature), as text and as HTML.
 */
import type { ContentLocale } from "#domain/locales.js";
import { PREFIXED_LANGUAGES } from "#domain/locales.js";
import type { MailMessage } from "./mailer.js";

/** A page of the storefront in a language: `${storefrontUrl}{/de|/nl|/es}${path}`. */
export function storefrontLink(storefrontUrl: string, locale: ContentLocale, path: string): string {
  const base = storefrontUrl.replace(/\/+$/, "");
  const prefix = (PREFIXED_LANGUAGES as readonly string[]).includes(locale) ? `/${locale}` : "";
  return `${base}${prefix}${path.startsWith("/") ? path : `/${path}`}`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** The button's look, shared by every e-mail that draws one. */
export const BUTTON_STYLE =
  "display: inline-block; padding: 10px 18px; background: #ffd54f; color: #222; text-decoration: none; border-radius: 4px;";

export type LinkMail = {
  to: string;
  locale: ContentLocale;
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  /** The button's words and the full link it opens. */
  button: { label: string; href: string };
  /** A second, quieter link after the button: its lead-in sentence, the link's words, the link. */
  aside?: { lead: string; label: string; href: string };
  signature: string;
};

/** The text and HTML of one e-mail in the plain layout (the link on a line of its own in the text part). */
export function renderLinkMail(mail: LinkMail): MailMessage {
  const { button, aside } = mail;
  const text = [
    mail.greeting,
    "",
    ...mail.paragraphs.flatMap((p) => [p, ""]),
    button.label,
    button.href,
    "",
    ...(aside ? [aside.lead, aside.label, aside.href, ""] : []),
    mail.signature,
    "",
  ].join("\n");
  const asideHtml = aside
    ? `<p style="font-size: 14px;">${escapeHtml(aside.lead)} <a href="${escapeHtml(aside.href)}" style="color: #222;">${escapeHtml(aside.label)}</a></p>\n`
    : "";
  const html = `<!doctype html>
<html lang="${mail.locale}">
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5;">
<p>${escapeHtml(mail.greeting)}</p>
${mail.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(button.href)}" style="${BUTTON_STYLE}">${escapeHtml(button.label)}</a></p>
<p style="font-size: 13px; color: #555;">${escapeHtml(button.href)}</p>
${asideHtml}<p>${escapeHtml(mail.signature)}</p>
</body>
</html>`;
  return { to: mail.to, subject: mail.subject, text, html };
}
