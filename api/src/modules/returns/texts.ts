/**
 * The words of the return label and its packing slip, in the family's language (fr vous, de Sie,
 * nl je, es tú, en). One small table per locale, like the gift card's (gift-cards/mails.ts).
 */
import type { ContentLocale } from "#domain/locales.js";

export type LabelTexts = {
  title: string;
  returnNumber: string;
  order: (id: number) => string;
  sender: string;
  recipient: string;
  carrier: string;
  postOffice: string;
  relay: string;
  homePickup: string;
  sendBy: (date: string) => string;
  cutHere: string;
  slipTitle: string;
  slipIntro: string;
  columns: { item: string; size: string; reference: string; quantity: string; reason: string };
  reasons: Readonly<Record<string, string>>;
};

const TEXTS: Record<ContentLocale, LabelTexts> = {
  fr: {
    title: "Étiquette retour",
    returnNumber: "N° de retour",
    order: (id) => `Commande n° ${id}`,
    sender: "Expéditeur",
    recipient: "Destinataire",
    carrier: "Transporteur",
    postOffice: "À déposer dans un bureau de poste",
    relay: "À déposer dans un point relais",
    homePickup: "ou enlèvement à domicile",
    sendBy: (date) => `À envoyer au plus tard le ${date}`,
    cutHere: "Découpez l'étiquette et collez-la bien à plat sur le colis.",
    slipTitle: "Bordereau de retour",
    slipIntro: "Glissez cette feuille dans le colis avec les articles ci-dessous.",
    columns: { item: "Article", size: "Taille", reference: "Référence", quantity: "Qté", reason: "Motif" },
    reasons: { size: "Taille", style: "Style", quality: "Qualité", other: "Autre" },
  },
  de: {
    title: "Rücksendeetikett",
    returnNumber: "Rücksendenummer",
    order: (id) => `Bestellung Nr. ${id}`,
    sender: "Absender",
    recipient: "Empfänger",
    carrier: "Versanddienstleister",
    postOffice: "Bitte in einer Postfiliale abgeben",
    relay: "Bitte in einem Paketshop abgeben",
    homePickup: "oder Abholung zu Hause",
    sendBy: (date) => `Bitte spätestens am ${date} absenden`,
    cutHere: "Schneiden Sie das Etikett aus und kleben Sie es flach auf das Paket.",
    slipTitle: "Rücksendeschein",
    slipIntro: "Legen Sie dieses Blatt mit den unten aufgeführten Artikeln in das Paket.",
    columns: { item: "Artikel", size: "Größe", reference: "Referenz", quantity: "Menge", reason: "Grund" },
    reasons: { size: "Größe", style: "Stil", quality: "Qualität", other: "Sonstiges" },
  },
  nl: {
    title: "Retourlabel",
    returnNumber: "Retournummer",
    order: (id) => `Bestelling nr. ${id}`,
    sender: "Afzender",
    recipient: "Ontvanger",
    carrier: "Vervoerder",
    postOffice: "Afgeven op een postkantoor",
    relay: "Afgeven bij een afhaalpunt",
    homePickup: "of ophalen aan huis",
    sendBy: (date) => `Verstuur het uiterlijk op ${date}`,
    cutHere: "Knip het label uit en plak het plat op het pakket.",
    slipTitle: "Retourbon",
    slipIntro: "Stop dit blad in het pakket, samen met de artikelen hieronder.",
    columns: { item: "Artikel", size: "Maat", reference: "Referentie", quantity: "Aantal", reason: "Reden" },
    reasons: { size: "Maat", style: "Stijl", quality: "Kwaliteit", other: "Andere" },
  },
  es: {
    title: "Etiqueta de devolución",
    returnNumber: "N.º de devolución",
    order: (id) => `Pedido n.º ${id}`,
    sender: "Remitente",
    recipient: "Destinatario",
    carrier: "Transportista",
    postOffice: "Entrégalo en una oficina de correos",
    relay: "Entrégalo en un punto de recogida",
    homePickup: "o recogida a domicilio",
    sendBy: (date) => `Envíalo como muy tarde el ${date}`,
    cutHere: "Recorta la etiqueta y pégala bien plana en el paquete.",
    slipTitle: "Albarán de devolución",
    slipIntro: "Mete esta hoja en el paquete junto con los artículos de abajo.",
    columns: { item: "Artículo", size: "Talla", reference: "Referencia", quantity: "Cant.", reason: "Motivo" },
    reasons: { size: "Talla", style: "Estilo", quality: "Calidad", other: "Otro" },
  },
  en: {
    title: "Return label",
    returnNumber: "Return number",
    order: (id) => `Order no. ${id}`,
    sender: "Sender",
    recipient: "Recipient",
    carrier: "Carrier",
    postOffice: "Drop it off at a post office",
    relay: "Drop it off at a relay point",
    homePickup: "or have it picked up at home",
    sendBy: (date) => `Send it by ${date} at the latest`,
    cutHere: "Cut out the label and stick it flat on the parcel.",
    slipTitle: "Packing slip",
    slipIntro: "Put this sheet in the parcel with the items below.",
    columns: { item: "Item", size: "Size", reference: "Reference", quantity: "Qty", reason: "Reason" },
    reasons: { size: "Size", style: "Style", quality: "Quality", other: "Other" },
  },
};

export function labelTexts(locale: ContentLocale): LabelTexts {
  return TEXTS[locale];
}
