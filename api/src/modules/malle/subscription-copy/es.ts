/** The box-over-time e-mails in Spanish (tú): see ../subscription-mails.ts for when each is sent. */
import type { SubscriptionTexts } from "./texts.js";

export const es: SubscriptionTexts = {
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
};
