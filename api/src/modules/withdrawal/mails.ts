/**
 * The receipts the law asks for (decision 0046), sent through the outbox at once, in the family's
 * language, on a durable medium: a withdrawal's (Directive 2011/83/EU art. 11a: its content, its
 * date and time) and a subscription cancellation's (§312k BGB: its content, its date and time).
 * Times are on the shop's clock (Europe/Paris), which the text says.
 */
import type { ContentLocale } from "#domain/locales.js";
import type { CancellationKind } from "#domain/withdrawal.js";
import { mailDay, mailMoment, renderLinkMail, storefrontLink, type MailMessage } from "../mail/index.js";

type Piece = { name: string; size: string; quantity: number };

export type WithdrawalReceipt = {
  to: string;
  locale: ContentLocale;
  name: string;
  orderId: number;
  box: boolean;
  declaredAt: Date;
  delivered: boolean;
  sendBackBy: string;
  pieces: Piece[];
  storefrontUrl: string;
};

export type CancellationReceipt = {
  to: string;
  locale: ContentLocale;
  name: string;
  declaredAt: Date;
  kind: CancellationKind;
  reason: string | null;
  contract: string | null;
  endsOn: string | null;
  storefrontUrl: string;
};

type Texts = {
  greeting: (name: string) => string;
  signature: string;
  clock: string;
  withdrawal: {
    subject: (order: number) => string;
    received: (moment: string, order: number, box: boolean) => string;
    pieces: string;
    declaredBy: (name: string, email: string) => string;
    sendBack: (day: string) => string;
    notDelivered: (day: string) => string;
    refund: string;
    button: string;
  };
  cancellation: {
    subject: string;
    received: (moment: string) => string;
    kind: (kind: CancellationKind) => string;
    reason: (reason: string) => string;
    contract: (contract: string) => string;
    end: (day: string | null) => string;
    identity: (name: string, email: string) => string;
    effect: string;
    button: string;
  };
};

