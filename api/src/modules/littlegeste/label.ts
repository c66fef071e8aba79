/**
 * The littlegeste label (pdfkit and bwip-js, through api/src/lib/pdf.ts, like the return labels):
 * one A4 page per bag, each with the label's number as text and Code 128 (scanned on receipt),
 * the family as sender, the warehouse as recipient, the carrier and whether it is collected, and
 * the bag's rank ("bag 2 of 3"). In the family's language.
 */
import { CARRIER_NAMES } from "#domain/carrier-names.js";
import type { Carrier } from "#domain/checkout.js";
import type { ContentLocale } from "#domain/locales.js";
import { labelNumber } from "#domain/littlegeste.js";
import type { WarehouseAddress } from "../../config.js";
import {
  A4,
  FONTS,
  a4Info,
  INK,
  SOFT,
  addressBlock,
  code128,
  paragraph,
  pdfBuffer,
  textAt,
  type PostalAddress,
} from "../../lib/pdf.js";

type Texts = {
  title: string;
  number: string;
  bag: (rank: number, bags: number) => string;
  pickup: string;
  dropOff: string;
  sender: string;
  recipient: string;
  inside: string;
};

const TEXTS: Record<ContentLocale, Texts> = {
  fr: {
    title: "Étiquette littlegeste",
    number: "Numéro de l'étiquette",
    bag: (r, n) => `Sac ${r} sur ${n}`,
    pickup: "Le transporteur vient chercher le sac à l'adresse de l'expéditeur.",
    dropOff: "Déposez le sac dans un bureau de poste ou un point de dépôt du transporteur.",
    sender: "Expéditeur",
    recipient: "Destinataire",
    inside: "Contenu annoncé",
  },
  de: {
    title: "littlegeste-Etikett",
    number: "Etikettennummer",
    bag: (r, n) => `Beutel ${r} von ${n}`,
    pickup: "Der Versanddienst holt den Beutel an der Absenderadresse ab.",
    dropOff: "Geben Sie den Beutel in einer Postfiliale oder Annahmestelle des Versanddienstes ab.",
    sender: "Absender",
    recipient: "Empfänger",
    inside: "Angegebener Inhalt",
  },
  nl: {
    title: "littlegeste-label",
    number: "Labelnummer",
    bag: (r, n) => `Zak ${r} van ${n}`,
    pickup: "De vervoerder haalt de zak op bij het adres van de afzender.",
    dropOff: "Geef de zak af op een postkantoor of afgiftepunt van de vervoerder.",
    sender: "Afzender",
    recipient: "Ontvanger",
    inside: "Opgegeven inhoud",
  },
  es: {
    title: "Etiqueta littlegeste",
    number: "Número de etiqueta",
    bag: (r, n) => `Bolsa ${r} de ${n}`,
    pickup: "El transportista recoge la bolsa en la dirección del remitente.",
    dropOff: "Entrega la bolsa en una oficina de correos o un punto de entrega del transportista.",
    sender: "Remitente",
    recipient: "Destinatario",
    inside: "Contenido indicado",
  },
  en: {
    title: "littlegeste label",
    number: "Label number",
    bag: (r, n) => `Bag ${r} of ${n}`,
    pickup: "The carrier collects the bag at the sender's address.",
    dropOff: "Drop the bag at a post office or one of the carrier's drop-off points.",
    sender: "Sender",
    recipient: "Recipient",
    inside: "Contents declared",
  },
};

export type LittlegesteLabelFacts = {
  labelId: number;
  locale: ContentLocale;
  carrier: Carrier;
  pickup: boolean;
  bags: number;
  contents: string | null;
  sender: PostalAddress;
  recipient: WarehouseAddress;
};

const MARGIN = 40;
const GREEN = "#c8e6c9";

/** The label, one page per bag, as PDF bytes. */
export async function littlegesteLabelPdf(
  facts: LittlegesteLabelFacts,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const t = TEXTS[facts.locale];
  const number = labelNumber(facts.labelId);
  const [width] = A4;
  const inner = width - 2 * MARGIN;
  return pdfBuffer(a4Info(`${t.title} ${number}`, facts.locale, options.compress), async (doc) => {
    for (let rank = 1; rank <= facts.bags; rank++) {
      if (rank > 1) doc.addPage({ size: A4, margin: 0 });
      const top = MARGIN;
      doc.rect(MARGIN, top, inner, 44).fill(GREEN);
      textAt(doc, `La Malle — ${t.title}`, MARGIN + 16, top + 28, { font: FONTS.bold, size: 16, color: INK });
      doc.rect(MARGIN, top, inner, 420).lineWidth(1.5).stroke(INK);
      await code128(doc, number, { x: MARGIN + 16, y: top + 62, width: 250, height: 70 });
      textAt(doc, t.number, MARGIN + 16, top + 152, { font: FONTS.regular, size: 9, color: SOFT });
      textAt(doc, number, MARGIN + 16, top + 172, { font: FONTS.bold, size: 20, color: INK });
      textAt(doc, t.bag(rank, facts.bags), MARGIN + 16, top + 192, { font: FONTS.bold, size: 11, color: INK });

      const right = MARGIN + 290;
      const rightWidth = width - MARGIN - 16 - right;
      const carrier = CARRIER_NAMES[facts.carrier];
      const y = paragraph(doc, carrier, { x: right, y: top + 80, width: rightWidth }, { font: FONTS.bold, size: 13 });
      paragraph(
        doc,
        facts.pickup ? t.pickup : t.dropOff,
        { x: right, y, width: rightWidth, gap: 3 },
        { font: FONTS.regular, size: 10 },
      );

      addressBlock(doc, t.sender, facts.sender, { x: MARGIN + 16, y: top + 240, width: 220 }, false, facts.locale);
      doc
        .rect(right - 12, top + 226, width - MARGIN - 16 - right + 12, 150)
        .lineWidth(1)
        .stroke(INK);
      addressBlock(
        doc,
        t.recipient,
        facts.recipient,
        { x: right, y: top + 246, width: rightWidth },
        true,
        facts.locale,
      );
      if (facts.contents) {
        textAt(doc, t.inside.toUpperCase(), MARGIN, top + 460, { font: FONTS.bold, size: 9, color: SOFT });
        paragraph(
          doc,
          facts.contents,
          { x: MARGIN, y: top + 478, width: inner, maxLines: 8 },
          { font: FONTS.regular, size: 10, color: INK },
        );
      }
    }
  });
}
