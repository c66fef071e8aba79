/**
 * Garment types, seasons and details (issue 27, decision 0050): what a piece is, beyond its shop
 * category (§9's six filters are too coarse for the quiz: a coat is one of the shop's "Tops", pyjamas
 * and trainers are both "Autre"). The quiz's needs and "never" answers map to garment types
 * and details here, the family's comment is read for garment words, and a product's season says
 * whether it can be sent for a delivery date.
 */
import type { MetaCategory, ProductCategory } from "./catalogue.js";
import type { GarmentShape } from "./drawings.js";
import type { LocalizedText } from "./locales.js";

export const GARMENT_TYPES = [
  "tshirt",
  "shirt",
  "blouse",
  "sweatshirt",
  "pull",
  "cardigan",
  "coat",
  "trousers",
  "jeans",
  "shorts",
  "skirt",
  "leggings",
  "tights",
  "dress",
  "jumpsuit",
  "overalls",
  "romper",
  "bodysuit",
  "pyjama",
  "sleepsuit",
  "sleepingbag",
  "swimsuit",
  "swimshorts",
  "trainers",
  "sandals",
  "slippers",
  "boots",
  "flats",
  "hat",
  "bag",
  "scarf",
  "other",
] as const;
export type GarmentType = (typeof GARMENT_TYPES)[number];

export const isGarmentType = (value: unknown): value is GarmentType =>
  typeof value === "string" && (GARMENT_TYPES as readonly string[]).includes(value);

/**
 * Where each garment type sits in the shop and how it is named: its §9 category filter (the
 * littlegeste price grid's row too), its meta category (which size of a profile it is worn in,
 * before `sizeAxis`'s exceptions), the silhouette drawn for a product without photos (a resold
 * piece) and its name in each language (a resold piece's product name). The one place a type's
 * category is written: the seed's catalogue and littlegeste's grading read it here.
 */
export type GarmentKind = { category: ProductCategory; meta: MetaCategory; shape: GarmentShape; name: LocalizedText };
const kind = (
  category: ProductCategory,
  meta: MetaCategory,
  shape: GarmentShape,
  [fr, de, nl, es, en]: [string, string, string, string, string],
): GarmentKind => ({ category, meta, shape, name: { fr, de, nl, es, en } });

