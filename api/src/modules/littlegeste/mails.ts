/**
 * Littlegeste's e-mails (decision 0048), in the family's language, all through the outbox: the
 * label created (with the PDF's link), the parcel received (or the outgrown clothes of a box's
 * return parcel), the credit granted for its pieces,
 * and a piece resold to another family.
 */
import type { ContentLocale } from "#domain/locales.js";
import { mailMoney, renderLinkMail, storefrontLink, type MailMessage } from "../mail/index.js";

type Texts = {
  greeting: (name: string | null) => string;
  signature: string;
  page: string;
  created: { subject: string; body: (number: string) => string; button: string };
  /** `fromBox`: the outgrown clothes put in a box's return parcel (no label of their own). */
  received: { subject: string; body: (number: string) => string; fromBox: string };
  credited: { subject: (amount: string) => string; body: (pieces: number, amount: string) => string };
  resold: { subject: string; body: (piece: string) => string };
};

const TEXTS: Record<ContentLocale, Texts> = {
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    signature: "L'équipe La Malle",
    page: "Suivre mes colis littlegeste",
    created: {
      subject: "Votre étiquette littlegeste est prête",
      body: (n) =>
        `Votre étiquette ${n} est prête : imprimez-la, collez-la sur votre sac et confiez-le au transporteur.`,
      button: "Télécharger l'étiquette (PDF)",
    },
    received: {
      subject: "Nous avons bien reçu votre colis littlegeste",
      body: (n) =>
        `Votre colis ${n} est arrivé. Nous allons examiner chaque vêtement et vous dire ce qu'il vous rapporte.`,
      fromBox:
        "Les vêtements devenus trop petits que vous avez glissés dans le colis retour de votre malle sont arrivés. Nous allons examiner chacun d'eux et vous dire ce qu'il vous rapporte.",
    },
    credited: {
      subject: (a) => `${a} ajoutés à votre cagnotte`,
      body: (p, a) =>
        p === 1
          ? `Un vêtement de votre colis repart pour une seconde vie : ${a} ont été ajoutés à votre cagnotte.`
          : `${p} vêtements de votre colis repartent pour une seconde vie : ${a} ont été ajoutés à votre cagnotte.`,
    },
    resold: {
      subject: "Un de vos vêtements a trouvé une nouvelle famille",
      body: (piece) =>
        `Bonne nouvelle : « ${piece} » que vous nous avez envoyé vient d'être adopté par une autre famille.`,
    },
  },
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    signature: "Ihr La Malle-Team",
    page: "Meine littlegeste-Pakete ansehen",
    created: {
      subject: "Ihr littlegeste-Etikett ist bereit",
      body: (n) =>
        `Ihr Etikett ${n} ist bereit: Drucken Sie es aus, kleben Sie es auf Ihren Beutel und geben Sie ihn beim Versanddienst ab.`,
      button: "Etikett herunterladen (PDF)",
    },
    received: {
      subject: "Wir haben Ihr littlegeste-Paket erhalten",
      body: (n) =>
        `Ihr Paket ${n} ist angekommen. Wir sehen uns jedes Kleidungsstück an und sagen Ihnen, was es Ihnen einbringt.`,
      fromBox:
        "Die zu klein gewordene Kleidung, die Sie in das Rücksendepaket Ihrer Box gelegt haben, ist angekommen. Wir sehen uns jedes Stück an und sagen Ihnen, was es Ihnen einbringt.",
    },
    credited: {
      subject: (a) => `${a} wurden Ihrem Guthaben gutgeschrieben`,
      body: (p, a) =>
        p === 1
          ? `Ein Kleidungsstück aus Ihrem Paket bekommt ein zweites Leben: ${a} wurden Ihrem Guthaben gutgeschrieben.`
          : `${p} Kleidungsstücke aus Ihrem Paket bekommen ein zweites Leben: ${a} wurden Ihrem Guthaben gutgeschrieben.`,
    },
    resold: {
      subject: "Eines Ihrer Kleidungsstücke hat eine neue Familie gefunden",
      body: (piece) =>
        `Gute Nachricht: „${piece}“, das Sie uns geschickt haben, hat gerade eine neue Familie gefunden.`,
    },
  },
  nl: {
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    signature: "Het La Malle-team",
    page: "Mijn littlegeste-pakketten bekijken",
    created: {
      subject: "Je littlegeste-label is klaar",
      body: (n) => `Je label ${n} is klaar: print het, plak het op je zak en geef hem af bij de vervoerder.`,
      button: "Label downloaden (pdf)",
    },
    received: {
      subject: "We hebben je littlegeste-pakket ontvangen",
      body: (n) => `Je pakket ${n} is aangekomen. We bekijken elk kledingstuk en laten je weten wat het je oplevert.`,
      fromBox:
        "De te klein geworden kleding die je in het retourpakket van je box hebt gestopt, is aangekomen. We bekijken elk stuk en laten je weten wat het je oplevert.",
    },
    credited: {
      subject: (a) => `${a} bijgeschreven op je tegoed`,
      body: (p, a) =>
        p === 1
          ? `Eén kledingstuk uit je pakket krijgt een tweede leven: ${a} is bijgeschreven op je tegoed.`
          : `${p} kledingstukken uit je pakket krijgen een tweede leven: ${a} is bijgeschreven op je tegoed.`,
    },
    resold: {
      subject: "Een van je kledingstukken heeft een nieuw gezin gevonden",
      body: (piece) => `Goed nieuws: "${piece}", dat je ons hebt gestuurd, is zojuist door een ander gezin gekocht.`,
    },
  },
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
    signature: "El equipo de La Malle",
    page: "Ver mis paquetes littlegeste",
    created: {
      subject: "Tu etiqueta littlegeste está lista",
      body: (n) => `Tu etiqueta ${n} está lista: imprímela, pégala en tu bolsa y entrégala al transportista.`,
      button: "Descargar la etiqueta (PDF)",
    },
    received: {
      subject: "Hemos recibido tu paquete littlegeste",
      body: (n) => `Tu paquete ${n} ha llegado. Vamos a revisar cada prenda y te diremos cuánto te aporta.`,
      fromBox:
        "La ropa que se le ha quedado pequeña y que pusiste en el paquete de devolución de tu caja ha llegado. Vamos a revisar cada prenda y te diremos cuánto te aporta.",
    },
    credited: {
      subject: (a) => `${a} añadidos a tu saldo`,
      body: (p, a) =>
        p === 1
          ? `Una prenda de tu paquete empieza una segunda vida: hemos añadido ${a} a tu saldo.`
          : `${p} prendas de tu paquete empiezan una segunda vida: hemos añadido ${a} a tu saldo.`,
    },
    resold: {
      subject: "Una de tus prendas ha encontrado una nueva familia",
      body: (piece) => `Buenas noticias: «${piece}», que nos enviaste, acaba de encontrar una nueva familia.`,
    },
  },
  en: {
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    signature: "The La Malle team",
    page: "See my littlegeste parcels",
    created: {
      subject: "Your littlegeste label is ready",
      body: (n) => `Your label ${n} is ready: print it, stick it on your bag and hand it to the carrier.`,
      button: "Download the label (PDF)",
    },
    received: {
      subject: "We have received your littlegeste parcel",
      body: (n) => `Your parcel ${n} has arrived. We will look at each piece and tell you what it earns you.`,
      fromBox:
        "The outgrown clothes you put in your box's return parcel have arrived. We will look at each piece and tell you what it earns you.",
    },
    credited: {
      subject: (a) => `${a} added to your wallet`,
      body: (p, a) =>
        p === 1
          ? `One piece of your parcel starts a second life: ${a} has been added to your wallet.`
          : `${p} pieces of your parcel start a second life: ${a} has been added to your wallet.`,
    },
    resold: {
      subject: "One of your pieces has found a new family",
      body: (piece) => `Good news: "${piece}", which you sent us, has just found a new family.`,
    },
  },
};

