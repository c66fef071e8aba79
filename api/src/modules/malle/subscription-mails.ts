/**
 * The e-mails of the box over time (issue 16), in the client's language (fr vous, de Sie, nl je,
 * es tú, en): a plan created, paused, resumed, reactivated, stopped or given another rhythm, a
 * delivery date moved, the next box opened, and the reminders (box coming, date can still move,
 * pause ending). Pure functions of plain data: dates come as calendar days (YYYY-MM-DD) and are
 * written with Intl in the client's language; each mail carries one link to the storefront page
 * where the client acts, with the language prefix (none for fr, nor for en which the storefront
 * shows under the default language). The scheduler's outbox sends them (enqueueMail).
 */
import { deName } from "#domain/french.js";
import type { ContentLocale } from "#domain/locales.js";
import { mailDay, renderLinkMail, storefrontLink, type MailMessage } from "../mail/index.js";

/** What every one of these e-mails needs: who it goes to, in which language, about which profile. */
export type SubscriptionMailBase = {
  /** The client's e-mail address. */
  to: string;
  /** The client's stored language. */
  locale: ContentLocale;
  clientFirstname: string | null;
  /** The profile (kid or woman) the plan is for. */
  profileFirstname: string;
  /** That profile's id: the {kidId} of /{kidId}/malle, the {profileId} of the reactivate page. */
  kidId: number;
  /** The storefront's public URL (config.storefrontUrl). */
  storefrontUrl: string;
};

/** A delivery date moved: later is a postponement, earlier a forwarding (the event's kind). */
export type DateMove = "postponed" | "forwarded";

type Body = { subject: string; paragraphs: string[]; button: string };

type Texts = {
  greeting: (name: string | null) => string;
  signature: string;
  /** "every month" / "every 2 months". */
  every: (months: number) => string;
  days: (n: number) => string;
  created: (p: string, rhythm: string, date: string) => Body;
  paused: (p: string, until: string, next: string) => Body;
  resumed: (p: string, next: string) => Body;
  reactivated: (p: string, rhythm: string, next: string) => Body;
  terminated: (p: string) => Body;
  frequencyChanged: (p: string, rhythm: string, next: string) => Body;
  dateMoved: (p: string, move: DateMove, days: string, date: string) => Body;
  nextBoxOpened: (p: string, date: string) => Body;
  boxComing: (p: string, date: string) => Body;
  dateCanMove: (p: string, date: string) => Body;
  pauseEnding: (p: string, until: string, next: string) => Body;
};

