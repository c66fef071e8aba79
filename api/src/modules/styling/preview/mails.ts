/**
 * The preview's e-mails (issue 17), in the client's language (fr vous, de Sie, nl je, es tú, en),
 * sent through the scheduler's outbox (enqueueMail in the transaction that causes them):
 * - "preview ready" (composing a box): how many pieces, the link to the preview
 *   (/infos/preview/{profileId}/{requestId}), the deadline after which the box is validated as it
 *   is, and the link that skips the box without signing in
 *   (/preview/confirmation[/woman]?preview_token=…).
 * - "box validated" (the family validated the preview, or its deadline passed without an answer):
 *   pieces, total and delivery date, the link to the preview;
 * - "box skipped" (from the e-mail's skip link): the box will not come, the link to the profile's box page.
 * Links carry the language prefix (none for fr, nor for en, shown under the default language).
 * A woman's box is the client's own: its e-mails speak to her ("your box"), a kid's name the kid.
 * Pure functions of plain data, plus `previewMailBase` that reads who a request's e-mails go to.
 */
import { eq } from "drizzle-orm";
import { deName } from "#domain/french.js";
import type { ContentLocale } from "#domain/locales.js";
import type { ProfileType } from "#domain/profiles.js";
import type { Db } from "../../../db/client.js";
import { clients, profiles, requests } from "../../../db/schema/index.js";
import { mailDay, mailMoment, renderLinkMail, storefrontLink, type MailMessage } from "../../mail/index.js";

/** The shop's clock for the deadline written in the e-mails. */

/** The page of a box's preview. */
export const previewPath = (profileId: number, requestId: number) => `/infos/preview/${profileId}/${requestId}`;

/** The page that skips a box from its e-mail, signed out (the woman's page for a woman's box). */
export const skipPath = (profileType: ProfileType, token: string) =>
  `/preview/confirmation${profileType === "WOMAN" ? "/woman" : ""}?preview_token=${encodeURIComponent(token)}`;

/** Who a preview's e-mails go to, in which language, about which profile and box. */
export type PreviewMailBase = {
  to: string;
  locale: ContentLocale;
  clientFirstname: string | null;
  profileFirstname: string;
  profileType: ProfileType;
  profileId: number;
  requestId: number;
  /** The storefront's public URL (config.storefrontUrl). */
  storefrontUrl: string;
};

/** The e-mail base of a request's box (undefined for an unknown request). */
export async function previewMailBase(
  db: Db,
  requestId: number,
  storefrontUrl: string,
): Promise<PreviewMailBase | undefined> {
  const [row] = await db
    .select({
      to: clients.email,
      locale: clients.locale,
      clientFirstname: clients.firstname,
      profileFirstname: profiles.firstname,
      profileType: profiles.profileType,
      profileId: profiles.id,
    })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .innerJoin(clients, eq(clients.id, profiles.clientId))
    .where(eq(requests.id, requestId));
  return row && { ...row, requestId, storefrontUrl };
}

type Body = {
  subject: string;
  paragraphs: string[];
  button: string;
  /** A second, quieter link after the button (its lead-in sentence, the link's words). */
  aside?: { lead: string; label: string; path: string };
};

/** Who the box is for: a kid's name, or null for the woman's own box. */
type Who = string | null;

type Texts = {
  greeting: (name: string | null) => string;
  signature: string;
  ready: (who: Who, pieces: number, deadline: string) => Omit<Body, "aside"> & { skipLead: string; skipLabel: string };
  /** by: the family validated it, or the deadline did; date null when the box has no delivery date. */
  validated: (who: Who, by: ValidatedBy, pieces: number, total: string, date: string | null) => Body;
  skipped: (who: Who, date: string | null) => Body;
};

/** Who validated a preview: the family (the call) or its deadline (the scheduler). */
export type ValidatedBy = "family" | "deadline";

