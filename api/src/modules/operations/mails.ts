/**
 * The "on its way" e-mail (decision 0042), sent through the outbox when a box or a shop order
 * ships, in the family's language: the carrier's tracking link as the button, the box's page (or
 * the orders page) as the quieter link.
 */
import { CARRIER_NAMES } from "#domain/carrier-names.js";
import type { Carrier } from "#domain/checkout.js";
import type { ContentLocale } from "#domain/locales.js";
import { renderLinkMail, storefrontLink, type MailMessage } from "../mail/index.js";

type Texts = {
  subject: (box: boolean) => string;
  greeting: (name: string | null) => string;
  shipped: (box: boolean, name: string, carrier: string) => string;
  number: (tracking: string) => string;
  follow: string;
  lead: (box: boolean) => string;
  page: (box: boolean) => string;
  signature: string;
};

const TEXTS: Record<ContentLocale, Texts> = {
  fr: {
    subject: (box) => (box ? "Votre malle est en route !" : "Votre commande est en route !"),
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    shipped: (box, name, carrier) =>
      box ? `La malle de ${name} vient de partir avec ${carrier}.` : `Votre commande vient de partir avec ${carrier}.`,
    number: (tracking) => `Numéro de suivi : ${tracking}`,
    follow: "Suivre le colis",
    lead: () => "Retrouvez-la aussi dans votre espace :",
    page: (box) => (box ? "la malle" : "mes commandes"),
    signature: "L'équipe La Malle",
  },
  de: {
    subject: (box) => (box ? "Ihre Box ist unterwegs!" : "Ihre Bestellung ist unterwegs!"),
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    shipped: (box, name, carrier) =>
      box
        ? `Die Box für ${name} ist gerade mit ${carrier} verschickt worden.`
        : `Ihre Bestellung ist gerade mit ${carrier} verschickt worden.`,
    number: (tracking) => `Sendungsnummer: ${tracking}`,
    follow: "Sendung verfolgen",
    lead: () => "Sie finden sie auch in Ihrem Kundenkonto:",
    page: (box) => (box ? "die Box" : "meine Bestellungen"),
    signature: "Ihr La Malle-Team",
  },
  nl: {
    subject: (box) => (box ? "Je box is onderweg!" : "Je bestelling is onderweg!"),
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    shipped: (box, name, carrier) =>
      box
        ? `De box van ${name} is zojuist met ${carrier} verzonden.`
        : `Je bestelling is zojuist met ${carrier} verzonden.`,
    number: (tracking) => `Trackingnummer: ${tracking}`,
    follow: "Pakket volgen",
    lead: () => "Je vindt hem ook in je account:",
    page: (box) => (box ? "de box" : "mijn bestellingen"),
    signature: "Het La Malle-team",
  },
  es: {
    subject: (box) => (box ? "¡Tu caja está en camino!" : "¡Tu pedido está en camino!"),
    greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
    shipped: (box, name, carrier) =>
      box ? `La caja de ${name} acaba de salir con ${carrier}.` : `Tu pedido acaba de salir con ${carrier}.`,
    number: (tracking) => `Número de seguimiento: ${tracking}`,
    follow: "Seguir el paquete",
    lead: () => "También lo encontrarás en tu área de cliente:",
    page: (box) => (box ? "la caja" : "mis pedidos"),
    signature: "El equipo de La Malle",
  },
  en: {
    subject: (box) => (box ? "Your box is on its way!" : "Your order is on its way!"),
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    shipped: (box, name, carrier) =>
      box ? `${name}'s box has just left with ${carrier}.` : `Your order has just left with ${carrier}.`,
    number: (tracking) => `Tracking number: ${tracking}`,
    follow: "Track the parcel",
    lead: () => "You will also find it in your account:",
    page: (box) => (box ? "the box" : "my orders"),
    signature: "The La Malle team",
  },
};

export type ShippedMail = {
  to: string;
  locale: ContentLocale;
  /** The client's first name (greeting) and, for a box, the profile's. */
  clientName: string | null;
  profile: { id: number; name: string } | null;
  carrier: Carrier;
  trackingNumber: string;
  trackingUrl: string;
  storefrontUrl: string;
};

export function shippedMail(mail: ShippedMail): MailMessage {
  const t = TEXTS[mail.locale];
  const box = mail.profile !== null;
  const page = mail.profile ? `/${mail.profile.id}/malle` : "/infos/orders";
  return renderLinkMail({
    to: mail.to,
    locale: mail.locale,
    subject: t.subject(box),
    greeting: t.greeting(mail.clientName),
    paragraphs: [t.shipped(box, mail.profile?.name ?? "", CARRIER_NAMES[mail.carrier]), t.number(mail.trackingNumber)],
    button: { label: t.follow, href: mail.trackingUrl },
    aside: { lead: t.lead(box), label: t.page(box), href: storefrontLink(mail.storefrontUrl, mail.locale, page) },
    signature: t.signature,
  });
}