const TEXTS: Record<ContentLocale, Texts> = {
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    signature: "L'équipe La Malle",
    every: (months) => (months === 1 ? "chaque mois" : `tous les ${months} mois`),
    days: (n) => (n === 1 ? "1 jour" : `${n} jours`),
    created: (p, rhythm, date) => ({
      subject: `L'abonnement ${deName(p)} a commencé`,
      paragraphs: [
        `Bienvenue ! L'abonnement ${deName(p)} est en place : une malle ${rhythm}, composée par notre styliste rien que pour ${p}.`,
        `La première livraison est prévue le ${date}.`,
        "Vous ne payez que les pièces que vous gardez.",
      ],
      button: `Voir la malle ${deName(p)}`,
    }),
    paused: (p, until, next) => ({
      subject: `L'abonnement ${deName(p)} est en pause`,
      paragraphs: [
        `C'est noté : l'abonnement ${deName(p)} est en pause jusqu'au ${until}. Aucune malle ne sera envoyée d'ici là.`,
        `La malle suivante est prévue le ${next}.`,
        "Vous pouvez reprendre l'abonnement plus tôt quand vous le souhaitez, depuis votre espace client.",
      ],
      button: "Gérer mes abonnements",
    }),
    resumed: (p, next) => ({
      subject: `L'abonnement ${deName(p)} reprend`,
      paragraphs: [`Bonne nouvelle : l'abonnement ${deName(p)} a repris.`, `La prochaine malle est prévue le ${next}.`],
      button: `Voir la malle ${deName(p)}`,
    }),
    reactivated: (p, rhythm, next) => ({
      subject: `L'abonnement ${deName(p)} est réactivé`,
      paragraphs: [
        `Ravis de vous retrouver ! L'abonnement ${deName(p)} est de nouveau actif : une malle ${rhythm}.`,
        `La prochaine malle est prévue le ${next}.`,
      ],
      button: `Voir la malle ${deName(p)}`,
    }),
    terminated: (p) => ({
      subject: `L'abonnement ${deName(p)} est arrêté`,
      paragraphs: [
        `C'est noté : l'abonnement ${deName(p)} est arrêté. Aucune nouvelle malle ne sera envoyée.`,
        "Merci pour ces malles partagées ! Si l'envie revient, vous pouvez réactiver l'abonnement en un clic.",
      ],
      button: "Réactiver l'abonnement",
    }),
    frequencyChanged: (p, rhythm, next) => ({
      subject: `Nouveau rythme pour les malles ${deName(p)}`,
      paragraphs: [`C'est noté : ${p} recevra désormais une malle ${rhythm}.`, `La prochaine est prévue le ${next}.`],
      button: `Voir la malle ${deName(p)}`,
    }),
    dateMoved: (p, move, days, date) => ({
      subject: `Nouvelle date de livraison pour la malle ${deName(p)}`,
      paragraphs: [
        `C'est noté : la malle ${deName(p)} arrivera ${days} ${move === "postponed" ? "plus tard" : "plus tôt"} que prévu.`,
        `Nouvelle date de livraison : le ${date}.`,
      ],
      button: `Voir la malle ${deName(p)}`,
    }),
    nextBoxOpened: (p, date) => ({
      subject: `La prochaine malle ${deName(p)} se prépare`,
      paragraphs: [
        `La prochaine malle ${deName(p)} est lancée ! Livraison prévue le ${date}.`,
        "Notre styliste va bientôt choisir ses pièces. La date ne vous convient pas ? Vous pouvez encore la changer.",
      ],
      button: `Voir la malle ${deName(p)}`,
    }),
    boxComing: (p, date) => ({
      subject: `La malle ${deName(p)} arrive bientôt`,
      paragraphs: [
        `Plus que quelques jours : la malle ${deName(p)} arrive le ${date}.`,
        "Essayez les pièces tranquillement à la maison et ne gardez que ce qui vous plaît.",
      ],
      button: `Voir la malle ${deName(p)}`,
    }),
    dateCanMove: (p, date) => ({
      subject: `Besoin d'une autre date pour la malle ${deName(p)} ?`,
      paragraphs: [
        `La malle ${deName(p)} est prévue le ${date}.`,
        "Cette date ne vous arrange pas ? Vous pouvez encore la changer, jusqu'à ce que notre styliste commence à la préparer.",
      ],
      button: "Changer la date de livraison",
    }),
    pauseEnding: (p, until, next) => ({
      subject: `La pause de l'abonnement ${deName(p)} se termine bientôt`,
      paragraphs: [
        `La pause de l'abonnement ${deName(p)} se termine le ${until}. La malle suivante est prévue le ${next}.`,
        "Envie de prolonger la pause ou de changer de rythme ? Tout se passe dans votre espace client.",
      ],
      button: "Gérer mes abonnements",
    }),
  },
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    signature: "Ihr La Malle-Team",
    every: (months) => (months === 1 ? "jeden Monat" : `alle ${months} Monate`),
    days: (n) => (n === 1 ? "1 Tag" : `${n} Tage`),
    created: (p, rhythm, date) => ({
      subject: `Das Abonnement für ${p} hat begonnen`,
      paragraphs: [
        `Willkommen! Das Abonnement für ${p} ist eingerichtet: ${rhythm} eine Box, von unserer Stylistin eigens für ${p} zusammengestellt.`,
        `Die erste Lieferung ist für ${date} geplant.`,
        "Sie bezahlen nur die Teile, die Sie behalten.",
      ],
      button: `Die Box für ${p} ansehen`,
    }),
    paused: (p, until, next) => ({
      subject: `Das Abonnement für ${p} ist pausiert`,
      paragraphs: [
        `Alles klar: Das Abonnement für ${p} ist bis ${until} pausiert. Bis dahin verschicken wir keine Box.`,
        `Die nächste Box ist für ${next} geplant.`,
        "Sie können das Abonnement jederzeit früher fortsetzen, in Ihrem Kundenkonto.",
      ],
      button: "Meine Abonnements verwalten",
    }),
    resumed: (p, next) => ({
      subject: `Das Abonnement für ${p} läuft wieder`,
      paragraphs: [
        `Schöne Neuigkeiten: Das Abonnement für ${p} läuft wieder.`,
        `Die nächste Box ist für ${next} geplant.`,
      ],
      button: `Die Box für ${p} ansehen`,
    }),
    reactivated: (p, rhythm, next) => ({
      subject: `Das Abonnement für ${p} ist wieder aktiv`,
      paragraphs: [
        `Schön, dass Sie wieder da sind! Das Abonnement für ${p} ist wieder aktiv: ${rhythm} eine Box.`,
        `Die nächste Box ist für ${next} geplant.`,
      ],
      button: `Die Box für ${p} ansehen`,
    }),
    terminated: (p) => ({
      subject: `Das Abonnement für ${p} ist beendet`,
      paragraphs: [
        `Alles klar: Das Abonnement für ${p} ist beendet. Wir verschicken keine neue Box mehr.`,
        "Danke für die gemeinsamen Boxen! Wenn Sie möchten, können Sie das Abonnement mit einem Klick wieder aktivieren.",
      ],
      button: "Abonnement wieder aktivieren",
    }),
    frequencyChanged: (p, rhythm, next) => ({
      subject: `Neuer Rhythmus für die Boxen von ${p}`,
      paragraphs: [`Alles klar: ${p} erhält ab jetzt ${rhythm} eine Box.`, `Die nächste ist für ${next} geplant.`],
      button: `Die Box für ${p} ansehen`,
    }),
    dateMoved: (p, move, days, date) => ({
      subject: `Neues Lieferdatum für die Box von ${p}`,
      paragraphs: [
        `Alles klar: Die Box für ${p} kommt ${days} ${move === "postponed" ? "später" : "früher"} als geplant.`,
        `Neues Lieferdatum: ${date}.`,
      ],
      button: `Die Box für ${p} ansehen`,
    }),
    nextBoxOpened: (p, date) => ({
      subject: `Die nächste Box für ${p} ist in Vorbereitung`,
      paragraphs: [
        `Die nächste Box für ${p} ist gestartet! Geplante Lieferung: ${date}.`,
        "Unsere Stylistin wählt bald die Teile aus. Passt Ihnen das Datum nicht? Sie können es noch ändern.",
      ],
      button: `Die Box für ${p} ansehen`,
    }),
    boxComing: (p, date) => ({
      subject: `Die Box für ${p} kommt bald`,
      paragraphs: [
        `Nur noch wenige Tage: Die Box für ${p} kommt am ${date}.`,
        "Probieren Sie die Teile in Ruhe zu Hause an und behalten Sie nur, was gefällt.",
      ],
      button: `Die Box für ${p} ansehen`,
    }),
    dateCanMove: (p, date) => ({
      subject: `Ein anderes Datum für die Box von ${p}?`,
      paragraphs: [
        `Die Box für ${p} ist für ${date} geplant.`,
        "Passt Ihnen dieses Datum nicht? Sie können es noch ändern, bis unsere Stylistin mit der Vorbereitung beginnt.",
      ],
      button: "Lieferdatum ändern",
    }),
    pauseEnding: (p, until, next) => ({
      subject: `Die Pause des Abonnements für ${p} endet bald`,
      paragraphs: [
        `Die Pause des Abonnements für ${p} endet am ${until}. Die nächste Box ist für ${next} geplant.`,
        "Möchten Sie die Pause verlängern oder den Rhythmus ändern? Das geht ganz einfach in Ihrem Kundenkonto.",
      ],
      button: "Meine Abonnements verwalten",
    }),
  },
  nl: {
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    signature: "Het La Malle-team",
    every: (months) => (months === 1 ? "elke maand" : `elke ${months} maanden`),
    days: (n) => (n === 1 ? "1 dag" : `${n} dagen`),
    created: (p, rhythm, date) => ({
      subject: `Het abonnement van ${p} is gestart`,
      paragraphs: [
        `Welkom! Het abonnement van ${p} staat klaar: ${rhythm} een box, door onze stylist speciaal voor ${p} samengesteld.`,
        `De eerste levering is gepland op ${date}.`,
        "Je betaalt alleen de stukken die je houdt.",
      ],
      button: `De box van ${p} bekijken`,
    }),
    paused: (p, until, next) => ({
      subject: `Het abonnement van ${p} is gepauzeerd`,
      paragraphs: [
        `Genoteerd: het abonnement van ${p} is gepauzeerd tot ${until}. Tot dan sturen we geen box.`,
        `De volgende box is gepland op ${next}.`,
        "Je kunt het abonnement altijd eerder hervatten in je account.",
      ],
      button: "Mijn abonnementen beheren",
    }),
    resumed: (p, next) => ({
      subject: `Het abonnement van ${p} loopt weer`,
      paragraphs: [`Goed nieuws: het abonnement van ${p} loopt weer.`, `De volgende box is gepland op ${next}.`],
      button: `De box van ${p} bekijken`,
    }),
    reactivated: (p, rhythm, next) => ({
      subject: `Het abonnement van ${p} is weer actief`,
      paragraphs: [
        `Fijn dat je terug bent! Het abonnement van ${p} is weer actief: ${rhythm} een box.`,
        `De volgende box is gepland op ${next}.`,
      ],
      button: `De box van ${p} bekijken`,
    }),
    terminated: (p) => ({
      subject: `Het abonnement van ${p} is stopgezet`,
      paragraphs: [
        `Genoteerd: het abonnement van ${p} is stopgezet. We sturen geen nieuwe box meer.`,
        "Bedankt voor de boxen samen! Heb je er weer zin in? Je kunt het abonnement met één klik opnieuw activeren.",
      ],
      button: "Het abonnement opnieuw activeren",
    }),
    frequencyChanged: (p, rhythm, next) => ({
      subject: `Nieuw ritme voor de boxen van ${p}`,
      paragraphs: [`Genoteerd: ${p} krijgt voortaan ${rhythm} een box.`, `De volgende is gepland op ${next}.`],
      button: `De box van ${p} bekijken`,
    }),
    dateMoved: (p, move, days, date) => ({
      subject: `Nieuwe leverdatum voor de box van ${p}`,
      paragraphs: [
        `Genoteerd: de box van ${p} komt ${days} ${move === "postponed" ? "later" : "eerder"} dan gepland.`,
        `Nieuwe leverdatum: ${date}.`,
      ],
      button: `De box van ${p} bekijken`,
    }),
    nextBoxOpened: (p, date) => ({
      subject: `De volgende box van ${p} wordt voorbereid`,
      paragraphs: [
        `De volgende box van ${p} is gestart! Geplande levering: ${date}.`,
        "Onze stylist kiest binnenkort de stukken uit. Komt de datum je niet goed uit? Je kunt hem nog wijzigen.",
      ],
      button: `De box van ${p} bekijken`,
    }),
    boxComing: (p, date) => ({
      subject: `De box van ${p} komt eraan`,
      paragraphs: [
        `Nog maar een paar dagen: de box van ${p} komt op ${date}.`,
        "Pas de stukken rustig thuis en houd alleen wat je mooi vindt.",
      ],
      button: `De box van ${p} bekijken`,
    }),
    dateCanMove: (p, date) => ({
      subject: `Een andere datum voor de box van ${p}?`,
      paragraphs: [
        `De box van ${p} is gepland op ${date}.`,
        "Komt die datum je niet goed uit? Je kunt hem nog wijzigen, totdat onze stylist hem begint klaar te maken.",
      ],
      button: "De leverdatum wijzigen",
    }),
    pauseEnding: (p, until, next) => ({
      subject: `De pauze van het abonnement van ${p} loopt bijna af`,
      paragraphs: [
        `De pauze van het abonnement van ${p} eindigt op ${until}. De volgende box is gepland op ${next}.`,
        "Wil je de pauze verlengen of het ritme aanpassen? Dat regel je in je account.",
      ],
      button: "Mijn abonnementen beheren",
    }),
  },
  es: {
    greeting: (name) => (name ? `Hola ${name}:` : "Hola:"),
    signature: "El equipo de La Malle",
    every: (months) => (months === 1 ? "cada mes" : `cada ${months} meses`),
    days: (n) => (n === 1 ? "1 día" : `${n} días`),
    created: (p, rhythm, date) => ({
      subject: `La suscripción de ${p} ha comenzado`,
      paragraphs: [
        `¡Te damos la bienvenida! La suscripción de ${p} ya está en marcha: una caja ${rhythm}, preparada por nuestra estilista solo para ${p}.`,
        `La primera entrega está prevista para el ${date}.`,
        "Solo pagas las prendas que te quedas.",
      ],
      button: `Ver la caja de ${p}`,
    }),
    paused: (p, until, next) => ({
      subject: `La suscripción de ${p} está en pausa`,
      paragraphs: [
        `Hecho: la suscripción de ${p} está en pausa hasta el ${until}. Hasta entonces no enviaremos ninguna caja.`,
        `La siguiente caja está prevista para el ${next}.`,
        "Puedes reanudar la suscripción antes cuando quieras desde tu área de cliente.",
      ],
      button: "Gestionar mis suscripciones",
    }),
    resumed: (p, next) => ({
      subject: `La suscripción de ${p} se ha reanudado`,
      paragraphs: [
        `Buenas noticias: la suscripción de ${p} se ha reanudado.`,
        `La próxima caja está prevista para el ${next}.`,
      ],
      button: `Ver la caja de ${p}`,
    }),
    reactivated: (p, rhythm, next) => ({
      subject: `La suscripción de ${p} está activa de nuevo`,
      paragraphs: [
        `¡Qué alegría volver a verte! La suscripción de ${p} vuelve a estar activa: una caja ${rhythm}.`,
        `La próxima caja está prevista para el ${next}.`,
      ],
      button: `Ver la caja de ${p}`,
    }),
    terminated: (p) => ({
      subject: `La suscripción de ${p} se ha cancelado`,
      paragraphs: [
        `Hecho: la suscripción de ${p} se ha cancelado. No enviaremos ninguna caja nueva.`,
        "¡Gracias por todas estas cajas! Si te apetece volver, puedes reactivar la suscripción con un clic.",
      ],
      button: "Reactivar la suscripción",
    }),
    frequencyChanged: (p, rhythm, next) => ({
      subject: `Nuevo ritmo para las cajas de ${p}`,
      paragraphs: [
        `Hecho: a partir de ahora ${p} recibirá una caja ${rhythm}.`,
        `La próxima está prevista para el ${next}.`,
      ],
      button: `Ver la caja de ${p}`,
    }),
    dateMoved: (p, move, days, date) => ({
      subject: `Nueva fecha de entrega para la caja de ${p}`,
      paragraphs: [
        `Hecho: la caja de ${p} llegará ${days} ${move === "postponed" ? "más tarde" : "antes"} de lo previsto.`,
        `Nueva fecha de entrega: ${date}.`,
      ],
      button: `Ver la caja de ${p}`,
    }),
    nextBoxOpened: (p, date) => ({
      subject: `La próxima caja de ${p} ya está en camino`,
      paragraphs: [
        `¡La próxima caja de ${p} está en marcha! Entrega prevista: ${date}.`,
        "Nuestra estilista elegirá pronto las prendas. ¿No te viene bien la fecha? Todavía puedes cambiarla.",
      ],
      button: `Ver la caja de ${p}`,
    }),
    boxComing: (p, date) => ({
      subject: `La caja de ${p} llega pronto`,
      paragraphs: [
        `Solo quedan unos días: la caja de ${p} llega el ${date}.`,
        "Prueba las prendas con calma en casa y quédate solo con lo que te guste.",
      ],
      button: `Ver la caja de ${p}`,
    }),
    dateCanMove: (p, date) => ({
      subject: `¿Otra fecha para la caja de ${p}?`,
      paragraphs: [
        `La caja de ${p} está prevista para el ${date}.`,
        "¿No te viene bien esa fecha? Todavía puedes cambiarla, hasta que nuestra estilista empiece a prepararla.",
      ],
      button: "Cambiar la fecha de entrega",
    }),
    pauseEnding: (p, until, next) => ({
      subject: `La pausa de la suscripción de ${p} termina pronto`,
      paragraphs: [
        `La pausa de la suscripción de ${p} termina el ${until}. La siguiente caja está prevista para el ${next}.`,
        "¿Quieres alargar la pausa o cambiar el ritmo? Puedes hacerlo desde tu área de cliente.",
      ],
      button: "Gestionar mis suscripciones",
    }),
  },
  en: {
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    signature: "The La Malle team",
    every: (months) => (months === 1 ? "every month" : `every ${months} months`),
    days: (n) => (n === 1 ? "1 day" : `${n} days`),
    created: (p, rhythm, date) => ({
      subject: `${p}'s subscription has started`,
      paragraphs: [
        `Welcome! ${p}'s subscription is set up: a box ${rhythm}, put together by our stylist just for ${p}.`,
        `The first delivery is planned for ${date}.`,
        "You only pay for the pieces you keep.",
      ],
      button: `See ${p}'s box`,
    }),
    paused: (p, until, next) => ({
      subject: `${p}'s subscription is paused`,
      paragraphs: [
        `Done: ${p}'s subscription is paused until ${until}. We will not send any box until then.`,
        `The next box is planned for ${next}.`,
        "You can resume the subscription earlier whenever you like, from your account.",
      ],
      button: "Manage my subscriptions",
    }),
    resumed: (p, next) => ({
      subject: `${p}'s subscription is running again`,
      paragraphs: [`Good news: ${p}'s subscription is running again.`, `The next box is planned for ${next}.`],
      button: `See ${p}'s box`,
    }),
    reactivated: (p, rhythm, next) => ({
      subject: `${p}'s subscription is active again`,
      paragraphs: [
        `Lovely to have you back! ${p}'s subscription is active again: a box ${rhythm}.`,
        `The next box is planned for ${next}.`,
      ],
      button: `See ${p}'s box`,
    }),
    terminated: (p) => ({
      subject: `${p}'s subscription is stopped`,
      paragraphs: [
        `Done: ${p}'s subscription is stopped. We will not send any new box.`,
        "Thank you for all these boxes! If you feel like it again, you can reactivate the subscription in one click.",
      ],
      button: "Reactivate the subscription",
    }),
    frequencyChanged: (p, rhythm, next) => ({
      subject: `A new rhythm for ${p}'s boxes`,
      paragraphs: [`Done: ${p} will now receive a box ${rhythm}.`, `The next one is planned for ${next}.`],
      button: `See ${p}'s box`,
    }),
    dateMoved: (p, move, days, date) => ({
      subject: `A new delivery date for ${p}'s box`,
      paragraphs: [
        `Done: ${p}'s box will arrive ${days} ${move === "postponed" ? "later" : "earlier"} than planned.`,
        `New delivery date: ${date}.`,
      ],
      button: `See ${p}'s box`,
    }),
    nextBoxOpened: (p, date) => ({
      subject: `${p}'s next box is on its way`,
      paragraphs: [
        `${p}'s next box has started! Planned delivery: ${date}.`,
        "Our stylist will soon pick the pieces. Does the date not suit you? You can still change it.",
      ],
      button: `See ${p}'s box`,
    }),
    boxComing: (p, date) => ({
      subject: `${p}'s box arrives soon`,
      paragraphs: [
        `Only a few days to go: ${p}'s box arrives on ${date}.`,
        "Try the pieces on at home at your own pace and keep only what you love.",
      ],
      button: `See ${p}'s box`,
    }),
    dateCanMove: (p, date) => ({
      subject: `Another date for ${p}'s box?`,
      paragraphs: [
        `${p}'s box is planned for ${date}.`,
        "Does this date not suit you? You can still change it, until our stylist starts preparing the box.",
      ],
      button: "Change the delivery date",
    }),
    pauseEnding: (p, until, next) => ({
      subject: `The pause of ${p}'s subscription ends soon`,
      paragraphs: [
        `The pause of ${p}'s subscription ends on ${until}. The next box is planned for ${next}.`,
        "Would you like a longer pause or another rhythm? You can change it in your account.",
      ],
      button: "Manage my subscriptions",
    }),
  },
};