export const GARMENT_KINDS: Readonly<Record<GarmentType, GarmentKind>> = {
  tshirt: kind("tops", "TOP", "tshirt", ["T-shirt", "T-Shirt", "T-shirt", "Camiseta", "T-shirt"]),
  shirt: kind("tops", "TOP", "shirt", ["Chemise", "Hemd", "Overhemd", "Camisa", "Shirt"]),
  blouse: kind("tops", "TOP", "shirt", ["Blouse", "Bluse", "Blouse", "Blusa", "Blouse"]),
  sweatshirt: kind("pull_cardi", "TOP", "sweater", ["Sweat", "Sweatshirt", "Sweater", "Sudadera", "Sweatshirt"]),
  pull: kind("pull_cardi", "TOP", "sweater", ["Pull", "Pullover", "Trui", "Jersey", "Jumper"]),
  cardigan: kind("pull_cardi", "TOP", "cardigan", ["Gilet", "Strickjacke", "Vest", "Rebeca", "Cardigan"]),
  coat: kind("tops", "TOP", "coat", ["Manteau", "Mantel", "Jas", "Abrigo", "Coat"]),
  trousers: kind("bottoms", "BOTTOM", "trousers", ["Pantalon", "Hose", "Broek", "Pantalón", "Trousers"]),
  jeans: kind("bottoms", "BOTTOM", "trousers", ["Jean", "Jeans", "Spijkerbroek", "Vaqueros", "Jeans"]),
  shorts: kind("bottoms", "BOTTOM", "shorts", ["Short", "Shorts", "Korte broek", "Pantalón corto", "Shorts"]),
  skirt: kind("bottoms", "BOTTOM", "skirt", ["Jupe", "Rock", "Rok", "Falda", "Skirt"]),
  leggings: kind("bottoms", "BOTTOM", "trousers", ["Legging", "Leggings", "Legging", "Leggings", "Leggings"]),
  tights: kind("accessoires", "BOTTOM", "trousers", ["Collant", "Strumpfhose", "Maillot", "Leotardos", "Tights"]),
  dress: kind("robe_combi_salopette", "TOP", "dress", ["Robe", "Kleid", "Jurk", "Vestido", "Dress"]),
  jumpsuit: kind("robe_combi_salopette", "TOP", "pyjama", ["Combinaison", "Overall", "Jumpsuit", "Mono", "Jumpsuit"]),
  overalls: kind("robe_combi_salopette", "BOTTOM", "overalls", [
    "Salopette",
    "Latzhose",
    "Tuinbroek",
    "Peto",
    "Dungarees",
  ]),
  romper: kind("robe_combi_salopette", "TOP", "bodysuit", ["Barboteuse", "Spieler", "Romper", "Pelele", "Romper"]),
  bodysuit: kind("tops", "TOP", "bodysuit", ["Body", "Body", "Romper", "Body", "Bodysuit"]),
  pyjama: kind("autre", "OTHER", "pyjama", ["Pyjama", "Schlafanzug", "Pyjama", "Pijama", "Pyjamas"]),
  sleepsuit: kind("autre", "OTHER", "pyjama", ["Dors-bien", "Strampler", "Boxpakje", "Pijama pelele", "Sleepsuit"]),
  sleepingbag: kind("autre", "OTHER", "dress", [
    "Gigoteuse",
    "Schlafsack",
    "Slaapzak",
    "Saco de dormir",
    "Sleeping bag",
  ]),
  swimsuit: kind("autre", "OTHER", "swimsuit", ["Maillot de bain", "Badeanzug", "Badpak", "Bañador", "Swimsuit"]),
  swimshorts: kind("autre", "OTHER", "shorts", [
    "Short de bain",
    "Badehose",
    "Zwembroek",
    "Bañador short",
    "Swim shorts",
  ]),
  trainers: kind("autre", "FEET", "shoes", ["Baskets", "Turnschuhe", "Sneakers", "Zapatillas", "Trainers"]),
  sandals: kind("autre", "FEET", "shoes", ["Sandales", "Sandalen", "Sandalen", "Sandalias", "Sandals"]),
  slippers: kind("autre", "FEET", "shoes", ["Chaussons", "Hausschuhe", "Pantoffels", "Zapatillas de casa", "Slippers"]),
  boots: kind("autre", "FEET", "shoes", ["Bottes", "Stiefel", "Laarzen", "Botas", "Boots"]),
  flats: kind("autre", "FEET", "shoes", ["Ballerines", "Ballerinas", "Ballerina's", "Bailarinas", "Ballet flats"]),
  hat: kind("accessoires", "OTHER", "hat", ["Bonnet", "Mütze", "Muts", "Gorro", "Hat"]),
  bag: kind("accessoires", "OTHER", "bag", ["Sac", "Tasche", "Tas", "Bolso", "Bag"]),
  scarf: kind("accessoires", "OTHER", "scarf", ["Écharpe", "Schal", "Sjaal", "Bufanda", "Scarf"]),
  other: kind("autre", "OTHER", "tshirt", ["Vêtement", "Kleidungsstück", "Kledingstuk", "Prenda", "Garment"]),
};

/** What a piece shows that some children will never wear (the quiz's "never": hoods, lace, sequins). */
export const GARMENT_DETAILS = ["hood", "lace", "sequins"] as const;
export type GarmentDetail = (typeof GARMENT_DETAILS)[number];

export const isGarmentDetail = (value: unknown): value is GarmentDetail =>
  typeof value === "string" && (GARMENT_DETAILS as readonly string[]).includes(value);

