/**
 * A delivered box's e-mails (decision 0047), in the family's language, through the outbox: the box
 * arrived (the keep/return link and the deadline), the reminder before the deadline with the amount
 * that will be charged, the payment taken, the payment failed.
 */
import type { ContentLocale } from "#domain/locales.js";
import { mailDay, mailMoney, renderLinkMail, storefrontLink, type MailMessage } from "../../mail/index.js";
import { invoiceLink } from "../mails.js";

type Texts = {
  greeting: (name: string | null) => string;
  signature: string;
  delivered: {
    subject: (profile: string) => string;
    body: (profile: string, deadline: string) => string;
    free: string;
    button: string;
    keepAll: (percent: number) => string;
    keepAllLink: string;
  };
  reminder: {
    subject: string;
    body: (deadline: string, amount: string) => string;
    button: string;
  };
  paid: {
    subject: (id: number) => string;
    body: (id: number, amount: string) => string;
    wallet: (amount: string) => string;
    button: string;
  };
  failed: {
    subject: (id: number) => string;
    body: (id: number, amount: string) => string;
    authentication: string;
    refused: string;
    next: string;
    button: string;
  };
};

const TEXTS: Record<ContentLocale, Texts> = {
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    signature: "L'équipe La Malle",
    delivered: {
      subject: (profile) => `La malle de ${profile} est arrivée !`,
      body: (profile, deadline) =>
        `La malle de ${profile} est bien arrivée. Essayez tout tranquillement et dites-nous ce que vous gardez avant le ${deadline} inclus.`,
      free: "Vous ne payez que ce que vous gardez ; le reste repart gratuitement dans le colis de la malle.",
      button: "Dire ce que je garde",
      keepAll: (percent) => `Vous gardez tout ? ${percent} % de remise sur la malle :`,
      keepAllLink: "on garde tout",
    },
    reminder: {
      subject: "Plus que deux jours pour votre malle",
      body: (deadline, amount) =>
        `Le ${deadline}, les pièces que vous n'avez pas déclarées renvoyées seront considérées comme gardées. Si vous gardez tout, nous prélèverons ${amount}.`,
      button: "Dire ce que je garde",
    },
    paid: {
      subject: (id) => `Malle n° ${id} : paiement reçu`,
      body: (id, amount) => `Nous avons bien reçu ${amount} pour les pièces gardées de la malle n° ${id}. Merci !`,
      wallet: (amount) => `Votre cagnotte en a réglé ${amount}.`,
      button: "Voir la commande",
    },
    failed: {
      subject: (id) => `Malle n° ${id} : le paiement n'a pas abouti`,
      body: (id, amount) => `Nous n'avons pas pu prélever ${amount} pour les pièces gardées de la malle n° ${id}.`,
      authentication: "Votre banque demande que vous confirmiez ce paiement vous-même.",
      refused: "Votre moyen de paiement a été refusé.",
      next: "Votre prochaine malle sera préparée dès que ce paiement sera réglé.",
      button: "Régler le paiement",
    },
  },
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    signature: "Ihr La Malle-Team",
    delivered: {
      subject: (profile) => `Die Box für ${profile} ist angekommen!`,
      body: (profile, deadline) =>
        `Die Box für ${profile} ist angekommen. Probieren Sie alles in Ruhe an und sagen Sie uns bis einschließlich ${deadline}, was Sie behalten.`,
      free: "Sie zahlen nur, was Sie behalten; den Rest schicken Sie kostenlos im Karton der Box zurück.",
      button: "Angeben, was ich behalte",
      keepAll: (percent) => `Sie behalten alles? ${percent} % Rabatt auf die Box:`,
      keepAllLink: "wir behalten alles",
    },
    reminder: {
      subject: "Nur noch zwei Tage für Ihre Box",
      body: (deadline, amount) =>
        `Am ${deadline} gelten alle Teile, die Sie nicht als Rücksendung angegeben haben, als behalten. Wenn Sie alles behalten, buchen wir ${amount} ab.`,
      button: "Angeben, was ich behalte",
    },
    paid: {
      subject: (id) => `Box Nr. ${id}: Zahlung erhalten`,
      body: (id, amount) => `Wir haben ${amount} für die behaltenen Teile der Box Nr. ${id} erhalten. Vielen Dank!`,
      wallet: (amount) => `Davon wurden ${amount} mit Ihrem Guthaben bezahlt.`,
      button: "Bestellung ansehen",
    },
    failed: {
      subject: (id) => `Box Nr. ${id}: Die Zahlung ist fehlgeschlagen`,
      body: (id, amount) => `Wir konnten ${amount} für die behaltenen Teile der Box Nr. ${id} nicht abbuchen.`,
      authentication: "Ihre Bank möchte, dass Sie diese Zahlung selbst bestätigen.",
      refused: "Ihre Zahlungsart wurde abgelehnt.",
      next: "Ihre nächste Box wird vorbereitet, sobald diese Zahlung beglichen ist.",
      button: "Zahlung begleichen",
    },
  },
  nl: {
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    signature: "Het La Malle-team",
    delivered: {
      subject: (profile) => `De box van ${profile} is aangekomen!`,
      body: (profile, deadline) =>
        `De box van ${profile} is aangekomen. Pas alles rustig en laat ons uiterlijk ${deadline} weten wat je houdt.`,
      free: "Je betaalt alleen wat je houdt; de rest stuur je gratis terug in de doos van de box.",
      button: "Doorgeven wat ik houd",
      keepAll: (percent) => `Houd je alles? ${percent}% korting op de box:`,
      keepAllLink: "we houden alles",
    },
    reminder: {
      subject: "Nog twee dagen voor je box",
      body: (deadline, amount) =>
        `Op ${deadline} gelden de stukken die je niet als retour hebt doorgegeven als gehouden. Houd je alles, dan schrijven we ${amount} af.`,
      button: "Doorgeven wat ik houd",
    },
    paid: {
      subject: (id) => `Box nr. ${id}: betaling ontvangen`,
      body: (id, amount) => `We hebben ${amount} ontvangen voor de gehouden stukken van box nr. ${id}. Bedankt!`,
      wallet: (amount) => `Daarvan is ${amount} betaald met je tegoed.`,
      button: "Bestelling bekijken",
    },
    failed: {
      subject: (id) => `Box nr. ${id}: de betaling is mislukt`,
      body: (id, amount) => `We konden ${amount} voor de gehouden stukken van box nr. ${id} niet afschrijven.`,
      authentication: "Je bank wil dat je deze betaling zelf bevestigt.",
      refused: "Je betaalmethode is geweigerd.",
      next: "Je volgende box wordt klaargemaakt zodra deze betaling is voldaan.",
      button: "Betaling voldoen",
    },
  },
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
    signature: "El equipo de La Malle",
    delivered: {
      subject: (profile) => `¡La caja de ${profile} ha llegado!`,
      body: (profile, deadline) =>
        `La caja de ${profile} ha llegado. Pruébatelo todo con calma y dinos qué te quedas hasta el ${deadline}, incluido.`,
      free: "Solo pagas lo que te quedas; el resto lo devuelves gratis en la misma caja.",
      button: "Decir qué me quedo",
      keepAll: (percent) => `¿Te lo quedas todo? Un ${percent} % de descuento en la caja:`,
      keepAllLink: "nos lo quedamos todo",
    },
    reminder: {
      subject: "Quedan dos días para tu caja",
      body: (deadline, amount) =>
        `El ${deadline}, las prendas que no hayas indicado como devueltas se considerarán compradas. Si te lo quedas todo, cobraremos ${amount}.`,
      button: "Decir qué me quedo",
    },
    paid: {
      subject: (id) => `Caja n.º ${id}: pago recibido`,
      body: (id, amount) => `Hemos recibido ${amount} por las prendas que te quedas de la caja n.º ${id}. ¡Gracias!`,
      wallet: (amount) => `Tu saldo ha pagado ${amount}.`,
      button: "Ver el pedido",
    },
    failed: {
      subject: (id) => `Caja n.º ${id}: el pago no se ha completado`,
      body: (id, amount) => `No hemos podido cobrar ${amount} por las prendas que te quedas de la caja n.º ${id}.`,
      authentication: "Tu banco pide que confirmes tú mismo este pago.",
      refused: "Tu método de pago ha sido rechazado.",
      next: "Prepararemos tu próxima caja en cuanto se haya completado este pago.",
      button: "Completar el pago",
    },
  },
  en: {
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    signature: "The La Malle team",
    delivered: {
      subject: (profile) => `${profile}'s box has arrived!`,
      body: (profile, deadline) =>
        `${profile}'s box has arrived. Try everything at your own pace and tell us what you keep by ${deadline}.`,
      free: "You only pay for what you keep; the rest goes back free of charge in the box's parcel.",
      button: "Tell us what I keep",
      keepAll: (percent) => `Keeping everything? ${percent}% off the box:`,
      keepAllLink: "we keep everything",
    },
    reminder: {
      subject: "Two days left for your box",
      body: (deadline, amount) =>
        `On ${deadline}, the pieces you have not declared as sent back will count as kept. If you keep everything, we will charge ${amount}.`,
      button: "Tell us what I keep",
    },
    paid: {
      subject: (id) => `Box no. ${id}: payment received`,
      body: (id, amount) => `We have received ${amount} for the pieces you kept from box no. ${id}. Thank you!`,
      wallet: (amount) => `Your wallet paid ${amount} of it.`,
      button: "See the order",
    },
    failed: {
      subject: (id) => `Box no. ${id}: the payment did not go through`,
      body: (id, amount) => `We could not take ${amount} for the pieces you kept from box no. ${id}.`,
      authentication: "Your bank asks you to confirm this payment yourself.",
      refused: "Your payment method was refused.",
      next: "Your next box will be prepared as soon as this payment is made.",
      button: "Make the payment",
    },
  },
};

