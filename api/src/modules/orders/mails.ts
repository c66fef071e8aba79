/**
 * The order confirmation e-mail, sent when the order is paid, in the client's language, with the
 * link to its invoice (also given by the box's "payment received" e-mail, box/mails.ts).
 * Prices are formatted with Intl in that language (euros).
 */
import { SECOND_HAND_MENTION } from "#domain/invoice.js";
import type { ContentLocale } from "#domain/locales.js";
import { sizePhrase } from "#domain/profiles.js";
import { escapeHtml, storefrontLink, type MailMessage } from "../mail/index.js";
import type { OrderResponse } from "./schemas.js";

type Texts = {
  subject: (id: number) => string;
  greeting: (name: string | null) => string;
  intro: string;
  items: string;
  shipping: string;
  shippingOffered: string;
  total: string;
  size: string;
  next: string;
  signature: string;
  invoiceLead: string;
  invoice: string;
};

const TEXTS: Record<ContentLocale, Texts> = {
  fr: {
    subject: (id) => `Votre commande n° ${id} est confirmée`,
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    intro: "Merci pour votre commande ! Nous avons bien reçu votre paiement. Voici le récapitulatif :",
    items: "Articles",
    shipping: "Livraison",
    shippingOffered: "offerte",
    total: "Total TTC",
    size: "taille",
    next: "Nous vous écrirons dès que votre colis sera expédié. Retrouvez vos commandes dans votre espace client.",
    signature: "L'équipe La Malle",
    invoiceLead: "Votre facture est prête :",
    invoice: "Votre facture (PDF)",
  },
  de: {
    subject: (id) => `Ihre Bestellung Nr. ${id} ist bestätigt`,
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    intro: "Vielen Dank für Ihre Bestellung! Ihre Zahlung ist bei uns eingegangen. Hier die Übersicht:",
    items: "Artikel",
    shipping: "Versand",
    shippingOffered: "kostenlos",
    total: "Gesamtbetrag inkl. MwSt.",
    size: "Größe",
    next: "Wir melden uns, sobald Ihr Paket verschickt ist. Ihre Bestellungen finden Sie in Ihrem Kundenkonto.",
    signature: "Ihr La Malle-Team",
    invoiceLead: "Ihre Rechnung liegt bereit:",
    invoice: "Ihre Rechnung (PDF)",
  },
  nl: {
    subject: (id) => `Je bestelling nr. ${id} is bevestigd`,
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    intro: "Bedankt voor je bestelling! We hebben je betaling ontvangen. Hier is het overzicht:",
    items: "Artikelen",
    shipping: "Verzending",
    shippingOffered: "gratis",
    total: "Totaal incl. btw",
    size: "maat",
    next: "We laten het je weten zodra je pakket is verzonden. Je bestellingen vind je in je account.",
    signature: "Het La Malle-team",
    invoiceLead: "Je factuur staat klaar:",
    invoice: "Je factuur (pdf)",
  },
  es: {
    subject: (id) => `Tu pedido n.º ${id} está confirmado`,
    greeting: (name) => (name ? `Hola ${name}:` : "Hola:"),
    intro: "¡Gracias por tu pedido! Hemos recibido tu pago. Este es el resumen:",
    items: "Artículos",
    shipping: "Envío",
    shippingOffered: "gratuito",
    total: "Total con IVA",
    size: "talla",
    next: "Te escribiremos en cuanto enviemos tu paquete. Encontrarás tus pedidos en tu área de cliente.",
    signature: "El equipo de La Malle",
    invoiceLead: "Tu factura está lista:",
    invoice: "Tu factura (PDF)",
  },
  en: {
    subject: (id) => `Your order no. ${id} is confirmed`,
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    intro: "Thank you for your order! We have received your payment. Here is the summary:",
    items: "Items",
    shipping: "Shipping",
    shippingOffered: "free",
    total: "Total incl. VAT",
    size: "size",
    next: "We will write to you as soon as your parcel is on its way. Your orders are in your account.",
    signature: "The La Malle team",
    invoiceLead: "Your invoice is ready:",
    invoice: "Your invoice (PDF)",
  },
};

/** The storefront's page of an order's invoice (its PDF, through the signed-in session). */
export const invoicePath = (orderId: number) => `/infos/orders/${orderId}/invoice.pdf`;

/** The "your invoice" link of the e-mails saying an order is paid: its lead-in, its words, the link. */
export function invoiceLink(storefrontUrl: string, locale: ContentLocale, orderId: number) {
  const t = TEXTS[locale];
  return { lead: t.invoiceLead, label: t.invoice, href: storefrontLink(storefrontUrl, locale, invoicePath(orderId)) };
}

export function orderConfirmationMail(options: {
  to: string;
  locale: ContentLocale;
  firstname: string | null;
  order: OrderResponse;
  storefrontUrl: string;
}): MailMessage {
  const { locale, order } = options;
  const t = TEXTS[locale];
  const price = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format;
  const name = options.firstname?.trim() || null;
  const lines = order.lines.map(
    (l) =>
      `${l.quantity} × ${l.brand} ${l.name} (${sizePhrase(l.size, locale, (size) => `${t.size} ${size}`)}) — ${price(l.amount)}` +
      // A second-hand piece: the margin scheme's legal mention, as on the invoice
      (l.second_hand ? ` — ${SECOND_HAND_MENTION[locale]}` : ""),
  );
  const shipping = order.offer.shipping_fee_offered ? t.shippingOffered : price(order.shipping_fee_ttc);
  const totals = [
    `${t.items}: ${price(order.items_amount_ttc)}`,
    `${t.shipping}: ${shipping}`,
    `${t.total}: ${price(order.total_amount_ttc)}`,
  ];
  const invoice = invoiceLink(options.storefrontUrl, locale, order.id);
  const text = [
    t.greeting(name),
    "",
    t.intro,
    "",
    ...lines,
    "",
    ...totals,
    "",
    invoice.lead,
    invoice.href,
    "",
    t.next,
    "",
    t.signature,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="${locale}">
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5;">
<p>${escapeHtml(t.greeting(name))}</p>
<p>${escapeHtml(t.intro)}</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>
<p>${totals.map(escapeHtml).join("<br>")}</p>
<p>${escapeHtml(invoice.lead)} <a href="${escapeHtml(invoice.href)}" style="color: #222;">${escapeHtml(invoice.label)}</a></p>
<p>${escapeHtml(t.next)}</p>
<p>${escapeHtml(t.signature)}</p>
</body>
</html>`;
  return { to: options.to, subject: t.subject(order.id), text, html };
}
