/**
 * The words of an order's invoice, in the order's language (fr vous, de Sie, nl je, es tú, en),
 * one small table per locale like the return label's (returns/texts.ts).
 */
import type { ContentLocale } from "#domain/locales.js";

export type InvoiceTexts = {
  title: string;
  number: string;
  date: string;
  order: string;
  box: string;
  seller: string;
  buyer: string;
  siret: string;
  vatNumber: string;
  columns: { item: string; size: string; quantity: string; unitPrice: string; amount: string };
  items: string;
  discount: string;
  stylingFee: string;
  shipping: string;
  shippingOffered: string;
  total: string;
  vat: (percent: number) => string;
  totalHt: string;
  paidBy: string;
  wallet: string;
  giftCard: string;
  paymentMethod: string;
  vatNote: (percent: number) => string;
  /** Added to the note when second-hand lines are invoiced (their mention: SECOND_HAND_MENTION). */
  secondHandNote: string;
  thanks: string;
};

const TEXTS: Record<ContentLocale, InvoiceTexts> = {
  fr: {
    title: "Facture",
    number: "N° de facture",
    date: "Date de facture",
    order: "N° de commande",
    box: "Malle",
    seller: "Vendeur",
    buyer: "Facturé à",
    siret: "SIRET",
    vatNumber: "N° de TVA intracommunautaire",
    columns: {
      item: "Article",
      size: "Taille",
      quantity: "Qté",
      unitPrice: "Prix unitaire TTC",
      amount: "Montant TTC",
    },
    items: "Articles",
    discount: "Remise",
    stylingFee: "Frais de stylisme",
    shipping: "Livraison",
    shippingOffered: "offerte",
    total: "Total TTC",
    vat: (percent) => `dont TVA ${percent} %`,
    totalHt: "Total HT",
    paidBy: "Réglé par",
    wallet: "Cagnotte",
    giftCard: "Carte cadeau",
    paymentMethod: "Moyen de paiement",
    vatNote: (percent) => `TVA française de ${percent} % sur les vêtements, calculée sur le total TTC.`,
    secondHandNote:
      "Les biens d'occasion sont vendus sous le régime de la marge (art. 297 A du CGI) : leur TVA n'est pas mentionnée.",
    thanks: "Merci pour votre confiance !",
  },
  de: {
    title: "Rechnung",
    number: "Rechnungsnummer",
    date: "Rechnungsdatum",
    order: "Bestellnummer",
    box: "Box",
    seller: "Verkäufer",
    buyer: "Rechnungsempfänger",
    siret: "SIRET",
    vatNumber: "USt-IdNr.",
    columns: {
      item: "Artikel",
      size: "Größe",
      quantity: "Menge",
      unitPrice: "Einzelpreis brutto",
      amount: "Betrag brutto",
    },
    items: "Artikel",
    discount: "Rabatt",
    stylingFee: "Styling-Gebühr",
    shipping: "Versand",
    shippingOffered: "kostenlos",
    total: "Gesamtbetrag inkl. MwSt.",
    vat: (percent) => `darin enthaltene MwSt. ${percent} %`,
    totalHt: "Nettobetrag",
    paidBy: "Bezahlt mit",
    wallet: "Guthaben",
    giftCard: "Geschenkkarte",
    paymentMethod: "Zahlungsart",
    vatNote: (percent) => `Französische MwSt. von ${percent} % auf Kleidung, berechnet auf den Gesamtbetrag.`,
    secondHandNote:
      "Gebrauchtgegenstände unterliegen der Differenzbesteuerung: Die darin enthaltene MwSt. wird nicht ausgewiesen.",
    thanks: "Vielen Dank für Ihr Vertrauen!",
  },
  nl: {
    title: "Factuur",
    number: "Factuurnummer",
    date: "Factuurdatum",
    order: "Bestelnummer",
    box: "Box",
    seller: "Verkoper",
    buyer: "Gefactureerd aan",
    siret: "SIRET",
    vatNumber: "Btw-nummer",
    columns: {
      item: "Artikel",
      size: "Maat",
      quantity: "Aantal",
      unitPrice: "Stukprijs incl. btw",
      amount: "Bedrag incl. btw",
    },
    items: "Artikelen",
    discount: "Korting",
    stylingFee: "Stylingkosten",
    shipping: "Verzending",
    shippingOffered: "gratis",
    total: "Totaal incl. btw",
    vat: (percent) => `waarvan ${percent}% btw`,
    totalHt: "Totaal excl. btw",
    paidBy: "Betaald met",
    wallet: "Tegoed",
    giftCard: "Cadeaukaart",
    paymentMethod: "Betaalmethode",
    vatNote: (percent) => `Franse btw van ${percent}% op kleding, berekend over het totaal.`,
    secondHandNote: "Gebruikte goederen vallen onder de margeregeling: de btw daarop wordt niet vermeld.",
    thanks: "Bedankt voor je vertrouwen!",
  },
  es: {
    title: "Factura",
    number: "N.º de factura",
    date: "Fecha de factura",
    order: "N.º de pedido",
    box: "Caja",
    seller: "Vendedor",
    buyer: "Facturado a",
    siret: "SIRET",
    vatNumber: "N.º de IVA intracomunitario",
    columns: {
      item: "Artículo",
      size: "Talla",
      quantity: "Cant.",
      unitPrice: "Precio unitario con IVA",
      amount: "Importe con IVA",
    },
    items: "Artículos",
    discount: "Descuento",
    stylingFee: "Gastos de estilismo",
    shipping: "Envío",
    shippingOffered: "gratuito",
    total: "Total con IVA",
    vat: (percent) => `IVA incluido (${percent} %)`,
    totalHt: "Total sin IVA",
    paidBy: "Pagado con",
    wallet: "Saldo",
    giftCard: "Tarjeta regalo",
    paymentMethod: "Método de pago",
    vatNote: (percent) => `IVA francés del ${percent} % sobre la ropa, calculado sobre el total.`,
    secondHandNote: "Los bienes de ocasión se venden en régimen especial del margen: su IVA no se desglosa.",
    thanks: "¡Gracias por tu confianza!",
  },
  en: {
    title: "Invoice",
    number: "Invoice number",
    date: "Invoice date",
    order: "Order number",
    box: "Box",
    seller: "Seller",
    buyer: "Billed to",
    siret: "SIRET",
    vatNumber: "EU VAT number",
    columns: {
      item: "Item",
      size: "Size",
      quantity: "Qty",
      unitPrice: "Unit price incl. VAT",
      amount: "Amount incl. VAT",
    },
    items: "Items",
    discount: "Discount",
    stylingFee: "Styling fee",
    shipping: "Shipping",
    shippingOffered: "free",
    total: "Total incl. VAT",
    vat: (percent) => `including VAT ${percent}%`,
    totalHt: "Total excl. VAT",
    paidBy: "Paid by",
    wallet: "Wallet",
    giftCard: "Gift card",
    paymentMethod: "Payment method",
    vatNote: (percent) => `French VAT of ${percent}% on clothes, computed on the total.`,
    secondHandNote: "Second-hand goods are sold under the margin scheme: their VAT is not shown.",
    thanks: "Thank you for your trust!",
  },
};

export function invoiceTexts(locale: ContentLocale): InvoiceTexts {
  return TEXTS[locale];
}