type Family = { to: string; locale: ContentLocale; firstname: string | null; storefrontUrl: string };

export function boxDeliveredMail(
  mail: Family & { orderId: number; profile: string; deadline: string; keepAllDiscountPercent: number },
): MailMessage {
  const t = TEXTS[mail.locale];
  const link = (path: string) => storefrontLink(mail.storefrontUrl, mail.locale, path);
  return renderLinkMail({
    to: mail.to,
    locale: mail.locale,
    subject: t.delivered.subject(mail.profile),
    greeting: t.greeting(mail.firstname),
    paragraphs: [t.delivered.body(mail.profile, mailDay(mail.deadline, mail.locale)), t.delivered.free],
    button: { label: t.delivered.button, href: link(`/infos/rating/${mail.orderId}`) },
    aside:
      mail.keepAllDiscountPercent > 0
        ? {
            lead: t.delivered.keepAll(mail.keepAllDiscountPercent),
            label: t.delivered.keepAllLink,
            href: link(`/${mail.orderId}/satisfied`),
          }
        : undefined,
    signature: t.signature,
  });
}

export function boxReminderMail(
  mail: Family & { orderId: number; deadline: string; keepAllCents: number },
): MailMessage {
  const t = TEXTS[mail.locale];
  return renderLinkMail({
    to: mail.to,
    locale: mail.locale,
    subject: t.reminder.subject,
    greeting: t.greeting(mail.firstname),
    paragraphs: [t.reminder.body(mailDay(mail.deadline, mail.locale), mailMoney(mail.keepAllCents, mail.locale))],
    button: {
      label: t.reminder.button,
      href: storefrontLink(mail.storefrontUrl, mail.locale, `/infos/rating/${mail.orderId}`),
    },
    signature: t.signature,
  });
}