const TEXTS: Record<ContentLocale, Texts> = {
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    signature: "L'équipe La Malle",
    clock: "heure de Paris",
    withdrawal: {
      subject: (order) => `Accusé de réception de votre rétractation – commande n° ${order}`,
      received: (moment, order, box) =>
        `Nous avons bien reçu votre rétractation du contrat de ${box ? "la malle" : "la commande"} n° ${order} le ${moment}.`,
      pieces: "Articles concernés :",
      declaredBy: (name, email) => `Déclarée par : ${name} (${email}).`,
      sendBack: (day) =>
        `Renvoyez-nous les articles au plus tard le ${day}. Le retour est ouvert dans votre espace client.`,
      notDelivered: (day) =>
        `Votre commande n'est pas encore livrée : si elle vous parvient, renvoyez-nous les articles au plus tard le ${day}.`,
      refund:
        "Nous vous rembourserons au plus tard 14 jours après la réception de votre rétractation, avec le moyen de paiement utilisé ; nous pouvons différer le remboursement jusqu'à la réception des articles.",
      button: "Voir ma commande",
    },
    cancellation: {
      subject: "Accusé de réception de votre résiliation",
      received: (moment) => `Nous avons bien reçu votre résiliation le ${moment}.`,
      kind: (kind) => `Type de résiliation : ${kind === "ordinary" ? "ordinaire" : "extraordinaire"}.`,
      reason: (reason) => `Motif : ${reason}`,
      contract: (contract) => `Contrat indiqué : ${contract}`,
      end: (day) => `Fin souhaitée : ${day ?? "à la prochaine date possible"}.`,
      identity: (name, email) => `Identification : ${name} (${email}).`,
      effect:
        "L'abonnement La Malle lié à cette adresse e-mail prend fin à cette date. Une malle déjà préparée ou expédiée vous parvient encore ; vous pouvez la renvoyer comme d'habitude.",
      button: "Nous contacter",
    },
  },
  de: {
    greeting: (name) => `Guten Tag ${name},`,
    signature: "Ihr La Malle-Team",
    clock: "Pariser Zeit",
    withdrawal: {
      subject: (order) => `Eingangsbestätigung Ihres Widerrufs – Bestellung Nr. ${order}`,
      received: (moment, order, box) =>
        `Wir haben Ihren Widerruf des Vertrags über ${box ? "die Box" : "die Bestellung"} Nr. ${order} am ${moment} erhalten.`,
      pieces: "Betroffene Artikel:",
      declaredBy: (name, email) => `Erklärt von: ${name} (${email}).`,
      sendBack: (day) =>
        `Bitte senden Sie uns die Artikel spätestens am ${day} zurück. Die Rücksendung ist in Ihrem Kundenkonto angelegt.`,
      notDelivered: (day) =>
        `Ihre Bestellung ist noch nicht zugestellt: Wenn sie bei Ihnen ankommt, senden Sie uns die Artikel bitte spätestens am ${day} zurück.`,
      refund:
        "Wir erstatten Ihnen den Betrag spätestens 14 Tage nach Eingang Ihres Widerrufs mit dem von Ihnen verwendeten Zahlungsmittel; wir können die Erstattung verweigern, bis wir die Artikel zurückerhalten haben.",
      button: "Meine Bestellung ansehen",
    },
    cancellation: {
      subject: "Eingangsbestätigung Ihrer Kündigung",
      received: (moment) => `Wir haben Ihre Kündigung am ${moment} erhalten.`,
      kind: (kind) => `Art der Kündigung: ${kind === "ordinary" ? "ordentliche" : "außerordentliche"} Kündigung.`,
      reason: (reason) => `Kündigungsgrund: ${reason}`,
      contract: (contract) => `Angegebener Vertrag: ${contract}`,
      end: (day) => `Gewünschter Beendigungszeitpunkt: ${day ?? "zum nächstmöglichen Zeitpunkt"}.`,
      identity: (name, email) => `Identifizierung: ${name} (${email}).`,
      effect:
        "Das mit dieser E-Mail-Adresse verbundene La Malle-Abonnement endet zu diesem Zeitpunkt. Eine bereits zusammengestellte oder versandte Box erhalten Sie noch; Sie können sie wie gewohnt zurücksenden.",
      button: "Kontakt aufnehmen",
    },
  },
  nl: {
    greeting: (name) => `Hallo ${name},`,
    signature: "Het La Malle-team",
    clock: "Parijse tijd",
    withdrawal: {
      subject: (order) => `Ontvangstbevestiging van je herroeping – bestelling nr. ${order}`,
      received: (moment, order, box) =>
        `We hebben je herroeping van de overeenkomst voor ${box ? "de box" : "de bestelling"} nr. ${order} ontvangen op ${moment}.`,
      pieces: "Betreffende artikelen:",
      declaredBy: (name, email) => `Ingediend door: ${name} (${email}).`,
      sendBack: (day) => `Stuur de artikelen uiterlijk op ${day} naar ons terug. De retour staat klaar in je account.`,
      notDelivered: (day) =>
        `Je bestelling is nog niet bezorgd: als ze bij je aankomt, stuur de artikelen dan uiterlijk op ${day} naar ons terug.`,
      refund:
        "We betalen je uiterlijk 14 dagen na ontvangst van je herroeping terug met het betaalmiddel dat je hebt gebruikt; we mogen wachten met terugbetalen tot we de artikelen hebben ontvangen.",
      button: "Mijn bestelling bekijken",
    },
    cancellation: {
      subject: "Ontvangstbevestiging van je opzegging",
      received: (moment) => `We hebben je opzegging ontvangen op ${moment}.`,
      kind: (kind) => `Soort opzegging: ${kind === "ordinary" ? "gewone" : "buitengewone"} opzegging.`,
      reason: (reason) => `Reden: ${reason}`,
      contract: (contract) => `Opgegeven overeenkomst: ${contract}`,
      end: (day) => `Gewenste einddatum: ${day ?? "de eerst mogelijke datum"}.`,
      identity: (name, email) => `Identificatie: ${name} (${email}).`,
      effect:
        "Het La Malle-abonnement dat bij dit e-mailadres hoort, eindigt op die datum. Een box die al is samengesteld of verzonden, ontvang je nog; je kunt hem zoals gewoonlijk terugsturen.",
      button: "Contact opnemen",
    },
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    signature: "El equipo de La Malle",
    clock: "hora de París",
    withdrawal: {
      subject: (order) => `Acuse de recibo de tu desistimiento – pedido n.º ${order}`,
      received: (moment, order, box) =>
        `Hemos recibido tu desistimiento del contrato de ${box ? "la caja" : "el pedido"} n.º ${order} el ${moment}.`,
      pieces: "Artículos afectados:",
      declaredBy: (name, email) => `Declarado por: ${name} (${email}).`,
      sendBack: (day) =>
        `Devuélvenos los artículos a más tardar el ${day}. La devolución ya está abierta en tu área de cliente.`,
      notDelivered: (day) =>
        `Tu pedido aún no se ha entregado: cuando lo recibas, devuélvenos los artículos a más tardar el ${day}.`,
      refund:
        "Te reembolsaremos a más tardar 14 días después de recibir tu desistimiento, con el mismo medio de pago que utilizaste; podemos retener el reembolso hasta haber recibido los artículos.",
      button: "Ver mi pedido",
    },
    cancellation: {
      subject: "Acuse de recibo de tu baja",
      received: (moment) => `Hemos recibido tu solicitud de baja el ${moment}.`,
      kind: (kind) => `Tipo de baja: ${kind === "ordinary" ? "ordinaria" : "extraordinaria"}.`,
      reason: (reason) => `Motivo: ${reason}`,
      contract: (contract) => `Contrato indicado: ${contract}`,
      end: (day) => `Fecha de fin deseada: ${day ?? "la próxima fecha posible"}.`,
      identity: (name, email) => `Identificación: ${name} (${email}).`,
      effect:
        "La suscripción de La Malle asociada a esta dirección de correo electrónico termina en esa fecha. Si ya se ha preparado o enviado una caja, la recibirás igualmente y podrás devolverla como siempre.",
      button: "Contactar con nosotros",
    },
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    signature: "The La Malle team",
    clock: "Paris time",
    withdrawal: {
      subject: (order) => `Acknowledgement of your withdrawal – order no. ${order}`,
      received: (moment, order, box) =>
        `We received your withdrawal from the contract for ${box ? "box" : "order"} no. ${order} on ${moment}.`,
      pieces: "Items concerned:",
      declaredBy: (name, email) => `Declared by: ${name} (${email}).`,
      sendBack: (day) =>
        `Please send the items back to us by ${day} at the latest. The return is open in your account.`,
      notDelivered: (day) =>
        `Your order has not been delivered yet: when it reaches you, please send the items back to us by ${day} at the latest.`,
      refund:
        "We will refund you no later than 14 days after receiving your withdrawal, using the payment method you used; we may withhold the refund until we have received the items.",
      button: "See my order",
    },
    cancellation: {
      subject: "Acknowledgement of your cancellation",
      received: (moment) => `We received your cancellation on ${moment}.`,
      kind: (kind) => `Type of cancellation: ${kind === "ordinary" ? "ordinary" : "extraordinary"}.`,
      reason: (reason) => `Reason: ${reason}`,
      contract: (contract) => `Contract given: ${contract}`,
      end: (day) => `Requested end: ${day ?? "the next possible date"}.`,
      identity: (name, email) => `Identification: ${name} (${email}).`,
      effect:
        "The La Malle subscription linked to this e-mail address ends on that date. A box already prepared or shipped still reaches you; you can send it back as usual.",
      button: "Contact us",
    },
  },
};

