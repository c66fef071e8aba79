/**
 * The password-reset e-mail, in the client's stored language (fr, de, nl, es, en), and the
 * storefront link it carries: `${storefrontUrl}{/de|/nl|/es}/reset-password?client_id=…&token=…`
 * (no prefix for fr, nor for en which the storefront shows under the default language).
 */
import type { ContentLocale } from "#domain/locales.js";
import { PREFIXED_LANGUAGES } from "#domain/locales.js";
import { escapeHtml, type MailMessage } from "../mail/index.js";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export function resetPasswordLink(
  storefrontUrl: string,
  locale: ContentLocale,
  clientId: number,
  token: string,
): string {
  const base = storefrontUrl.replace(/\/+$/, "");
  const prefix = (PREFIXED_LANGUAGES as readonly string[]).includes(locale) ? `/${locale}` : "";
  const query = new URLSearchParams({ client_id: String(clientId), token });
  return `${base}${prefix}/reset-password?${query.toString()}`;
}

type Texts = {
  subject: string;
  greeting: (name: string | null) => string;
  intro: string;
  button: string;
  validity: string;
  ignore: string;
  signature: string;
};

const TEXTS: Record<ContentLocale, Texts> = {
  fr: {
    subject: "Réinitialisation de votre mot de passe",
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    intro:
      "Vous avez demandé à réinitialiser le mot de passe de votre compte La Malle. Cliquez sur le lien ci-dessous pour en choisir un nouveau :",
    button: "Choisir un nouveau mot de passe",
    validity: "Ce lien est valable une heure et ne peut être utilisé qu'une seule fois.",
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
    signature: "L'équipe La Malle",
  },
  de: {
    subject: "Zurücksetzen Ihres Passworts",
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    intro:
      "Sie haben angefordert, das Passwort Ihres La Malle-Kontos zurückzusetzen. Klicken Sie auf den folgenden Link, um ein neues Passwort zu wählen:",
    button: "Neues Passwort wählen",
    validity: "Dieser Link ist eine Stunde lang gültig und kann nur einmal verwendet werden.",
    ignore:
      "Wenn Sie diese Anfrage nicht gestellt haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.",
    signature: "Ihr La Malle-Team",
  },
  nl: {
    subject: "Je wachtwoord opnieuw instellen",
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    intro:
      "Je hebt gevraagd om het wachtwoord van je La Malle-account opnieuw in te stellen. Klik op de onderstaande link om een nieuw wachtwoord te kiezen:",
    button: "Een nieuw wachtwoord kiezen",
    validity: "Deze link is één uur geldig en kan maar één keer worden gebruikt.",
    ignore: "Heb je dit niet aangevraagd? Negeer dan deze e-mail: je wachtwoord blijft ongewijzigd.",
    signature: "Het La Malle-team",
  },
  es: {
    subject: "Restablecer tu contraseña",
    greeting: (name) => (name ? `Hola ${name}:` : "Hola:"),
    intro:
      "Has solicitado restablecer la contraseña de tu cuenta de La Malle. Haz clic en el siguiente enlace para elegir una nueva:",
    button: "Elegir una nueva contraseña",
    validity: "Este enlace es válido durante una hora y solo se puede usar una vez.",
    ignore: "Si no has hecho esta solicitud, ignora este correo: tu contraseña no cambiará.",
    signature: "El equipo de La Malle",
  },
  en: {
    subject: "Reset your password",
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    intro: "You asked to reset the password of your La Malle account. Follow the link below to choose a new one:",
    button: "Choose a new password",
    validity: "This link is valid for one hour and can be used only once.",
    ignore: "If you did not make this request, ignore this e-mail: your password stays unchanged.",
    signature: "The La Malle team",
  },
};

export function resetPasswordMail(options: {
  to: string;
  locale: ContentLocale;
  firstname: string | null;
  link: string;
}): MailMessage {
  const t = TEXTS[options.locale] ?? TEXTS.fr;
  const name = options.firstname?.trim() || null;
  const text = [t.greeting(name), "", t.intro, "", options.link, "", t.validity, t.ignore, "", t.signature, ""].join(
    "\n",
  );
  const html = `<!doctype html>
<html lang="${options.locale}">
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5;">
<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(options.link)}" style="display: inline-block; padding: 10px 18px; background: #ffd54f; color: #222; text-decoration: none; border-radius: 4px;">${escapeHtml(t.button)}</a></p>
<p style="font-size: 13px; color: #555;">${escapeHtml(options.link)}</p>
<p>${escapeHtml(t.validity)}<br>${escapeHtml(t.ignore)}</p>
<p>${escapeHtml(t.signature)}</p>
</body>
</html>`;
  return { to: options.to, subject: t.subject, text, html };
}
