/**
 * The booking confirmation e-mail, sent once when a box request is created, in the client's
 * language: the box booked for the profile, its delivery date (Intl, in that language), the last day
 * wishes can be added, one shot or every N months, and that only the pieces kept are paid.
 */
import { deName } from "#domain/french.js";
import type { ContentLocale } from "#domain/locales.js";
import { escapeHtml, mailDay, type MailMessage } from "../mail/index.js";

type Texts = {
  subject: (firstname: string) => string;
  greeting: (name: string | null) => string;
  booked: (firstname: string) => string;
  delivery: (date: string) => string;
  wishes: (date: string) => string;
  oneShot: string;
  every: (months: number) => string;
  payment: string;
  next: string;
  signature: string;
};

const TEXTS: Record<ContentLocale, Texts> = {
  fr: {
    subject: (firstname) => `La malle ${deName(firstname)} est réservée`,
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    booked: (firstname) =>
      `Merci ! Nous avons bien réservé une malle pour ${firstname}. Notre styliste la prépare avec soin.`,
    delivery: (date) => `Livraison prévue : ${date}.`,
    wishes: (date) =>
      `Jusqu'au ${date} inclus, vous pouvez choisir des envies pour sa malle depuis votre espace client : notre styliste en tient compte.`,
    oneShot: "Il s'agit d'une malle unique, sans abonnement.",
    every: (months) =>
      months === 1
        ? "Une malle vous sera envoyée chaque mois."
        : `Une malle vous sera envoyée tous les ${months} mois.`,
    payment: "Rien n'est débité aujourd'hui : vous ne payez que ce que vous gardez.",
    next: "Vous pouvez suivre votre malle et changer sa date de livraison depuis votre espace client.",
    signature: "L'équipe La Malle",
  },
  de: {
    subject: (firstname) => `Die Box für ${firstname} ist gebucht`,
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    booked: (firstname) =>
      `Vielen Dank! Wir haben eine Box für ${firstname} gebucht. Unsere Stylistin stellt sie mit Sorgfalt zusammen.`,
    delivery: (date) => `Geplante Lieferung: ${date}.`,
    wishes: (date) =>
      `Bis einschließlich ${date} können Sie in Ihrem Kundenkonto Wünsche für die Box hinzufügen: Unsere Stylistin berücksichtigt sie.`,
    oneShot: "Es ist eine einmalige Box, ohne Abonnement.",
    every: (months) =>
      months === 1 ? "Sie erhalten jeden Monat eine Box." : `Sie erhalten alle ${months} Monate eine Box.`,
    payment: "Heute wird nichts abgebucht: Sie bezahlen nur, was Sie behalten.",
    next: "In Ihrem Kundenkonto können Sie Ihre Box verfolgen und das Lieferdatum ändern.",
    signature: "Ihr La Malle-Team",
  },
  nl: {
    subject: (firstname) => `De box voor ${firstname} is gereserveerd`,
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    booked: (firstname) =>
      `Bedankt! We hebben een box voor ${firstname} gereserveerd. Onze stylist stelt hem met zorg samen.`,
    delivery: (date) => `Geplande levering: ${date}.`,
    wishes: (date) =>
      `Tot en met ${date} kun je in je account wensen aan de box toevoegen: onze stylist houdt er rekening mee.`,
    oneShot: "Het is een losse box, zonder abonnement.",
    every: (months) => (months === 1 ? "Je krijgt elke maand een box." : `Je krijgt elke ${months} maanden een box.`),
    payment: "Er wordt vandaag niets afgeschreven: je betaalt alleen wat je houdt.",
    next: "In je account kun je je box volgen en de leverdatum wijzigen.",
    signature: "Het La Malle-team",
  },
  es: {
    subject: (firstname) => `La caja de ${firstname} está reservada`,
    greeting: (name) => (name ? `Hola ${name}:` : "Hola:"),
    booked: (firstname) =>
      `¡Gracias! Hemos reservado una caja para ${firstname}. Nuestra estilista la prepara con cariño.`,
    delivery: (date) => `Entrega prevista: ${date}.`,
    wishes: (date) =>
      `Hasta el ${date} incluido, puedes añadir deseos a la caja desde tu área de cliente: nuestra estilista los tendrá en cuenta.`,
    oneShot: "Es una caja única, sin suscripción.",
    every: (months) => (months === 1 ? "Recibirás una caja cada mes." : `Recibirás una caja cada ${months} meses.`),
    payment: "Hoy no se cobra nada: solo pagas lo que te quedas.",
    next: "Desde tu área de cliente puedes seguir tu caja y cambiar la fecha de entrega.",
    signature: "El equipo de La Malle",
  },
  en: {
    subject: (firstname) => `${firstname}'s box is booked`,
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    booked: (firstname) =>
      `Thank you! We have booked a box for ${firstname}. Our stylist is putting it together with care.`,
    delivery: (date) => `Planned delivery: ${date}.`,
    wishes: (date) =>
      `Until ${date} included, you can add wishes to the box in your account: our stylist takes them into account.`,
    oneShot: "It is a one-off box, with no subscription.",
    every: (months) =>
      months === 1 ? "A box will be sent to you every month." : `A box will be sent to you every ${months} months.`,
    payment: "Nothing is charged today: you only pay for what you keep.",
    next: "You can follow your box and change its delivery date in your account.",
    signature: "The La Malle team",
  },
};

export function boxBookedMail(options: {
  to: string;
  locale: ContentLocale;
  clientFirstname: string | null;
  profileFirstname: string;
  deliveryDate: string;
  /** The last day the family can add wishes (the day before the box is composed). */
  wishesUntil: string;
  /** Months between boxes; null for a one-shot box. */
  frequency: number | null;
}): MailMessage {
  const t = TEXTS[options.locale];
  const name = options.clientFirstname?.trim() || null;
  const paragraphs = [
    t.booked(options.profileFirstname),
    t.delivery(mailDay(options.deliveryDate, options.locale)),
    t.wishes(mailDay(options.wishesUntil, options.locale)),
    options.frequency === null ? t.oneShot : t.every(options.frequency),
    t.payment,
    t.next,
  ];
  const text = [t.greeting(name), "", ...paragraphs.flatMap((p) => [p, ""]), t.signature, ""].join("\n");
  const html = `<!doctype html>
<html lang="${options.locale}">
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5;">
<p>${escapeHtml(t.greeting(name))}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p>${escapeHtml(t.signature)}</p>
</body>
</html>`;
  return { to: options.to, subject: t.subject(options.profileFirstname), text, html };
}