function texts(locale: ContentLocale): Texts {
  return TEXTS[locale] ?? TEXTS.fr;
}

/** The text and HTML of one e-mail: greeting, paragraphs, the link (a button in HTML), signature. */
function render(base: SubscriptionMailBase, body: Body, path: string): MailMessage {
  const t = texts(base.locale);
  return renderLinkMail({
    to: base.to,
    locale: base.locale,
    subject: body.subject,
    greeting: t.greeting(base.clientFirstname?.trim() || null),
    paragraphs: body.paragraphs,
    button: { label: body.button, href: storefrontLink(base.storefrontUrl, base.locale, path) },
    signature: t.signature,
  });
}

const malle = (kidId: number) => `/${kidId}/malle`;
const SUBSCRIPTIONS = "/infos/subscriptions";
const day = (date: string, locale: ContentLocale) => mailDay(date, locale);

/**
 * A recurring plan created (a one-shot box has the booking e-mail only): its frequency in months and
 * its first delivery date. Link: /{kidId}/malle.
 */
export function subscriptionCreated(
  options: SubscriptionMailBase & { frequency: number; deliveryDate: string },
): MailMessage {
  const t = texts(options.locale);
  const body = t.created(
    options.profileFirstname,
    t.every(options.frequency),
    day(options.deliveryDate, options.locale),
  );
  return render(options, body, malle(options.kidId));
}

