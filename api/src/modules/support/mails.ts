/**
 * The two e-mails of a contact ticket: the acknowledgement to the sender, in the request's
 * language, and the notification to customer service (always French: the team works in French).
 */
import type { ContentLocale } from "#domain/locales.js";
import type { MailMessage } from "../mail/index.js";

export type TicketForMail = {
  id: number;
  senderName: string;
  senderEmail: string;
  senderPhone: string | null;
  orderId: string | null;
  object: string;
  content: string;
  attachments: { fileName: string; path: string; contentType: string; size: number }[];
};

type AckTexts = {
  subject: (id: number) => string;
  greeting: (name: string) => string;
  body: string;
  recap: string;
  objectLabel: string;
  attachmentsLabel: (n: number) => string;
  closing: string;
};

const ACK: Record<ContentLocale, AckTexts> = {
  fr: {
    subject: (id) => `Nous avons bien reçu votre message (demande n° ${id})`,
    greeting: (name) => `Bonjour ${name},`,
    body: "Merci de nous avoir écrit. Notre service client vous répondra dans les meilleurs délais, en général sous 48 heures ouvrées.",
    recap: "Rappel de votre message :",
    objectLabel: "Objet :",
    attachmentsLabel: (n) => `${n} pièce(s) jointe(s)`,
    closing: "À très vite,\nL'équipe La Malle",
  },
  de: {
    subject: (id) => `Wir haben Ihre Nachricht erhalten (Anfrage Nr. ${id})`,
    greeting: (name) => `Hallo ${name},`,
    body: "Vielen Dank für Ihre Nachricht. Unser Kundenservice antwortet Ihnen so schnell wie möglich, in der Regel innerhalb von 48 Werktagsstunden.",
    recap: "Ihre Nachricht:",
    objectLabel: "Betreff:",
    attachmentsLabel: (n) => `${n} Anhang/Anhänge`,
    closing: "Bis bald,\nIhr La Malle Team",
  },
  nl: {
    subject: (id) => `We hebben je bericht ontvangen (aanvraag nr. ${id})`,
    greeting: (name) => `Hallo ${name},`,
    body: "Bedankt voor je bericht. Onze klantenservice antwoordt zo snel mogelijk, meestal binnen 48 werkuren.",
    recap: "Je bericht:",
    objectLabel: "Onderwerp:",
    attachmentsLabel: (n) => `${n} bijlage(n)`,
    closing: "Tot snel,\nHet La Malle-team",
  },
  es: {
    subject: (id) => `Hemos recibido tu mensaje (solicitud n.º ${id})`,
    greeting: (name) => `Hola ${name}:`,
    body: "Gracias por escribirnos. Nuestro servicio de atención al cliente te responderá lo antes posible, normalmente en 48 horas laborables.",
    recap: "Tu mensaje:",
    objectLabel: "Asunto:",
    attachmentsLabel: (n) => `${n} archivo(s) adjunto(s)`,
    closing: "¡Hasta pronto!\nEl equipo de La Malle",
  },
  en: {
    subject: (id) => `We have received your message (request no. ${id})`,
    greeting: (name) => `Hello ${name},`,
    body: "Thank you for writing to us. Our customer service will answer as soon as possible, usually within 48 working hours.",
    recap: "Your message:",
    objectLabel: "Subject:",
    attachmentsLabel: (n) => `${n} attachment(s)`,
    closing: "Speak soon,\nThe La Malle team",
  },
};

export function acknowledgementMail(ticket: TicketForMail, locale: ContentLocale, replyTo: string): MailMessage {
  const t = ACK[locale];
  const lines = [
    t.greeting(ticket.senderName),
    "",
    t.body,
    "",
    t.recap,
    `${t.objectLabel} ${ticket.object}`,
    "",
    ticket.content,
    ...(ticket.attachments.length ? ["", t.attachmentsLabel(ticket.attachments.length)] : []),
    "",
    t.closing,
  ];
  return { to: ticket.senderEmail, subject: t.subject(ticket.id), text: lines.join("\n"), replyTo };
}

export function customerServiceMail(ticket: TicketForMail, locale: ContentLocale, to: string): MailMessage {
  const lines = [
    `Nouvelle demande n° ${ticket.id} reçue depuis le formulaire de contact.`,
    "",
    `Nom : ${ticket.senderName}`,
    `E-mail : ${ticket.senderEmail}`,
    `Téléphone : ${ticket.senderPhone ?? "-"}`,
    `Commande : ${ticket.orderId ?? "-"}`,
    `Langue : ${locale}`,
    `Objet : ${ticket.object}`,
    `Pièces jointes : ${ticket.attachments.length ? ticket.attachments.map((a) => `${a.fileName} (${a.contentType}, ${a.size} o)`).join(", ") : "aucune"}`,
    "",
    ticket.content,
  ];
  return {
    to,
    subject: `[Contact #${ticket.id}] ${ticket.object.replace(/\s+/g, " ").trim()}`,
    text: lines.join("\n"),
    replyTo: ticket.senderEmail,
    attachments: ticket.attachments.map((a) => ({ filename: a.fileName, path: a.path, contentType: a.contentType })),
  };
}
