/** The box-over-time e-mails in Dutch (je): see ../subscription-mails.ts for when each is sent. */
import type { SubscriptionTexts } from "./texts.js";

export const nl: SubscriptionTexts = {
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
};