/**
 * When a piece is worn: WARM (shorts, sandals, swimwear, linen), COLD (coats, boots, wool), ALL.
 * A product carries one; `seasonFits` says whether it may be sent for a delivery month.
 */
export const PRODUCT_SEASONS = ["ALL", "WARM", "COLD"] as const;
export type ProductSeason = (typeof PRODUCT_SEASONS)[number];

/**
 * The months (1–12) in which warm-only pieces are not sent, and those in which cold-only pieces are
 * not: the shop's countries are all in the northern hemisphere's temperate zone, but winter comes in
 * October in Amsterdam and in December in Seville. The engine knows the month, not the family's
 * climate, so each season's pieces wait for the months that are theirs everywhere the shop sends:
 * no shorts from October to March, no coat from May to September; April takes both. A box is worn
 * for weeks after its delivery, which is another reason to stay on the safe side. Configurable
 * through ENGINE_RULES (decision 0050).
 */
export type SeasonCalendar = { coldMonths: readonly number[]; warmMonths: readonly number[] };
export const DEFAULT_SEASON_CALENDAR: SeasonCalendar = {
  coldMonths: [10, 11, 12, 1, 2, 3],
  warmMonths: [5, 6, 7, 8, 9],
};

/** The month (1–12) of an ISO date ("2026-12-04" → 12); null when unreadable. */
export function monthOf(isoDate: string | null | undefined): number | null {
  const match = isoDate ? /^\d{4}-(\d{2})-\d{2}/.exec(isoDate) : null;
  const month = match ? Number(match[1]) : NaN;
  return month >= 1 && month <= 12 ? month : null;
}

/** Whether a piece of this season may be sent in this month (null month: no delivery date known, any). */
export function seasonFits(season: ProductSeason, month: number | null, calendar = DEFAULT_SEASON_CALENDAR): boolean {
  if (month === null || season === "ALL") return true;
  if (season === "WARM") return !calendar.coldMonths.includes(month);
  return !calendar.warmMonths.includes(month);
}

/**
 * The size a garment type is worn in (§9 sizes per category): most follow their meta category, but
 * pyjamas and swimwear (shop category "Autre", meta OTHER) come in clothing sizes, not shoe sizes.
 */
export type SizeAxis = "top" | "bottom" | "shoe";
const AXIS_OF_TYPE: Partial<Record<GarmentType, SizeAxis>> = {
  pyjama: "top",
  sleepsuit: "top",
  sleepingbag: "top",
  swimsuit: "top",
  swimshorts: "bottom",
  tights: "bottom",
  trainers: "shoe",
  sandals: "shoe",
  slippers: "shoe",
  boots: "shoe",
  flats: "shoe",
};
const AXIS_OF_META: Record<MetaCategory, SizeAxis> = { TOP: "top", BOTTOM: "bottom", FEET: "shoe", OTHER: "shoe" };

export function sizeAxis(garmentType: string, meta: MetaCategory): SizeAxis {
  return AXIS_OF_TYPE[garmentType as GarmentType] ?? AXIS_OF_META[meta];
}

/** The quiz's "needs this season" choices (by choice key) as garment types. */
export const NEED_GARMENTS: Readonly<Record<string, readonly GarmentType[]>> = {
  tops: ["tshirt", "shirt", "blouse", "bodysuit"],
  knitwear: ["pull", "cardigan", "sweatshirt"],
  bottoms: ["trousers", "jeans", "shorts", "skirt", "leggings"],
  dresses_overalls: ["dress", "jumpsuit", "overalls", "romper"],
  accessories: ["hat", "bag", "scarf"],
  coats: ["coat"],
  pyjamas: ["pyjama", "sleepsuit", "sleepingbag"],
};

/** The quiz's "never" choices (by choice key): garment types refused, or details refused. */
export const NEVER_ANSWERS: Readonly<
  Record<string, { garments?: readonly GarmentType[]; details?: readonly GarmentDetail[] }>
