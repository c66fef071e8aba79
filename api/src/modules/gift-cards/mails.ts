/**
 * The gift card's e-mails and the words of its PDF, in the giver's page language (fr vous, de Sie,
 * nl je, es tú, en): the card to its recipient (code, amount, message, giver, the page where it is
 * added to a wallet, the PDF attached) and the receipt to the giver. Pure functions of plain data;
 * the scheduler's outbox sends them (enqueueMail).
 */
import { deName } from "#domain/french.js";
import type { ContentLocale } from "#domain/locales.js";
import { BUTTON_STYLE, escapeHtml, mailDay, storefrontLink, type MailMessage } from "../mail/index.js";

export type CardFacts = {
  code: string;
  amountCents: number;
  giverName: string;
  recipientName: string;
  recipientEmail: string;
  message: string | null;
  target: "KID" | "WOMAN" | null;
  appliesTo: "BOX" | "SHOP" | "GIFT_CARD" | null;
  /** Last day it can be added (YYYY-MM-DD). */
  validUntil: string;
  /** The day it is e-mailed (YYYY-MM-DD). */
  sendDay: string;
  locale: ContentLocale;
};

type Texts = {
  greeting: (name: string) => string;
  signature: string;
  cardSubject: (giver: string) => string;
  cardIntro: (giver: string, amount: string) => string;
  forBox: string;
  forShop: string;
  forAny: string;
  messageFrom: (giver: string) => string;
  code: string;
  validUntil: (date: string) => string;
  howTo: string;
  button: string;
  pdfNote: string;
  receiptSubject: string;
  receiptIntro: (recipient: string, amount: string) => string;
  receiptWhen: (email: string, date: string) => string;
  receiptToday: (email: string) => string;
  receiptButton: string;
  pdfTitle: string;
  pdfFor: (name: string) => string;
  pdfFrom: (name: string) => string;
  pdfHowTo: (url: string) => string;
};