/** A plan paused until a day, the next box then planned for nextDeliveryDate. Link: /infos/subscriptions. */
export function subscriptionPaused(
  options: SubscriptionMailBase & { pausedUntil: string; nextDeliveryDate: string },
): MailMessage {
  const { locale } = options;
  const body = texts(locale).paused(
    options.profileFirstname,
    day(options.pausedUntil, locale),
    day(options.nextDeliveryDate, locale),
  );
  return render(options, body, SUBSCRIPTIONS);
}

/** A plan resumed (by the client, a frequency change while paused, or the pause's end). Link: /{kidId}/malle. */
export function subscriptionResumed(options: SubscriptionMailBase & { nextDeliveryDate: string }): MailMessage {
  const body = texts(options.locale).resumed(options.profileFirstname, day(options.nextDeliveryDate, options.locale));
  return render(options, body, malle(options.kidId));
}

/** A terminated plan active again, with its rhythm and next date. Link: /{kidId}/malle. */
export function subscriptionReactivated(
  options: SubscriptionMailBase & { frequency: number; nextDeliveryDate: string },
): MailMessage {
  const t = texts(options.locale);
  const body = t.reactivated(
    options.profileFirstname,
    t.every(options.frequency),
    day(options.nextDeliveryDate, options.locale),
  );
  return render(options, body, malle(options.kidId));
}