export function boxPaidMail(mail: Family & { orderId: number; totalCents: number; walletCents: number }): MailMessage {
  const t = TEXTS[mail.locale];
  return renderLinkMail({
    to: mail.to,
    locale: mail.locale,
    subject: t.paid.subject(mail.orderId),
    greeting: t.greeting(mail.firstname),
    paragraphs: [
      t.paid.body(mail.orderId, mailMoney(mail.totalCents, mail.locale)),
      ...(mail.walletCents > 0 ? [t.paid.wallet(mailMoney(mail.walletCents, mail.locale))] : []),
    ],
    button: {
      label: t.paid.button,
      href: storefrontLink(mail.storefrontUrl, mail.locale, `/infos/orders/${mail.orderId}`),
    },
    aside: invoiceLink(mail.storefrontUrl, mail.locale, mail.orderId),
    signature: t.signature,
  });
}

export function boxPaymentFailedMail(
  mail: Family & { orderId: number; dueCents: number; reason: string },
): MailMessage {
  const t = TEXTS[mail.locale];
  const why = mail.reason === "authentication_required" ? t.failed.authentication : t.failed.refused;
  return renderLinkMail({
    to: mail.to,
    locale: mail.locale,
    subject: t.failed.subject(mail.orderId),
    greeting: t.greeting(mail.firstname),
    paragraphs: [t.failed.body(mail.orderId, mailMoney(mail.dueCents, mail.locale)), why, t.failed.next],
    button: {
      label: t.failed.button,
      href: storefrontLink(mail.storefrontUrl, mail.locale, `/infos/failed-payment/${mail.orderId}`),
    },
    signature: t.signature,
  });
}
