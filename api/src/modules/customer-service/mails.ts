/**
 * Customer service's reply to a ticket, e-mailed in the ticket's language: the reply itself is
 * the staff member's words; around it, a greeting, the ticket's number and subject, the closing.
 */
import type { ContentLocale } from "#domain/locales.js";
import type { MailMessage } from "../mail/index.js";

type ReplyTexts = {
  subject: (id: number, object: string) => string;
  greeting: (name: string) => string;
  attachments: (n: number) => string;
  closing: (staff: string) => string;
};

const REPLY: Record<ContentLocale, ReplyTexts> = {
  fr: {
    subject: (id, object) => `Re : ${object} (demande n° ${id})`,
    greeting: (name) => `Bonjour ${name},`,
    attachments: (n) => (n === 1 ? "1 pièce jointe" : `${n} pièces jointes`),
    closing: (staff) => `Bien à vous,\n${staff}, service client La Malle`,
  },
  de: {
    subject: (id, object) => `AW: ${object} (Anfrage Nr. ${id})`,
    greeting: (name) => `Hallo ${name},`,
    attachments: (n) => (n === 1 ? "1 Anhang" : `${n} Anhänge`),
    closing: (staff) => `Viele Grüße\n${staff}, Kundenservice La Malle`,
  },
  nl: {
    subject: (id, object) => `Re: ${object} (aanvraag nr. ${id})`,
    greeting: (name) => `Hallo ${name},`,
    attachments: (n) => (n === 1 ? "1 bijlage" : `${n} bijlagen`),
    closing: (staff) => `Met vriendelijke groet,\n${staff}, klantenservice La Malle`,
  },
  es: {
    subject: (id, object) => `Re: ${object} (solicitud n.º ${id})`,
    greeting: (name) => `Hola ${name}:`,
    attachments: (n) => (n === 1 ? "1 archivo adjunto" : `${n} archivos adjuntos`),
    closing: (staff) => `Un saludo,\n${staff}, atención al cliente de La Malle`,
  },
  en: {
    subject: (id, object) => `Re: ${object} (request no. ${id})`,
    greeting: (name) => `Hello ${name},`,
    attachments: (n) => (n === 1 ? "1 attachment" : `${n} attachments`),
    closing: (staff) => `Kind regards,\n${staff}, La Malle customer service`,
  },
};

export type ReplyForMail = {
  ticketId: number;
  object: string;
  senderName: string;
  to: string;
  body: string;
  staffName: string;
  files: { filename: string; contentType: string; data: Buffer }[];
};

/** The reply e-mail; its files travel in the outbox as base64, so any worker can send it. */
export function ticketReplyMail(reply: ReplyForMail, locale: ContentLocale, replyTo: string): MailMessage {
  const t = REPLY[locale];
  const lines = [
    t.greeting(reply.senderName),
    "",
    reply.body,
    ...(reply.files.length ? ["", t.attachments(reply.files.length)] : []),
    "",
    t.closing(reply.staffName),
  ];
  return {
    to: reply.to,
    subject: t.subject(reply.ticketId, reply.object.replace(/\s+/g, " ").trim()),
    text: lines.join("\n"),
    replyTo,
    attachments: reply.files.map((file) => ({
      filename: file.filename,
      content: file.data.toString("base64"),
      encoding: "base64" as const,
      contentType: file.contentType,
    })),
  };
}