/** A plan stopped (terminate). Link: /infos/subscriptions/{kidId}/reactivate. */
export function subscriptionTerminated(options: SubscriptionMailBase): MailMessage {
  const body = texts(options.locale).terminated(options.profileFirstname);
  return render(options, body, `${SUBSCRIPTIONS}/${options.kidId}/reactivate`);
}

/** An active plan given another frequency, with its next date. Link: /{kidId}/malle. */
export function subscriptionFrequencyChanged(
  options: SubscriptionMailBase & { frequency: number; nextDeliveryDate: string },
): MailMessage {
  const t = texts(options.locale);
  const body = t.frequencyChanged(
    options.profileFirstname,
    t.every(options.frequency),
    day(options.nextDeliveryDate, options.locale),
  );
  return render(options, body, malle(options.kidId));
}

/**
 * A box's delivery date moved: `move` is the event's kind (postponed = later, forwarded = earlier),
 * `days` how far (its absolute value is written). Link: /{kidId}/malle.
 */
export function deliveryDateMoved(
  options: SubscriptionMailBase & { deliveryDate: string; move: DateMove; days: number },
): MailMessage {
  const t = texts(options.locale);
  const body = t.dateMoved(
    options.profileFirstname,
    options.move,
    t.days(Math.abs(options.days)),
    day(options.deliveryDate, options.locale),
  );
  return render(options, body, malle(options.kidId));
}

