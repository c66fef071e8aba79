/**
 * The preview's e-mails (issue 17), in the client's language (fr vous, de Sie, nl je, es tú, en),
 * sent through the scheduler's outbox (enqueueMail in the transaction that causes them):
 * - "preview ready" (composing a box): how many pieces, the link to the preview
 *   (/infos/preview/{profileId}/{requestId}), the deadline after which the box is validated as it
 *   is, and the link that skips the box without signing in
 *   (/preview/confirmation[/woman]?preview_token=…).
 * Links carry the language prefix (none for fr, nor for en, shown under the default language).
 * A woman's box is the client's own: its e-mails speak to her ("your box"), a kid's name the kid.
 * Pure functions of plain data, plus `previewMailBase` that reads who a request's e-mails go to.
 */
import { eq } from "drizzle-orm";
import type { ContentLocale } from "../../../../domain/locales.js";
import { PREFIXED_LANGUAGES } from "../../../../domain/locales.js";
import type { ProfileType } from "../../../../domain/profiles.js";
import type { AppDatabase } from "../../db/client.js";
import { clients, profiles, requests } from "../../db/schema/index.js";
import type { MailMessage } from "../mail/index.js";

type Tx = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

/** The shop's clock for the deadline written in the e-mails. */
const SHOP_TIME_ZONE = "Europe/Paris";

/** A page of the storefront in a language: `${storefrontUrl}{/de|/nl|/es}${path}`. */
export function storefrontLink(storefrontUrl: string, locale: ContentLocale, path: string): string {
  const base = storefrontUrl.replace(/\/+$/, "");
  const prefix = (PREFIXED_LANGUAGES as readonly string[]).includes(locale) ? `/${locale}` : "";
  return `${base}${prefix}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The page of a box's preview. */
export const previewPath = (profileId: number, requestId: number) => `/infos/preview/${profileId}/${requestId}`;

/** The page that skips a box from its e-mail, signed out (the woman's page for a woman's box). */
export const skipPath = (profileType: ProfileType, token: string) =>
  `/preview/confirmation${profileType === "WOMAN" ? "/woman" : ""}?preview_token=${encodeURIComponent(token)}`;

/** A moment written in a language, day and time on the shop's clock ("vendredi 27 novembre 2026 à 14:00"). */
export function deadline(at: Date, locale: ContentLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone: SHOP_TIME_ZONE }).format(
    at,
  );
}

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
  db: AppDatabase | Tx,
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
};

const TEXTS: Record<ContentLocale, Texts> = {
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    signature: "L'équipe La Malle",
    ready: (who, pieces, deadline) => ({
      subject: who ? `La malle de ${who} est prête : découvrez-la` : "Votre malle est prête : découvrez-la",
      paragraphs: [
        `Notre styliste a choisi ${pieces === 1 ? "1 pièce" : `${pieces} pièces`} ${who ? `pour ${who}` : "pour vous"}.`,
        "Découvrez-les dès maintenant : vous pouvez remplacer une pièce, laisser un mot à la styliste, puis valider la malle.",
        `Sans réponse de votre part d'ici le ${deadline}, la malle sera validée telle quelle et préparée pour l'envoi.`,
      ],
      button: "Voir la sélection",
      skipLead: "Pas besoin de malle cette fois-ci ? Vous pouvez la passer, sans vous connecter :",
      skipLabel: "Passer cette malle",
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
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const texts = (locale: ContentLocale): Texts => TEXTS[locale] ?? TEXTS.fr;

/** Whom the text names: the kid, or null for the woman's own box. */
const whoOf = (base: PreviewMailBase): Who => (base.profileType === "WOMAN" ? null : base.profileFirstname);

/** The text and HTML of one e-mail: greeting, paragraphs, the link (a button in HTML), the aside, signature. */
function render(base: PreviewMailBase, body: Body, path: string): MailMessage {
  const t = texts(base.locale);
  const name = base.clientFirstname?.trim() || null;
  const link = storefrontLink(base.storefrontUrl, base.locale, path);
  const aside = body.aside && { ...body.aside, link: storefrontLink(base.storefrontUrl, base.locale, body.aside.path) };
  const text = [
    t.greeting(name),
    "",
    ...body.paragraphs.flatMap((p) => [p, ""]),
    body.button,
    link,
    "",
    ...(aside ? [aside.lead, `${aside.label}: ${aside.link}`, ""] : []),
    t.signature,
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="${base.locale}">
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5;">
<p>${escapeHtml(t.greeting(name))}</p>
${body.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #ffd54f; color: #222; text-decoration: none; border-radius: 4px;">${escapeHtml(body.button)}</a></p>
<p style="font-size: 13px; color: #555;">${escapeHtml(link)}</p>
${aside ? `<p style="font-size: 14px;">${escapeHtml(aside.lead)} <a href="${escapeHtml(aside.link)}" style="color: #222;">${escapeHtml(aside.label)}</a></p>\n` : ""}<p>${escapeHtml(t.signature)}</p>
</body>
</html>`;
  return { to: base.to, subject: body.subject, text, html };
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
    deadline(base.expiresAt, base.locale),
  );
  return render(
    base,
    { ...body, aside: { lead: skipLead, label: skipLabel, path: skipPath(base.profileType, base.skipToken) } },
    previewPath(base.profileId, base.requestId),
  );
}
