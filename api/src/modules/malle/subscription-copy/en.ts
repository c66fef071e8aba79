/** The box-over-time e-mails in English: see ../subscription-mails.ts for when each is sent. */
import type { SubscriptionTexts } from "./texts.js";

export const en: SubscriptionTexts = {
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
};