/** The next request of a plan opened by the scheduler, with its delivery date. Link: /{kidId}/malle. */
export function nextBoxOpened(options: SubscriptionMailBase & { deliveryDate: string }): MailMessage {
  const body = texts(options.locale).nextBoxOpened(options.profileFirstname, day(options.deliveryDate, options.locale));
  return render(options, body, malle(options.kidId));
}

/** Reminder: the box arrives soon (a week before its delivery date). Link: /{kidId}/malle. */
export function reminderBoxComing(options: SubscriptionMailBase & { deliveryDate: string }): MailMessage {
  const body = texts(options.locale).boxComing(options.profileFirstname, day(options.deliveryDate, options.locale));
  return render(options, body, malle(options.kidId));
}

/**
 * Reminder: the box's date can still move. Link: /{kidId}/malle/{subscriptionId}/delivery, or
 * /{kidId}/malle for a one-shot request (subscriptionId null).
 */
export function reminderDateCanMove(
  options: SubscriptionMailBase & { deliveryDate: string; subscriptionId: number | null },
): MailMessage {
  const body = texts(options.locale).dateCanMove(options.profileFirstname, day(options.deliveryDate, options.locale));
  const path =
    options.subscriptionId === null
      ? malle(options.kidId)
      : `${malle(options.kidId)}/${options.subscriptionId}/delivery`;
  return render(options, body, path);
}

/** Reminder: the pause ends on pausedUntil, the next box then planned for nextDeliveryDate. Link: /infos/subscriptions. */
export function reminderPauseEnding(
  options: SubscriptionMailBase & { pausedUntil: string; nextDeliveryDate: string },
): MailMessage {
  const { locale } = options;
  const body = texts(locale).pauseEnding(
    options.profileFirstname,
    day(options.pausedUntil, locale),
    day(options.nextDeliveryDate, locale),
  );
  return render(options, body, SUBSCRIPTIONS);
}
