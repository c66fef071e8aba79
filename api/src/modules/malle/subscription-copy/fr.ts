/** The box-over-time e-mails in French (vous): see ../subscription-mails.ts for when each is sent. */
import { deName } from "#domain/french.js";
import type { SubscriptionTexts } from "./texts.js";

export const fr: SubscriptionTexts = {
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
};