const TEXTS: Record<ContentLocale, Texts> = {
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    signature: "L'équipe La Malle",
    cardSubject: (giver) => `${giver} vous offre une carte cadeau La Malle`,
    cardIntro: (giver, amount) => `${giver} vous offre une carte cadeau La Malle de ${amount}.`,
    forBox: "Elle est pensée pour une malle de vêtements choisis par nos stylistes.",
    forShop: "Elle est pensée pour la boutique La Malle.",
    forAny: "Elle se dépense sur une malle comme à la boutique.",
    messageFrom: (giver) => `Le mot ${deName(giver)} :`,
    code: "Votre code",
    validUntil: (date) => `À ajouter à votre compte avant le ${date}.`,
    howTo:
      "Connectez-vous (ou créez votre compte), puis saisissez ce code sur la page « Ajouter une carte cadeau » : le montant rejoint votre cagnotte.",
    button: "Ajouter ma carte cadeau",
    pdfNote: "La carte à imprimer est jointe à cet e-mail (PDF).",
    receiptSubject: "Votre carte cadeau La Malle est réglée",
    receiptIntro: (recipient, amount) => `Merci ! Votre carte cadeau de ${amount} pour ${recipient} est réglée.`,
    receiptWhen: (email, date) => `Nous l'enverrons à ${email} le ${date}.`,
    receiptToday: (email) => `Nous l'envoyons dès maintenant à ${email}.`,
    receiptButton: "Voir mes commandes",
    pdfTitle: "Carte cadeau",
    pdfFor: (name) => `Pour ${name}`,
    pdfFrom: (name) => `De la part ${deName(name)}`,
    pdfHowTo: (url) => `À ajouter à votre cagnotte sur ${url}`,
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    signature: "Ihr La-Malle-Team",
    cardSubject: (giver) => `${giver} schenkt Ihnen einen La-Malle-Geschenkgutschein`,
    cardIntro: (giver, amount) => `${giver} schenkt Ihnen einen La-Malle-Geschenkgutschein über ${amount}.`,
    forBox: "Er ist für eine Box mit Kleidung gedacht, die unsere Stylistinnen auswählen.",
    forShop: "Er ist für den La-Malle-Shop gedacht.",
    forAny: "Sie können ihn für eine Box oder im Shop einlösen.",
    messageFrom: (giver) => `Die Nachricht von ${giver}:`,
    code: "Ihr Code",
    validUntil: (date) => `Fügen Sie ihn bis zum ${date} Ihrem Konto hinzu.`,
    howTo:
      "Melden Sie sich an (oder erstellen Sie ein Konto) und geben Sie den Code auf der Seite „Geschenkgutschein hinzufügen“ ein: Der Betrag wird Ihrem Guthaben gutgeschrieben.",
    button: "Gutschein hinzufügen",
    pdfNote: "Der Gutschein zum Ausdrucken ist als PDF angehängt.",
    receiptSubject: "Ihr La-Malle-Geschenkgutschein ist bezahlt",
    receiptIntro: (recipient, amount) =>
      `Vielen Dank! Ihr Geschenkgutschein über ${amount} für ${recipient} ist bezahlt.`,
    receiptWhen: (email, date) => `Wir senden ihn am ${date} an ${email}.`,
    receiptToday: (email) => `Wir senden ihn jetzt an ${email}.`,
    receiptButton: "Meine Bestellungen ansehen",
    pdfTitle: "Geschenkgutschein",
    pdfFor: (name) => `Für ${name}`,
    pdfFrom: (name) => `Von ${name}`,
    pdfHowTo: (url) => `Einzulösen als Guthaben auf ${url}`,
  },
  nl: {
    greeting: (name) => `Hallo ${name},`,
    signature: "Het La Malle-team",
    cardSubject: (giver) => `${giver} geeft je een La Malle-cadeaukaart`,
    cardIntro: (giver, amount) => `${giver} geeft je een La Malle-cadeaukaart van ${amount}.`,
    forBox: "Hij is bedoeld voor een box met kleding die onze stylisten voor je kiezen.",
    forShop: "Hij is bedoeld voor de La Malle-shop.",
    forAny: "Je kunt hem gebruiken voor een box of in de shop.",
    messageFrom: (giver) => `Het bericht van ${giver}:`,
    code: "Je code",
    validUntil: (date) => `Voeg hem vóór ${date} toe aan je account.`,
    howTo:
      "Log in (of maak een account aan) en vul deze code in op de pagina ‘Cadeaukaart toevoegen’: het bedrag komt in je tegoed.",
    button: "Mijn cadeaukaart toevoegen",
    pdfNote: "De kaart om af te drukken zit als pdf in de bijlage.",
    receiptSubject: "Je La Malle-cadeaukaart is betaald",
    receiptIntro: (recipient, amount) => `Bedankt! Je cadeaukaart van ${amount} voor ${recipient} is betaald.`,
    receiptWhen: (email, date) => `We sturen hem op ${date} naar ${email}.`,
    receiptToday: (email) => `We sturen hem nu naar ${email}.`,
    receiptButton: "Mijn bestellingen bekijken",
    pdfTitle: "Cadeaukaart",
    pdfFor: (name) => `Voor ${name}`,
    pdfFrom: (name) => `Van ${name}`,
    pdfHowTo: (url) => `Toe te voegen aan je tegoed op ${url}`,
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    signature: "El equipo de La Malle",
    cardSubject: (giver) => `${giver} te regala una tarjeta regalo de La Malle`,
    cardIntro: (giver, amount) => `${giver} te regala una tarjeta regalo de La Malle de ${amount}.`,
    forBox: "Está pensada para una caja de ropa elegida por nuestras estilistas.",
    forShop: "Está pensada para la tienda La Malle.",
    forAny: "Puedes usarla en una caja o en la tienda.",
    messageFrom: (giver) => `El mensaje de ${giver}:`,
    code: "Tu código",
    validUntil: (date) => `Añádela a tu cuenta antes del ${date}.`,
    howTo:
      "Inicia sesión (o crea tu cuenta) e introduce este código en la página «Añadir una tarjeta regalo»: el importe se suma a tu monedero.",
    button: "Añadir mi tarjeta regalo",
    pdfNote: "La tarjeta para imprimir va adjunta en PDF.",
    receiptSubject: "Tu tarjeta regalo de La Malle está pagada",
    receiptIntro: (recipient, amount) => `¡Gracias! Tu tarjeta regalo de ${amount} para ${recipient} está pagada.`,
    receiptWhen: (email, date) => `La enviaremos a ${email} el ${date}.`,
    receiptToday: (email) => `La enviamos ahora mismo a ${email}.`,
    receiptButton: "Ver mis pedidos",
    pdfTitle: "Tarjeta regalo",
    pdfFor: (name) => `Para ${name}`,
    pdfFrom: (name) => `De parte de ${name}`,
    pdfHowTo: (url) => `Para añadir a tu monedero en ${url}`,
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    signature: "The La Malle team",
    cardSubject: (giver) => `${giver} is giving you a La Malle gift card`,
    cardIntro: (giver, amount) => `${giver} is giving you a La Malle gift card worth ${amount}.`,
    forBox: "It is meant for a box of clothes picked by our stylists.",
    forShop: "It is meant for the La Malle shop.",
    forAny: "You can spend it on a box or at the shop.",
    messageFrom: (giver) => `${giver}'s message:`,
    code: "Your code",
    validUntil: (date) => `Add it to your account by ${date}.`,
    howTo:
      "Sign in (or create your account), then enter this code on the “Add a gift card” page: the amount goes to your wallet.",
    button: "Add my gift card",
    pdfNote: "The printable card is attached (PDF).",
    receiptSubject: "Your La Malle gift card is paid",
    receiptIntro: (recipient, amount) => `Thank you! Your ${amount} gift card for ${recipient} is paid.`,
    receiptWhen: (email, date) => `We will send it to ${email} on ${date}.`,
    receiptToday: (email) => `We are sending it to ${email} now.`,
    receiptButton: "See my orders",
    pdfTitle: "Gift card",
    pdfFor: (name) => `For ${name}`,
    pdfFrom: (name) => `From ${name}`,
    pdfHowTo: (url) => `To add to your wallet at ${url}`,
  },
};