/** "vendredi 27 novembre 2026 à 14:00 (heure de Paris)". */
const moment = (at: Date, locale: ContentLocale) => `${mailMoment(at, locale)} (${TEXTS[locale].clock})`;

export function withdrawalReceiptMail(mail: WithdrawalReceipt): MailMessage {
  const t = TEXTS[mail.locale];
  const w = t.withdrawal;
  const sendBackBy = mailDay(mail.sendBackBy, mail.locale, "long");
  return renderLinkMail({
    to: mail.to,
    locale: mail.locale,
    subject: w.subject(mail.orderId),
    greeting: t.greeting(mail.name),
    paragraphs: [
      w.received(moment(mail.declaredAt, mail.locale), mail.orderId, mail.box),
      w.pieces,
      ...mail.pieces.map((p) => `– ${p.name} (${p.size}) × ${p.quantity}`),
      w.declaredBy(mail.name, mail.to),
      mail.delivered ? w.sendBack(sendBackBy) : w.notDelivered(sendBackBy),
      w.refund,
    ],
    button: {
      label: w.button,
      href: storefrontLink(mail.storefrontUrl, mail.locale, `/infos/orders/${mail.orderId}`),
    },
    signature: t.signature,
  });
}

export function cancellationReceiptMail(mail: CancellationReceipt): MailMessage {
  const t = TEXTS[mail.locale];
  const c = t.cancellation;
  return renderLinkMail({
    to: mail.to,
    locale: mail.locale,
    subject: c.subject,
    greeting: t.greeting(mail.name),
    paragraphs: [
      c.received(moment(mail.declaredAt, mail.locale)),
      c.kind(mail.kind),
      ...(mail.reason ? [c.reason(mail.reason)] : []),
      ...(mail.contract ? [c.contract(mail.contract)] : []),
      c.end(mail.endsOn ? mailDay(mail.endsOn, mail.locale, "long") : null),
      c.identity(mail.name, mail.to),
      c.effect,
    ],
    button: { label: c.button, href: storefrontLink(mail.storefrontUrl, mail.locale, "/contact") },
    signature: t.signature,
  });
}