const TEXTS: Record<ContentLocale, Texts> = {
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    signature: "L'équipe La Malle",
    ready: (who, pieces, deadline) => ({
      subject: who ? `La malle ${deName(who)} est prête : découvrez-la` : "Votre malle est prête : découvrez-la",
      paragraphs: [
        `Notre styliste a choisi ${pieces === 1 ? "1 pièce" : `${pieces} pièces`} ${who ? `pour ${who}` : "pour vous"}.`,
        "Découvrez-les dès maintenant : vous pouvez remplacer une pièce, laisser un mot à la styliste, puis valider la malle.",
        `Sans réponse de votre part d'ici le ${deadline}, la malle sera validée telle quelle et préparée pour l'envoi.`,
      ],
      button: "Voir la sélection",
      skipLead: "Pas besoin de malle cette fois-ci ? Vous pouvez la passer, sans vous connecter :",
      skipLabel: "Passer cette malle",
    }),
    validated: (who, by, pieces, total, date) => ({
      subject: who ? `La malle ${deName(who)} est validée` : "Votre malle est validée",
      paragraphs: [
        by === "family"
          ? `Merci ! Vous avez validé ${who ? `la malle ${deName(who)}` : "votre malle"} : ${pieces === 1 ? "1 pièce" : `${pieces} pièces`}, ${total} au total.`
          : `Nous n'avons pas eu de réponse de votre part avant la date limite : nous avons donc validé ${who ? `la malle ${deName(who)}` : "votre malle"} telle que notre styliste l'a composée (${pieces === 1 ? "1 pièce" : `${pieces} pièces`}, ${total} au total).`,
        date ? `Nous la préparons pour une livraison le ${date}.` : "Nous la préparons pour l'envoi.",
        "Vous ne payez que les pièces que vous gardez.",
      ],
      button: "Revoir la sélection",
    }),
    skipped: (who, date) => ({
      subject: who ? `La malle ${deName(who)} est passée` : "Votre malle est passée",
      paragraphs: [
        `C'est noté : ${who ? `la malle ${deName(who)}` : "votre malle"}${date ? ` prévue le ${date}` : ""} ne sera pas envoyée.`,
        "Rien ne vous sera facturé. Vous retrouverez la prochaine malle dans votre espace client.",
      ],
      button: "Voir mes malles",
    }),
  },
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    signature: "Ihr La Malle-Team",
    ready: (who, pieces, deadline) => ({
      subject: who
        ? `Die Box für ${who} ist fertig: Sehen Sie sie sich an`
        : "Ihre Box ist fertig: Sehen Sie sie sich an",
      paragraphs: [
        `Unsere Stylistin hat ${pieces === 1 ? "1 Teil" : `${pieces} Teile`} ${who ? `für ${who}` : "für Sie"} ausgesucht.`,
        "Sehen Sie sich die Auswahl jetzt an: Sie können ein Teil austauschen, der Stylistin eine Nachricht hinterlassen und die Box bestätigen.",
        `Wenn wir bis ${deadline} nichts von Ihnen hören, bestätigen wir die Box so, wie sie ist, und bereiten den Versand vor.`,
      ],
      button: "Auswahl ansehen",
      skipLead: "Diesmal keine Box nötig? Sie können sie ohne Anmeldung überspringen:",
      skipLabel: "Diese Box überspringen",
    }),
    validated: (who, by, pieces, total, date) => ({
      subject: who ? `Die Box für ${who} ist bestätigt` : "Ihre Box ist bestätigt",
      paragraphs: [
        by === "family"
          ? `Vielen Dank! Sie haben ${who ? `die Box für ${who}` : "Ihre Box"} bestätigt: ${pieces === 1 ? "1 Teil" : `${pieces} Teile`}, insgesamt ${total}.`
          : `Bis zum Stichtag haben wir keine Antwort von Ihnen erhalten. Deshalb haben wir ${who ? `die Box für ${who}` : "Ihre Box"} so bestätigt, wie unsere Stylistin sie zusammengestellt hat (${pieces === 1 ? "1 Teil" : `${pieces} Teile`}, insgesamt ${total}).`,
        date ? `Wir bereiten sie für die Lieferung am ${date} vor.` : "Wir bereiten den Versand vor.",
        "Sie bezahlen nur die Teile, die Sie behalten.",
      ],
      button: "Auswahl noch einmal ansehen",
    }),
    skipped: (who, date) => ({
      subject: who ? `Die Box für ${who} wird übersprungen` : "Ihre Box wird übersprungen",
      paragraphs: [
        `Alles klar: ${who ? `Die Box für ${who}` : "Ihre Box"}${date ? ` (geplant für ${date})` : ""} wird nicht verschickt.`,
        "Ihnen wird nichts berechnet. Die nächste Box finden Sie in Ihrem Kundenkonto.",
      ],
      button: "Meine Boxen ansehen",
    }),
  },
  nl: {
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    signature: "Het La Malle-team",
    ready: (who, pieces, deadline) => ({
      subject: who ? `De box van ${who} is klaar: bekijk hem nu` : "Je box is klaar: bekijk hem nu",
      paragraphs: [
        `Onze stylist heeft ${pieces === 1 ? "1 stuk" : `${pieces} stuks`} ${who ? `voor ${who}` : "voor jou"} uitgekozen.`,
        "Bekijk ze nu: je kunt een stuk vervangen, een berichtje voor de stylist achterlaten en de box bevestigen.",
        `Hebben we tot ${deadline} niets van je gehoord, dan bevestigen we de box zoals hij is en maken we hem klaar voor verzending.`,
      ],
      button: "Bekijk de selectie",
      skipLead: "Deze keer geen box nodig? Dan kun je hem overslaan, zonder in te loggen:",
      skipLabel: "Deze box overslaan",
    }),
    validated: (who, by, pieces, total, date) => ({
      subject: who ? `De box van ${who} is bevestigd` : "Je box is bevestigd",
      paragraphs: [
        by === "family"
          ? `Bedankt! Je hebt ${who ? `de box van ${who}` : "je box"} bevestigd: ${pieces === 1 ? "1 stuk" : `${pieces} stuks`}, ${total} in totaal.`
          : `We hebben voor de deadline niets van je gehoord, dus hebben we ${who ? `de box van ${who}` : "je box"} bevestigd zoals onze stylist hem heeft samengesteld (${pieces === 1 ? "1 stuk" : `${pieces} stuks`}, ${total} in totaal).`,
        date ? `We maken hem klaar voor levering op ${date}.` : "We maken hem klaar voor verzending.",
        "Je betaalt alleen voor wat je houdt.",
      ],
      button: "Bekijk de selectie opnieuw",
    }),
    skipped: (who, date) => ({
      subject: who ? `De box van ${who} wordt overgeslagen` : "Je box wordt overgeslagen",
      paragraphs: [
        `Genoteerd: ${who ? `de box van ${who}` : "je box"}${date ? ` (gepland op ${date})` : ""} wordt niet verstuurd.`,
        "Je betaalt niets. De volgende box vind je in je account.",
      ],
      button: "Bekijk mijn boxen",
    }),
  },
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
    signature: "El equipo de La Malle",
    ready: (who, pieces, deadline) => ({
      subject: who ? `La caja de ${who} está lista: descúbrela` : "Tu caja está lista: descúbrela",
      paragraphs: [
        `Nuestra estilista ha elegido ${pieces === 1 ? "1 prenda" : `${pieces} prendas`} ${who ? `para ${who}` : "para ti"}.`,
        "Descúbrelas ya: puedes cambiar una prenda, dejarle un mensaje a la estilista y confirmar la caja.",
        `Si no nos respondes antes del ${deadline}, confirmaremos la caja tal como está y la prepararemos para el envío.`,
      ],
      button: "Ver la selección",
      skipLead: "¿Esta vez no necesitas la caja? Puedes saltártela, sin iniciar sesión:",
      skipLabel: "Saltar esta caja",
    }),
    validated: (who, by, pieces, total, date) => ({
      subject: who ? `La caja de ${who} está confirmada` : "Tu caja está confirmada",
      paragraphs: [
        by === "family"
          ? `¡Gracias! Has confirmado ${who ? `la caja de ${who}` : "tu caja"}: ${pieces === 1 ? "1 prenda" : `${pieces} prendas`}, ${total} en total.`
          : `No hemos recibido respuesta antes de la fecha límite, así que hemos confirmado ${who ? `la caja de ${who}` : "tu caja"} tal como la preparó nuestra estilista (${pieces === 1 ? "1 prenda" : `${pieces} prendas`}, ${total} en total).`,
        date ? `La estamos preparando para entregarla el ${date}.` : "La estamos preparando para el envío.",
        "Solo pagas lo que te quedas.",
      ],
      button: "Ver de nuevo la selección",
    }),
    skipped: (who, date) => ({
      subject: who ? `Te saltas la caja de ${who}` : "Te saltas tu caja",
      paragraphs: [
        `Hecho: ${who ? `la caja de ${who}` : "tu caja"}${date ? ` prevista para el ${date}` : ""} no se enviará.`,
        "No se te cobrará nada. Encontrarás la próxima caja en tu cuenta.",
      ],
      button: "Ver mis cajas",
    }),
  },
  en: {
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    signature: "The La Malle team",
    ready: (who, pieces, deadline) => ({
      subject: who ? `${who}'s box is ready: take a look` : "Your box is ready: take a look",
      paragraphs: [
        `Our stylist has picked ${pieces === 1 ? "1 piece" : `${pieces} pieces`} ${who ? `for ${who}` : "for you"}.`,
        "Take a look now: you can replace a piece, leave a note for the stylist, then confirm the box.",
        `If we have not heard from you by ${deadline}, we will confirm the box as it is and get it ready to ship.`,
      ],
      button: "See the selection",
      skipLead: "No box needed this time? You can skip it, without signing in:",
      skipLabel: "Skip this box",
    }),
    validated: (who, by, pieces, total, date) => ({
      subject: who ? `${who}'s box is confirmed` : "Your box is confirmed",
      paragraphs: [
        by === "family"
          ? `Thank you! You have confirmed ${who ? `${who}'s box` : "your box"}: ${pieces === 1 ? "1 piece" : `${pieces} pieces`}, ${total} in all.`
          : `We had not heard from you by the deadline, so we confirmed ${who ? `${who}'s box` : "your box"} as our stylist put it together (${pieces === 1 ? "1 piece" : `${pieces} pieces`}, ${total} in all).`,
        date ? `We are getting it ready for delivery on ${date}.` : "We are getting it ready to ship.",
        "You only pay for what you keep.",
      ],
      button: "See the selection again",
    }),
    skipped: (who, date) => ({
      subject: who ? `${who}'s box is skipped` : "Your box is skipped",
      paragraphs: [
        `Done: ${who ? `${who}'s box` : "your box"}${date ? ` planned for ${date}` : ""} will not be sent.`,
        "You will not be charged anything. You will find the next box in your account.",
      ],
      button: "See my boxes",
    }),
  },
};