export function giftCardTexts(locale: ContentLocale): Texts {
  return TEXTS[locale] ?? TEXTS.fr;
}

/** An amount in the language's currency format (50,00 € / € 50,00 / €50.00). */
export function money(cents: number, locale: ContentLocale): string {
  return new Intl.NumberFormat(locale === "en" ? "en-IE" : locale, { style: "currency", currency: "EUR" }).format(
    cents / 100,
  );
}

export const ADD_GIFT_CARD_PATH = "/infos/add-giftcard";

/** French puts a space before a colon. */
const colon = (locale: ContentLocale) => (locale === "fr" ? "\u00a0: " : ": ");

export function purposeText(t: Texts, appliesTo: CardFacts["appliesTo"]): string {
  return appliesTo === "BOX" ? t.forBox : appliesTo === "SHOP" ? t.forShop : t.forAny;
}

/** The card to its recipient: who gives it, how much, the message, the code, where to add it. */
export function giftCardMail(card: CardFacts, storefrontUrl: string, pdfBase64: string): MailMessage {
  const t = giftCardTexts(card.locale);
  const amount = money(card.amountCents, card.locale);
  const link = storefrontLink(storefrontUrl, card.locale, ADD_GIFT_CARD_PATH);
  const until = t.validUntil(mailDay(card.validUntil, card.locale, "long"));
  const text = [
    t.greeting(card.recipientName),
    "",
    t.cardIntro(card.giverName, amount),
    purposeText(t, card.appliesTo),
    "",
    ...(card.message ? [t.messageFrom(card.giverName), card.message, ""] : []),
    `${t.code}${colon(card.locale)}${card.code}`,
    until,
    "",
    t.howTo,
    `${t.button}${colon(card.locale)}${link}`,
    "",
    t.pdfNote,
    "",
    t.signature,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="${card.locale}">
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5;">
<p>${escapeHtml(t.greeting(card.recipientName))}</p>
<p>${escapeHtml(t.cardIntro(card.giverName, amount))} ${escapeHtml(purposeText(t, card.appliesTo))}</p>
${
  card.message
    ? `<p>${escapeHtml(t.messageFrom(card.giverName))}</p><blockquote style="border-left: 3px solid #ffd54f; margin: 0; padding: 4px 12px; white-space: pre-line;">${escapeHtml(card.message)}</blockquote>`
    : ""
}
<p>${escapeHtml(t.code)}${escapeHtml(colon(card.locale))}<strong style="font-size: 20px; letter-spacing: 2px;">${escapeHtml(card.code)}</strong></p>
<p>${escapeHtml(until)}</p>
<p>${escapeHtml(t.howTo)}</p>
<p><a href="${escapeHtml(link)}" style="${BUTTON_STYLE}">${escapeHtml(t.button)}</a></p>
<p style="font-size: 13px; color: #555;">${escapeHtml(t.pdfNote)}</p>
<p>${escapeHtml(t.signature)}</p>
</body>
</html>`;
  return {
    to: card.recipientEmail,
    subject: t.cardSubject(card.giverName),
    text,
    html,
    attachments: [
      { filename: `la-malle-${card.code}.pdf`, content: pdfBase64, encoding: "base64", contentType: "application/pdf" },
    ],
  };
}

/** The receipt to the giver once paid: for whom, how much, when it leaves. */
export function giftCardReceiptMail(
  card: CardFacts,
  giver: { email: string; firstname: string | null },
  sentToday: boolean,
  storefrontUrl: string,
): MailMessage {
  const t = giftCardTexts(card.locale);
  const amount = money(card.amountCents, card.locale);
  const link = storefrontLink(storefrontUrl, card.locale, "/infos/orders");
  const when = sentToday
    ? t.receiptToday(card.recipientEmail)
    : t.receiptWhen(card.recipientEmail, mailDay(card.sendDay, card.locale, "long"));
  const name = giver.firstname?.trim() || card.giverName;
  const text = [
    t.greeting(name),
    "",
    t.receiptIntro(card.recipientName, amount),
    when,
    "",
    `${t.receiptButton}${colon(card.locale)}${link}`,
    "",
    t.signature,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="${card.locale}">
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5;">
<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(t.receiptIntro(card.recipientName, amount))}</p>
<p>${escapeHtml(when)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t.receiptButton)}</a></p>
<p>${escapeHtml(t.signature)}</p>
</body>
</html>`;
  return { to: giver.email, subject: t.receiptSubject, text, html };
}
