/**
 * The referral e-mails in the recipient's language (fr vous, de Sie, nl je, es tú, en): the
 * invitation a godfather sends a friend (in the language of the page they sent it from), with the
 * share link that carries the godfather's code. Pure functions; the outbox sends them.
 */
import type { ContentLocale } from "#domain/locales.js";
import { renderLinkMail, storefrontLink, type MailMessage } from "../mail/index.js";

const money = (cents: number, locale: ContentLocale) =>
  new Intl.NumberFormat(locale === "en" ? "en-IE" : locale, {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

type Texts = {
  subject: (who: string) => string;
  hello: string;
  body: (who: string, amount: string) => string[];
  button: string;
  signature: string;
};

const TEXTS: Record<ContentLocale, Texts> = {
  fr: {
    subject: (who) => `${who} vous invite à découvrir La Malle`,
    hello: "Bonjour,",
    body: (who, amount) => [
      `${who} vous offre ${amount} sur votre première commande La Malle : une malle de vêtements choisie par une styliste pour votre enfant ou pour vous, ou une commande dans la boutique.`,
      "Vous essayez tout à la maison et ne payez que ce que vous gardez.",
    ],
    button: "Accepter l'invitation",
    signature: "L'équipe La Malle",
  },
  de: {
    subject: (who) => `${who} lädt Sie zu La Malle ein`,
    hello: "Guten Tag,",
    body: (who, amount) => [
      `${who} schenkt Ihnen ${amount} auf Ihre erste Bestellung bei La Malle: eine Kleiderbox, von einer Stylistin für Ihr Kind oder für Sie zusammengestellt, oder eine Bestellung im Shop.`,
      "Sie probieren alles zu Hause an und bezahlen nur, was Sie behalten.",
    ],
    button: "Einladung annehmen",
    signature: "Ihr La-Malle-Team",
  },
  nl: {
    subject: (who) => `${who} nodigt je uit voor La Malle`,
    hello: "Hallo,",
    body: (who, amount) => [
      `${who} geeft je ${amount} op je eerste bestelling bij La Malle: een kledingbox, door een styliste samengesteld voor je kind of voor jezelf, of een bestelling in de shop.`,
      "Je past alles thuis en betaalt alleen wat je houdt.",
    ],
    button: "Uitnodiging aannemen",
    signature: "Het La Malle-team",
  },
  es: {
    subject: (who) => `${who} te invita a descubrir La Malle`,
    hello: "Hola:",
    body: (who, amount) => [
      `${who} te regala ${amount} en tu primer pedido de La Malle: una caja de ropa elegida por una estilista para tu hijo o hija o para ti, o un pedido en la tienda.`,
      "Te lo pruebas todo en casa y solo pagas lo que te quedas.",
    ],
    button: "Aceptar la invitación",
    signature: "El equipo de La Malle",
  },
  en: {
    subject: (who) => `${who} invites you to La Malle`,
    hello: "Hello,",
    body: (who, amount) => [
      `${who} gives you ${amount} off your first La Malle order: a box of clothes picked by a stylist for your child or for you, or an order from the shop.`,
      "Try everything on at home and only pay for what you keep.",
    ],
    button: "Accept the invitation",
    signature: "The La Malle team",
  },
};

/** The invitation: who invites (their first name, else their e-mail), the welcome amount, the share link. */
export function invitationMail(options: {
  to: string;
  locale: ContentLocale;
  godfatherName: string;
  godsonAmountCents: number;
  code: string;
  storefrontUrl: string;
}): MailMessage {
  const t = TEXTS[options.locale];
  const link = storefrontLink(
    options.storefrontUrl,
    options.locale,
    `/lp-referral/invitation?godfather=${encodeURIComponent(options.code)}`,
  );
  return renderLinkMail({
    to: options.to,
    locale: options.locale,
    subject: t.subject(options.godfatherName),
    greeting: t.hello,
    paragraphs: t.body(options.godfatherName, money(options.godsonAmountCents, options.locale)),
    button: { label: t.button, href: link },
    signature: t.signature,
  });
}