> = {
  dresses: { garments: ["dress"] },
  skirts: { garments: ["skirt"] },
  button_shirts: { garments: ["shirt"] },
  jeans: { garments: ["jeans"] },
  hoods: { details: ["hood"] },
  tights: { garments: ["tights"] },
  lace: { details: ["lace"] },
  sequins: { details: ["sequins"] },
};

/** Needs and refusals read from the quiz's choice keys (unknown keys are ignored). */
export function quizGarments(needKeys: readonly string[], neverKeys: readonly string[]) {
  const needed = new Set<GarmentType>();
  const refused = new Set<GarmentType>();
  const refusedDetails = new Set<GarmentDetail>();
  for (const key of needKeys) for (const type of NEED_GARMENTS[key] ?? []) needed.add(type);
  for (const key of neverKeys) {
    for (const type of NEVER_ANSWERS[key]?.garments ?? []) refused.add(type);
    for (const detail of NEVER_ANSWERS[key]?.details ?? []) refusedDetails.add(detail);
  }
  return { needed: [...needed], refused: [...refused], refusedDetails: [...refusedDetails] };
}

/**
 * Words a family may write in its comment for the stylist, per language, and the garment types they
 * name (stems, matched at a word's start, accents and case ignored). A hint for the engine, not a
 * rule: "pas de jupe" names a skirt too, so the engine only leans toward what is named, a little.
 */
const COMMENT_WORDS: Record<string, Readonly<Record<string, readonly GarmentType[]>>> = {
  fr: {
    manteau: ["coat"],
    blouson: ["coat"],
    doudoune: ["coat"],
    veste: ["coat"],
    parka: ["coat"],
    pyjama: ["pyjama", "sleepsuit"],
    gigoteuse: ["sleepingbag"],
    robe: ["dress"],
    jupe: ["skirt"],
    jean: ["jeans"],
    pantalon: ["trousers", "jeans"],
    short: ["shorts"],
    legging: ["leggings"],
    pull: ["pull"],
    gilet: ["cardigan"],
    sweat: ["sweatshirt"],
    chemise: ["shirt", "blouse"],
    "t-shirt": ["tshirt"],
    tshirt: ["tshirt"],
    salopette: ["overalls"],
    combi: ["jumpsuit"],
    maillot: ["swimsuit", "swimshorts"],
    basket: ["trainers"],
    sandale: ["sandals"],
    chausson: ["slippers"],
    botte: ["boots"],
    bonnet: ["hat"],
    chapeau: ["hat"],
    echarpe: ["scarf"],
    sac: ["bag"],
  },
  de: {
    mantel: ["coat"],
    jacke: ["coat"],
    schlafanzug: ["pyjama", "sleepsuit"],
    pyjama: ["pyjama", "sleepsuit"],
    schlafsack: ["sleepingbag"],
    kleid: ["dress"],
    rock: ["skirt"],
    jeans: ["jeans"],
    hose: ["trousers", "jeans"],
    shorts: ["shorts"],
    leggings: ["leggings"],
    pullover: ["pull"],
    pulli: ["pull"],
    strickjacke: ["cardigan"],
    sweatshirt: ["sweatshirt"],
    hemd: ["shirt"],
    bluse: ["blouse"],
    "t-shirt": ["tshirt"],
    latzhose: ["overalls"],
    overall: ["jumpsuit"],
    badeanzug: ["swimsuit"],
    badehose: ["swimshorts"],
    turnschuh: ["trainers"],
    sneaker: ["trainers"],
    sandale: ["sandals"],
    hausschuh: ["slippers"],
    stiefel: ["boots"],
    mutze: ["hat"],
    hut: ["hat"],
    schal: ["scarf"],
    tasche: ["bag"],
  },
  nl: {
    jas: ["coat"],
    pyjama: ["pyjama", "sleepsuit"],
    slaapzak: ["sleepingbag"],
    jurk: ["dress"],
    rok: ["skirt"],
    spijkerbroek: ["jeans"],
    jeans: ["jeans"],
    broek: ["trousers", "jeans"],
    short: ["shorts"],
    legging: ["leggings"],
    trui: ["pull"],
    vest: ["cardigan"],
    sweater: ["sweatshirt"],
    overhemd: ["shirt"],
    blouse: ["blouse"],
    "t-shirt": ["tshirt"],
    tuinbroek: ["overalls"],
    jumpsuit: ["jumpsuit"],
    badpak: ["swimsuit"],
    zwembroek: ["swimshorts"],
    sneaker: ["trainers"],
    sandaal: ["sandals"],
    sandalen: ["sandals"],
    slof: ["slippers"],
    laars: ["boots"],
    laarzen: ["boots"],
    muts: ["hat"],
    sjaal: ["scarf"],
    tas: ["bag"],
  },
  es: {
    abrigo: ["coat"],
    chaqueta: ["coat"],
    cazadora: ["coat"],
    pijama: ["pyjama", "sleepsuit"],
    saco: ["sleepingbag"],
    vestido: ["dress"],
    falda: ["skirt"],
    vaquero: ["jeans"],
    pantalon: ["trousers", "jeans"],
    short: ["shorts"],
    legging: ["leggings"],
    jersey: ["pull"],
    rebeca: ["cardigan"],
    sudadera: ["sweatshirt"],
    camisa: ["shirt", "blouse"],
    camiseta: ["tshirt"],
    peto: ["overalls"],
    banador: ["swimsuit", "swimshorts"],
    zapatilla: ["trainers"],
    sandalia: ["sandals"],
    bota: ["boots"],
    gorro: ["hat"],
    bufanda: ["scarf"],
    bolso: ["bag"],
  },
};