const texts = (locale: ContentLocale): Texts => TEXTS[locale] ?? TEXTS.fr;

/** Whom the text names: the kid, or null for the woman's own box. */
const whoOf = (base: PreviewMailBase): Who => (base.profileType === "WOMAN" ? null : base.profileFirstname);

/** The text and HTML of one e-mail: greeting, paragraphs, the link (a button in HTML), the aside, signature. */
function render(base: PreviewMailBase, body: Body, path: string): MailMessage {
  const t = texts(base.locale);
  const link = (to: string) => storefrontLink(base.storefrontUrl, base.locale, to);
  return renderLinkMail({
    to: base.to,
    locale: base.locale,
    subject: body.subject,
    greeting: t.greeting(base.clientFirstname?.trim() || null),
    paragraphs: body.paragraphs,
    button: { label: body.button, href: link(path) },
    aside: body.aside && { lead: body.aside.lead, label: body.aside.label, href: link(body.aside.path) },
    signature: t.signature,
  });
}

/**
 * The box is composed: `pieces` chosen, to answer before `expiresAt` (then validated as it is).
 * Link: the preview; aside: the skip link with its single-use token.
 */
export function previewReadyMail(
  base: PreviewMailBase & { pieces: number; expiresAt: Date; skipToken: string },
): MailMessage {
  const { skipLead, skipLabel, ...body } = texts(base.locale).ready(
    whoOf(base),
    base.pieces,
    mailMoment(base.expiresAt, base.locale),
  );
  return render(
    base,
    { ...body, aside: { lead: skipLead, label: skipLabel, path: skipPath(base.profileType, base.skipToken) } },
    previewPath(base.profileId, base.requestId),
  );
}

/** Euros from cents, written in a language ("59,90 €"). */
function money(cents: number, locale: ContentLocale): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(cents / 100);
}

/**
 * The preview is validated, by the family or by its deadline: the pieces, their total and the
 * delivery date. Link: the preview.
 */
export function previewValidatedMail(
  base: PreviewMailBase & { by: ValidatedBy; pieces: number; totalCents: number; deliveryDate: string | null },
): MailMessage {
  const body = texts(base.locale).validated(
    whoOf(base),
    base.by,
    base.pieces,
    money(base.totalCents, base.locale),
    base.deliveryDate ? mailDay(base.deliveryDate, base.locale) : null,
  );
  return render(base, body, previewPath(base.profileId, base.requestId));
}

/** The box was skipped from the e-mail's link: it will not come. Link: the profile's box page (/{profileId}/malle). */
export function previewSkippedMail(base: PreviewMailBase & { deliveryDate: string | null }): MailMessage {
  const body = texts(base.locale).skipped(
    whoOf(base),
    base.deliveryDate ? mailDay(base.deliveryDate, base.locale) : null,
  );
  return render(base, body, `/${base.profileId}/malle`);
}
