/** The box-over-time e-mails in German (Sie): see ../subscription-mails.ts for when each is sent. */
import type { SubscriptionTexts } from "./texts.js";

export const de: SubscriptionTexts = {
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
};