export type Family = { to: string; locale: ContentLocale; firstname: string | null; storefrontUrl: string };

const PAGE = "/infos/littlegeste";

function familyMail(family: Family, subject: string, paragraph: string, button?: { label: string; path: string }) {
  const t = TEXTS[family.locale];
  const link = button ?? { label: t.page, path: PAGE };
  return renderLinkMail({
    to: family.to,
    locale: family.locale,
    subject,
    greeting: t.greeting(family.firstname),
    paragraphs: [paragraph],
    button: { label: link.label, href: storefrontLink(family.storefrontUrl, family.locale, link.path) },
    signature: t.signature,
  });
}

export function labelCreatedMail(family: Family, number: string, pdfPath: string): MailMessage {
  const t = TEXTS[family.locale].created;
  return familyMail(family, t.subject, t.body(number), { label: t.button, path: pdfPath });
}

export function parcelReceivedMail(family: Family, number: string, fromBox = false): MailMessage {
  const t = TEXTS[family.locale].received;
  return familyMail(family, t.subject, fromBox ? t.fromBox : t.body(number));
}

export function creditGrantedMail(family: Family, pieces: number, cents: number): MailMessage {
  const t = TEXTS[family.locale].credited;
  const amount = mailMoney(cents, family.locale);
  return familyMail(family, t.subject(amount), t.body(pieces, amount));
}

export function pieceResoldMail(family: Family, piece: string): MailMessage {
  const t = TEXTS[family.locale].resold;
  return familyMail(family, t.subject, t.body(piece));
}
