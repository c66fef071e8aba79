/**
 * The e-mails of the box over time (issue 16), in the client's language (fr vous, de Sie, nl je,
 * es tú, en): a plan created, paused, resumed, reactivated, stopped or given another rhythm, a
 * delivery date moved, the next box opened, and the reminders (box coming, date can still move,
 * pause ending). Pure functions of plain data: dates come as calendar days (YYYY-MM-DD) and are
 * written with Intl in the client's language; each mail carries one link to the storefront page
 * where the client acts, with the language prefix (none for fr, nor for en which the storefront
 * shows under the default language). The scheduler's outbox sends them (enqueueMail).
 */
import type { ContentLocale } from "#domain/locales.js";
import { mailDay, renderLinkMail, storefrontLink, type MailMessage } from "../mail/index.js";
import { de } from "./subscription-copy/de.js";
import { en } from "./subscription-copy/en.js";
import { es } from "./subscription-copy/es.js";
import { fr } from "./subscription-copy/fr.js";
import { nl } from "./subscription-copy/nl.js";
import type { Body, DateMove, SubscriptionTexts } from "./subscription-copy/texts.js";

export type { DateMove } from "./subscription-copy/texts.js";

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

const TEXTS: Record<ContentLocale, SubscriptionTexts> = { fr, de, nl, es, en };

function texts(locale: ContentLocale): SubscriptionTexts {
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