/** Lower case without accents or diacritics ("Écharpe" → "echarpe", "Mütze" → "mutze"). */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * Words that turn the garment words just after them down ("pas de chemises", "keine Kleider",
 * "sin vestidos"), per language, folded. "plus" is left out: "plus de robes" asks for more.
 */
const NEGATIONS: Readonly<Record<string, ReadonlySet<string>>> = {
  fr: new Set(["pas", "jamais", "sans", "ni", "aucun", "aucune"]),
  de: new Set(["kein", "keine", "keinen", "keinem", "keiner", "keines", "nicht", "nie", "niemals", "ohne"]),
  nl: new Set(["geen", "niet", "nooit", "zonder"]),
  es: new Set(["no", "nunca", "jamas", "sin", "ni", "ningun", "ninguna"]),
  en: new Set(["no", "not", "never", "without", "nor"]),
};
/** How many words after a negation it reaches ("pas de jolies robes": three). */
const NEGATION_REACH = 3;

/**
 * The garment types a comment names, in the comment's language (the profile's client's): a word of
 * the comment that starts with one of the language's stems ("manteaux", "Jacken", "pijamas") — unless
 * a negation of the same clause stands a few words before it ("pas de chemises à boutons").
 */
export function garmentsInComment(comment: string | null | undefined, language: string): GarmentType[] {
  const words = COMMENT_WORDS[language];
  if (!comment || !words) return [];
  const negations = NEGATIONS[language] ?? new Set<string>();
  const found = new Set<GarmentType>();
  for (const clause of fold(comment).split(/[.,;:!?\n]+/u)) {
    let negatedFor = 0;
    for (const token of clause.split(/[^a-z0-9-]+/u)) {
      if (!token) continue;
      if (negations.has(token)) {
        negatedFor = NEGATION_REACH;
        continue;
      }
      const negated = negatedFor > 0;
      if (negatedFor > 0) negatedFor--;
      if (negated || token.length < 3) continue;
      for (const [stem, types] of Object.entries(words)) {
        if (token.startsWith(stem)) for (const type of types) found.add(type);
      }
    }
  }
  return [...found];
}
