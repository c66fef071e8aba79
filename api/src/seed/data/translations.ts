/**
 * API-side translation values (website/translations/{locale}): the feature switches of
 * domain/switches.ts and the marketing texts editors change without a deploy.
 */
import { CONTENT_LOCALES, type ContentLocale } from "#domain/locales.js";
import { HIDDEN_PHONE_KEY, SWITCH_KEYS } from "#domain/switches.js";
import type { LocalizedText } from "./types.js";

/** Every switch on ("true") everywhere (littlegeste's pages exist since issue 28). */
function switchesFor(locale: ContentLocale): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of Object.values(SWITCH_KEYS)) values[key] = "true";
  // The phone link shows only when the value is "false": visible in French only.
  values[HIDDEN_PHONE_KEY] = locale === "fr" ? "false" : "true";
  return values;
}

const SAME = (value: string): LocalizedText => ({ fr: value, de: value, nl: value, es: value, en: value });

/** Marketing texts, one LocalizedText per key. */
export const MARKETING_TEXTS: Record<string, LocalizedText> = {
  "banner.text": {
    fr: "Première malle : -15 % avec le code BIENVENUE15 · Livraison et retours de la malle offerts",
    de: "Erste Box: -15 % mit dem Code BIENVENUE15 · Kostenloser Versand und Rückversand jeder Box",
    nl: "Eerste box: -15% met de code BIENVENUE15 · Gratis verzending en retour van elke box",
    es: "Primer baúl: -15 % con el código BIENVENUE15 · Envío y devolución de cada baúl gratis",
    en: "First trunk: 15% off with code BIENVENUE15 · Free delivery and returns on every trunk",
  },
  "home.hero.title": {
    fr: "La malle qui habille vos enfants, sans courir les magasins",
    de: "Die Box, die Ihre Kinder einkleidet – ganz ohne Shoppingstress",
    nl: "De box die je kinderen aankleedt, zonder winkelstress",
    es: "El baúl que viste a tus hijos sin pasar por las tiendas",
    en: "The trunk that dresses your kids, no shopping trips needed",
  },
  "home.hero.subtitle": {
    fr: "Répondez à notre quiz de style : une styliste compose une sélection de vêtements rien que pour votre enfant, de 0 à 14 ans. Vous essayez à la maison et ne payez que ce que vous gardez.",
    de: "Beantworten Sie unser Stilquiz: Eine Stylistin stellt eine Auswahl nur für Ihr Kind zusammen, von 0 bis 14 Jahren. Sie probieren zu Hause an und zahlen nur, was Sie behalten.",
    nl: "Doe onze stijlquiz: een stylist stelt een selectie samen speciaal voor je kind, van 0 tot 14 jaar. Je past alles thuis en betaalt alleen wat je houdt.",
    es: "Responde a nuestro cuestionario de estilo: una estilista prepara una selección solo para tu hijo, de 0 a 14 años. Te lo pruebas en casa y solo pagas lo que te quedas.",
    en: "Take our style quiz: a stylist puts together a selection just for your child, aged 0 to 14. You try everything at home and only pay for what you keep.",
  },
  "woman.hero.title": {
    fr: "Votre style, sélectionné par une styliste",
    de: "Ihr Stil, ausgewählt von einer Stylistin",
    nl: "Jouw stijl, geselecteerd door een stylist",
    es: "Tu estilo, seleccionado por una estilista",
    en: "Your style, hand-picked by a stylist",
  },
  "woman.hero.subtitle": {
    fr: "Une styliste choisit pour vous des pièces de créateurs européens, selon vos goûts et votre morphologie. Essayez chez vous, gardez ce que vous aimez, renvoyez le reste gratuitement.",
    de: "Eine Stylistin wählt Teile europäischer Designer für Sie aus – passend zu Ihrem Geschmack und Ihrer Figur. Zu Hause anprobieren, behalten, was Ihnen gefällt, den Rest kostenlos zurücksenden.",
    nl: "Een stylist kiest voor jou stukken van Europese ontwerpers, passend bij je smaak en silhouet. Thuis passen, houden wat je mooi vindt en de rest gratis terugsturen.",
    es: "Una estilista elige para ti prendas de diseñadores europeos según tus gustos y tu morfología. Pruébatelas en casa, quédate con lo que te encante y devuelve el resto gratis.",
    en: "A stylist chooses pieces by European designers for you, based on your taste and body shape. Try them at home, keep what you love and send the rest back for free.",
  },
  "concept.title": {
    fr: "Une styliste, une malle, et vous ne payez que ce que vous gardez",
    de: "Eine Stylistin, eine Box – und Sie zahlen nur, was Sie behalten",
    nl: "Een stylist, een box, en je betaalt alleen wat je houdt",
    es: "Una estilista, un baúl y solo pagas lo que te quedas",
    en: "One stylist, one trunk, and you only pay for what you keep",
  },
  "concept.intro": {
    fr: "la malle est un service de stylisme en ligne pour les enfants de 0 à 14 ans et pour les femmes. Vous nous dites ce que vous aimez, une styliste compose une sélection, vous essayez chez vous et gardez uniquement ce qui vous plaît.",
    de: "la malle ist ein Online-Stylingservice für Kinder von 0 bis 14 Jahren und für Frauen. Sie sagen uns, was Ihnen gefällt, eine Stylistin stellt eine Auswahl zusammen, Sie probieren zu Hause an und behalten nur, was Sie mögen.",
    nl: "la malle is een online stylingservice voor kinderen van 0 tot 14 jaar en voor vrouwen. Jij vertelt wat je mooi vindt, een stylist stelt een selectie samen, je past thuis en houdt alleen wat je bevalt.",
    es: "la malle es un servicio de estilismo online para niños de 0 a 14 años y para mujeres. Nos cuentas lo que te gusta, una estilista prepara una selección, te la pruebas en casa y te quedas solo con lo que te encanta.",
    en: "la malle is an online styling service for children aged 0 to 14 and for women. You tell us what you like, a stylist puts together a selection, you try it on at home and keep only what you love.",
  },
  "contact.phone": SAME("+33 1 84 80 00 00"),
  "social.instagram": SAME("https://www.instagram.com/lamalle.kids/"),
  "social.facebook": SAME("https://www.facebook.com/lamalle.kids"),
  "social.instagram_woman": SAME("https://www.instagram.com/lamalle.femme/"),
  "social.facebook_woman": SAME("https://www.facebook.com/lamalle.femme"),
};

/** The flat key → value map served for a locale. */
export function translationsFor(locale: ContentLocale): Record<string, string> {
  const values = switchesFor(locale);
  for (const [key, text] of Object.entries(MARKETING_TEXTS)) values[key] = text[locale];
  return values;
}

/** Every translation as rows (locale, key, value), ready to insert. */
export const TRANSLATION_ROWS: readonly { locale: ContentLocale; key: string; value: string }[] =
  CONTENT_LOCALES.flatMap((locale) =>
    Object.entries(translationsFor(locale)).map(([key, value]) => ({ locale, key, value })),
  );
