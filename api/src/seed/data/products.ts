/**
 * Deterministic generator of the demo catalogue (no Math.random: a seeded PRNG).
 *
 * Each product gets a reference, a brand, a name built with each language's grammar
 * ("Pull rayé marine", "Marineblauer Pullover mit Streifen", "Marineblauwe trui met strepen",
 * "Jersey azul marino a rayas", "Navy striped jumper"), a gender, a meta category and a shop
 * category (§9), a colour and print, a price, maybe a discount, a label, and sized variants with
 * stock. Sizes follow the spec: French age sizes for kids, XS–XXL and combined sizes for women,
 * shoe sizes, and TU for one-size items. Each product also carries its garment type (the type's
 * key), the season it is worn in and its details (hood…) for the styling engine (decision 0050).
 */
import type { ProductCategory } from "#domain/catalogue.js";
import {
  GARMENT_KINDS,
  isGarmentType,
  type GarmentDetail,
  type GarmentType as EngineGarmentType,
  type ProductSeason,
} from "#domain/garments.js";
import { KID_AGE_SIZES } from "#domain/profiles.js";
import { BRANDS, type SeedBrand } from "./brands.js";
import { colorByKey, type SeedColor } from "./colors.js";
import { createRng, type Rng } from "./random.js";
import type {
  GarmentShape,
  LocalizedText,
  MetaCategory,
  Pattern,
  ProductGender,
  ProductLabel,
  Theme,
} from "./types.js";

// ---------------------------------------------------------------------------------------------
// Sizes (the kid age sizes are the ones a profile chooses from: KID_AGE_SIZES of domain/profiles.ts)

export const WOMAN_SIZES = ["XS", "S", "M", "L", "XL", "XXL"] as const;
export const WOMAN_COMBINED_SIZES = ["S/M", "M/L", "L/XL"] as const;
export const ONE_SIZE = "TU";
export const KID_SHOE_SIZES = Array.from({ length: 22 }, (_, i) => String(20 + i)); // 20 … 41
export const WOMAN_SHOE_SIZES = ["36", "37", "38", "39", "40", "41", "42"] as const;

/** Index of the last baby size ("2 ans"): baby-only garments stop there. */
const LAST_BABY_SIZE = 5;

// ---------------------------------------------------------------------------------------------
// Prints with their labels (the §9 category filters and their names are in domain/catalogue.ts)

export const PATTERNS: readonly { code: Pattern; label: LocalizedText }[] = [
  { code: "plain", label: { fr: "Uni", de: "Uni", nl: "Effen", es: "Liso", en: "Plain" } },
  { code: "stripes", label: { fr: "Rayures", de: "Streifen", nl: "Strepen", es: "Rayas", en: "Stripes" } },
  { code: "dots", label: { fr: "Pois", de: "Punkte", nl: "Stippen", es: "Lunares", en: "Polka dots" } },
  { code: "checks", label: { fr: "Carreaux", de: "Karos", nl: "Ruitjes", es: "Cuadros", en: "Checks" } },
  { code: "flowers", label: { fr: "Fleurs", de: "Blumen", nl: "Bloemen", es: "Flores", en: "Flowers" } },
  { code: "stars", label: { fr: "Étoiles", de: "Sterne", nl: "Sterren", es: "Estrellas", en: "Stars" } },
];

// ---------------------------------------------------------------------------------------------
// Grammar

type FrG = "m" | "f" | "mp" | "fp";
type DeG = "m" | "f" | "n" | "pl";
type NlG = "de" | "het" | "pl";

interface Noun {
  fr: readonly [string, FrG];
  de: readonly [string, DeG];
  nl: readonly [string, NlG];
  es: readonly [string, FrG];
  en: string;
}

const FR_INDEX: Record<FrG, 0 | 1 | 2 | 3> = { m: 0, f: 1, mp: 2, fp: 3 };
const DE_ENDING: Record<DeG, string> = { m: "er", f: "e", n: "es", pl: "e" };

const PATTERN_FR: Record<Exclude<Pattern, "plain">, readonly [string, string, string, string]> = {
  stripes: ["rayé", "rayée", "rayés", "rayées"],
  dots: ["à pois", "à pois", "à pois", "à pois"],
  checks: ["à carreaux", "à carreaux", "à carreaux", "à carreaux"],
  flowers: ["à fleurs", "à fleurs", "à fleurs", "à fleurs"],
  stars: ["à étoiles", "à étoiles", "à étoiles", "à étoiles"],
};
const PATTERN_DE: Record<Exclude<Pattern, "plain">, string> = {
  stripes: "mit Streifen",
  dots: "mit Punkten",
  checks: "mit Karomuster",
  flowers: "mit Blumenmuster",
  stars: "mit Sternen",
};
const PATTERN_NL: Record<Exclude<Pattern, "plain">, string> = {
  stripes: "met strepen",
  dots: "met stippen",
  checks: "met ruitjes",
  flowers: "met bloemen",
  stars: "met sterren",
};
const PATTERN_ES: Record<Exclude<Pattern, "plain">, string> = {
  stripes: "a rayas",
  dots: "de lunares",
  checks: "de cuadros",
  flowers: "de flores",
  stars: "de estrellas",
};
const PATTERN_EN: Record<Exclude<Pattern, "plain">, string> = {
  stripes: "striped",
  dots: "polka-dot",
  checks: "checked",
  flowers: "floral",
  stars: "star-print",
};

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function deColour(color: SeedColor, g: DeG): string {
  return "stem" in color.de ? color.de.stem + DE_ENDING[g] : color.de.invariable;
}

function nlColour(color: SeedColor, g: NlG): string {
  return g === "het" ? color.nl[0] : color.nl[1];
}

/**
 * The product name in the five languages. `showPattern` is false when the noun already says it
 * (a "marinière" is striped by definition).
 */
export function productName(noun: Noun, color: SeedColor, pattern: Pattern, showPattern = true): LocalizedText {
  const p = showPattern && pattern !== "plain" ? pattern : null;
  const [frNoun, frG] = noun.fr;
  const [deNoun, deG] = noun.de;
  const [nlNoun, nlG] = noun.nl;
  const [esNoun, esG] = noun.es;
  const join = (...parts: (string | null)[]) => parts.filter(Boolean).join(" ");
  return {
    fr: capitalize(join(frNoun, p ? PATTERN_FR[p][FR_INDEX[frG]] : null, color.fr[FR_INDEX[frG]])),
    de: capitalize(join(deColour(color, deG), deNoun, p ? PATTERN_DE[p] : null)),
    nl: capitalize(join(nlColour(color, nlG), nlNoun, p ? PATTERN_NL[p] : null)),
    es: capitalize(join(esNoun, color.es[FR_INDEX[esG]], p ? PATTERN_ES[p] : null)),
    en: capitalize(join(color.en, p ? PATTERN_EN[p] : null, noun.en)),
  };
}

const n = (
  fr: readonly [string, FrG],
  de: readonly [string, DeG],
  nl: readonly [string, NlG],
  es: readonly [string, FrG],
  en: string,
): Noun => ({ fr, de, nl, es, en });

// ---------------------------------------------------------------------------------------------
// Materials

export const MATERIALS = {
  jersey: {
    fr: "Jersey de coton",
    de: "Baumwolljersey",
    nl: "Katoenen tricot",
    es: "Punto de algodón",
    en: "Cotton jersey",
  },
  organic: {
    fr: "100 % coton biologique",
    de: "100 % Bio-Baumwolle",
    nl: "100% biologisch katoen",
    es: "100 % algodón orgánico",
    en: "100% organic cotton",
  },
  fleece: {
    fr: "Molleton de coton",
    de: "Baumwoll-Sweatstoff",
    nl: "Katoenen sweatstof",
    es: "Felpa de algodón",
    en: "Cotton fleece",
  },
  knit: {
    fr: "Maille coton et laine",
    de: "Strick aus Baumwolle und Wolle",
    nl: "Breiwerk van katoen en wol",
    es: "Punto de algodón y lana",
    en: "Cotton and wool knit",
  },
  merino: { fr: "Laine mérinos", de: "Merinowolle", nl: "Merinowol", es: "Lana merino", en: "Merino wool" },
  poplin: {
    fr: "Popeline de coton",
    de: "Baumwollpopeline",
    nl: "Katoenen popeline",
    es: "Popelín de algodón",
    en: "Cotton poplin",
  },
  linen: { fr: "Lin lavé", de: "Gewaschenes Leinen", nl: "Gewassen linnen", es: "Lino lavado", en: "Washed linen" },
  viscose: {
    fr: "Viscose fluide",
    de: "Fließende Viskose",
    nl: "Soepele viscose",
    es: "Viscosa fluida",
    en: "Flowing viscose",
  },
  denim: {
    fr: "Denim de coton",
    de: "Baumwolldenim",
    nl: "Katoenen denim",
    es: "Denim de algodón",
    en: "Cotton denim",
  },
  corduroy: { fr: "Velours côtelé", de: "Cord", nl: "Ribfluweel", es: "Pana", en: "Corduroy" },
  twill: {
    fr: "Sergé de coton",
    de: "Baumwolltwill",
    nl: "Katoenen keperstof",
    es: "Sarga de algodón",
    en: "Cotton twill",
  },
  wool: { fr: "Drap de laine", de: "Wolltuch", nl: "Wollen stof", es: "Paño de lana", en: "Wool cloth" },
  technical: {
    fr: "Polyester recyclé déperlant",
    de: "Wasserabweisendes recyceltes Polyester",
    nl: "Waterafstotend gerecycled polyester",
    es: "Poliéster reciclado repelente al agua",
    en: "Water-repellent recycled polyester",
  },
  swim: {
    fr: "Lycra recyclé anti-UV",
    de: "Recyceltes Lycra mit UV-Schutz",
    nl: "Gerecyclede lycra met uv-bescherming",
    es: "Lycra reciclada con protección UV",
    en: "Recycled UV-protective Lycra",
  },
  muslin: {
    fr: "Gaze de coton",
    de: "Baumwollmusselin",
    nl: "Katoenen hydrofiel",
    es: "Muselina de algodón",
    en: "Cotton muslin",
  },
  canvas: {
    fr: "Toile de coton",
    de: "Baumwollcanvas",
    nl: "Katoenen canvas",
    es: "Lona de algodón",
    en: "Cotton canvas",
  },
  leather: {
    fr: "Cuir tanné végétal",
    de: "Pflanzlich gegerbtes Leder",
    nl: "Plantaardig gelooid leer",
    es: "Piel curtida vegetal",
    en: "Vegetable-tanned leather",
  },
} as const satisfies Record<string, LocalizedText>;
export type MaterialKey = keyof typeof MATERIALS;

/** Materials that can be made of organic cotton (label cotonbio). */
const ORGANIC_CAPABLE: ReadonlySet<MaterialKey> = new Set(["jersey", "fleece", "poplin", "muslin", "twill", "canvas"]);

// ---------------------------------------------------------------------------------------------
// Garment types

type Sizing = "top" | "bottom" | "knit" | "shoes" | "tu" | "baby";

interface Style {
  noun: Noun;
  /** Genders the wording suits; all the type's genders when absent. */
  genders?: readonly ProductGender[];
  /** The noun is already specific: no print. */
  plainOnly?: boolean;
  /** The noun implies this print, which is then not repeated in the name. */
  impliesPattern?: Pattern;
  material?: MaterialKey;
  shape?: GarmentShape;
  /** Narrower kid age window than the type's. */
  kidAges?: readonly [number, number];
}

interface GarmentType {
  key: string;
  code: string;
  shape: GarmentShape;
  sizing: Sizing;
  genders: readonly ProductGender[];
  /** Index window in KID_AGE_SIZES. */
  kidAges?: readonly [number, number];
  /** Price ranges in euros. */
  priceKid?: readonly [number, number];
  priceWoman?: readonly [number, number];
  patterns: readonly Pattern[];
  /** Allowed colour keys; every colour but indigo when absent. */
  colors?: readonly string[];
  material: MaterialKey;
  styles: readonly Style[];
}

const KIDS: readonly ProductGender[] = ["boy", "girl", "unisex"];
const ALL_PATTERNS: readonly Pattern[] = ["plain", "stripes", "dots", "checks", "flowers", "stars"];
const W: readonly ProductGender[] = ["woman"];

export const GARMENT_TYPES: readonly GarmentType[] = [
  {
    key: "tshirt",
    code: "TSH",
    shape: "tshirt",
    sizing: "top",
    genders: ["boy", "girl", "unisex", "woman"],
    kidAges: [0, 13],
    priceKid: [12, 24],
    priceWoman: [19, 39],
    patterns: ALL_PATTERNS,
    material: "jersey",
    styles: [
      { noun: n(["T-shirt", "m"], ["T-Shirt", "n"], ["T-shirt", "het"], ["Camiseta", "f"], "T-shirt") },
      {
        noun: n(
          ["T-shirt manches longues", "m"],
          ["Langarmshirt", "n"],
          ["longsleeve", "de"],
          ["Camiseta de manga larga", "f"],
          "long-sleeved T-shirt",
        ),
      },
      {
        noun: n(
          ["Marinière", "f"],
          ["Ringelshirt", "n"],
          ["streepshirt", "het"],
          ["Camiseta marinera", "f"],
          "Breton top",
        ),
        impliesPattern: "stripes",
      },
      { noun: n(["Top", "m"], ["Top", "n"], ["top", "de"], ["Top", "m"], "top"), genders: W, material: "viscose" },
    ],
  },
  {
    key: "shirt",
    code: "CHE",
    shape: "shirt",
    sizing: "top",
    genders: ["boy", "woman"],
    kidAges: [2, 13],
    priceKid: [22, 35],
    priceWoman: [39, 79],
    patterns: ["plain", "stripes", "checks", "dots", "flowers"],
    material: "poplin",
    styles: [
      { noun: n(["Chemise", "f"], ["Hemd", "n"], ["overhemd", "het"], ["Camisa", "f"], "shirt"), genders: ["boy"] },
      { noun: n(["Chemise", "f"], ["Hemdbluse", "f"], ["overhemdblouse", "de"], ["Camisa", "f"], "shirt"), genders: W },
      {
        noun: n(
          ["Chemise en lin", "f"],
          ["Leinenhemd", "n"],
          ["linnen overhemd", "het"],
          ["Camisa de lino", "f"],
          "linen shirt",
        ),
        genders: ["boy"],
        plainOnly: true,
        material: "linen",
      },
      {
        noun: n(
          ["Chemise en lin", "f"],
          ["Leinenbluse", "f"],
          ["linnen blouse", "de"],
          ["Camisa de lino", "f"],
          "linen shirt",
        ),
        genders: W,
        plainOnly: true,
        material: "linen",
      },
    ],
  },
  {
    key: "blouse",
    code: "BLO",
    shape: "shirt",
    sizing: "top",
    genders: ["girl", "woman"],
    kidAges: [2, 13],
    priceKid: [22, 34],
    priceWoman: [35, 69],
    patterns: ["plain", "stripes", "dots", "flowers", "checks"],
    material: "poplin",
    styles: [
      { noun: n(["Blouse", "f"], ["Bluse", "f"], ["blouse", "de"], ["Blusa", "f"], "blouse") },
      {
        noun: n(
          ["Blouse à col claudine", "f"],
          ["Bluse mit Bubikragen", "f"],
          ["blouse met pieterpankraag", "de"],
          ["Blusa con cuello bebé", "f"],
          "Peter Pan collar blouse",
        ),
        genders: ["girl"],
        plainOnly: true,
      },
      {
        noun: n(
          ["Blouse fluide", "f"],
          ["fließende Bluse", "f"],
          ["soepele blouse", "de"],
          ["Blusa fluida", "f"],
          "flowing blouse",
        ),
        genders: W,
        material: "viscose",
      },
    ],
  },
  {
    key: "sweatshirt",
    code: "SWE",
    shape: "sweater",
    sizing: "top",
    genders: ["boy", "girl", "unisex", "woman"],
    kidAges: [1, 13],
    priceKid: [22, 39],
    priceWoman: [39, 65],
    patterns: ["plain", "plain", "stripes", "stars", "dots"],
    material: "fleece",
    styles: [
      { noun: n(["Sweat", "m"], ["Sweatshirt", "n"], ["sweater", "de"], ["Sudadera", "f"], "sweatshirt") },
      {
        noun: n(
          ["Sweat à capuche", "m"],
          ["Kapuzenpullover", "m"],
          ["hoodie", "de"],
          ["Sudadera con capucha", "f"],
          "hoodie",
        ),
        kidAges: [5, 13],
      },
    ],
  },
  {
    key: "pull",
    code: "PUL",
    shape: "sweater",
    sizing: "knit",
    genders: ["boy", "girl", "unisex", "woman"],
    kidAges: [1, 13],
    priceKid: [29, 49],
    priceWoman: [49, 119],
    patterns: ["plain", "plain", "stripes", "stars", "dots", "checks"],
    material: "knit",
    styles: [
      { noun: n(["Pull", "m"], ["Pullover", "m"], ["trui", "de"], ["Jersey", "m"], "jumper") },
      {
        noun: n(
          ["Pull torsadé", "m"],
          ["Zopfstrickpullover", "m"],
          ["kabeltrui", "de"],
          ["Jersey de ochos", "m"],
          "cable-knit jumper",
        ),
        plainOnly: true,
      },
      {
        noun: n(
          ["Pull col roulé", "m"],
          ["Rollkragenpullover", "m"],
          ["coltrui", "de"],
          ["Jersey de cuello alto", "m"],
          "roll-neck jumper",
        ),
        plainOnly: true,
      },
      {
        noun: n(
          ["Pull en mérinos", "m"],
          ["Merinopullover", "m"],
          ["merinotrui", "de"],
          ["Jersey de merino", "m"],
          "merino jumper",
        ),
        genders: W,
        plainOnly: true,
        material: "merino",
      },
    ],
  },
  {
    key: "cardigan",
    code: "CAR",
    shape: "cardigan",
    sizing: "knit",
    genders: ["boy", "girl", "unisex", "woman"],
    kidAges: [0, 13],
    priceKid: [25, 45],
    priceWoman: [49, 109],
    patterns: ["plain", "plain", "stripes", "dots", "stars"],
    material: "knit",
    styles: [
      {
        noun: n(["Gilet", "m"], ["Strickjacke", "f"], ["vest", "het"], ["Chaqueta de punto", "f"], "cardigan"),
        genders: KIDS,
      },
      { noun: n(["Cardigan", "m"], ["Cardigan", "m"], ["cardigan", "de"], ["Cárdigan", "m"], "cardigan"), genders: W },
      {
        noun: n(
          ["Cardigan oversize", "m"],
          ["Oversize-Cardigan", "m"],
          ["oversized vest", "het"],
          ["Cárdigan oversize", "m"],
          "oversized cardigan",
        ),
        genders: W,
        plainOnly: true,
      },
    ],
  },
  {
    key: "coat",
    code: "MAN",
    shape: "coat",
    sizing: "top",
    genders: ["boy", "girl", "unisex", "woman"],
    kidAges: [2, 13],
    priceKid: [49, 89],
    priceWoman: [99, 229],
    patterns: ["plain", "plain", "checks"],
    colors: [
      "navy",
      "camel",
      "khaki",
      "black",
      "grey",
      "red",
      "mustard",
      "ecru",
      "terracotta",
      "sage",
      "pink",
      "yellow",
      "sky",
    ],
    material: "wool",
    styles: [
      { noun: n(["Manteau", "m"], ["Mantel", "m"], ["jas", "de"], ["Abrigo", "m"], "coat") },
      { noun: n(["Veste", "f"], ["Jacke", "f"], ["jasje", "het"], ["Chaqueta", "f"], "jacket"), material: "twill" },
      {
        noun: n(["Doudoune", "f"], ["Steppjacke", "f"], ["gewatteerde jas", "de"], ["Plumífero", "m"], "puffer jacket"),
        plainOnly: true,
        material: "technical",
      },
      {
        noun: n(["Ciré", "m"], ["Regenjacke", "f"], ["regenjas", "de"], ["Chubasquero", "m"], "raincoat"),
        genders: KIDS,
        material: "technical",
      },
      {
        noun: n(["Trench", "m"], ["Trenchcoat", "m"], ["trenchcoat", "de"], ["Gabardina", "f"], "trench coat"),
        genders: W,
        plainOnly: true,
        material: "twill",
      },
    ],
  },
  {
    key: "trousers",
    code: "PAN",
    shape: "trousers",
    sizing: "bottom",
    genders: ["boy", "girl", "unisex", "woman"],
    kidAges: [0, 13],
    priceKid: [19, 39],
    priceWoman: [49, 99],
    patterns: ["plain", "plain", "plain", "checks", "stripes"],
    material: "twill",
    styles: [
      { noun: n(["Pantalon", "m"], ["Hose", "f"], ["broek", "de"], ["Pantalón", "m"], "trousers") },
      {
        noun: n(["Pantalon chino", "m"], ["Chinohose", "f"], ["chino", "de"], ["Pantalón chino", "m"], "chinos"),
        plainOnly: true,
        kidAges: [5, 13],
      },
      {
        noun: n(
          ["Pantalon en velours côtelé", "m"],
          ["Cordhose", "f"],
          ["ribbroek", "de"],
          ["Pantalón de pana", "m"],
          "corduroy trousers",
        ),
        plainOnly: true,
        material: "corduroy",
      },
      {
        noun: n(
          ["Jogging", "m"],
          ["Jogginghose", "f"],
          ["joggingbroek", "de"],
          ["Pantalón de chándal", "m"],
          "joggers",
        ),
        genders: KIDS,
        material: "fleece",
      },
      {
        noun: n(
          ["Pantalon large", "m"],
          ["weite Hose", "f"],
          ["wijde broek", "de"],
          ["Pantalón ancho", "m"],
          "wide-leg trousers",
        ),
        genders: W,
        plainOnly: true,
        material: "linen",
      },
    ],
  },
  {
    key: "jeans",
    code: "JEA",
    shape: "trousers",
    sizing: "bottom",
    genders: ["boy", "girl", "unisex", "woman"],
    kidAges: [2, 13],
    priceKid: [25, 45],
    priceWoman: [59, 119],
    patterns: ["plain"],
    colors: ["indigo", "indigo", "sky", "black", "ecru", "grey"],
    material: "denim",
    styles: [
      { noun: n(["Jean", "m"], ["Jeans", "f"], ["jeans", "de"], ["Vaqueros", "mp"], "jeans") },
      {
        noun: n(
          ["Jean droit", "m"],
          ["gerade Jeans", "f"],
          ["rechte jeans", "de"],
          ["Vaqueros rectos", "mp"],
          "straight-leg jeans",
        ),
      },
      {
        noun: n(
          ["Jean slim", "m"],
          ["Slim-Jeans", "f"],
          ["slim fit jeans", "de"],
          ["Vaqueros pitillo", "mp"],
          "slim jeans",
        ),
        kidAges: [6, 13],
      },
    ],
  },
  {
    key: "shorts",
    code: "SHO",
    shape: "shorts",
    sizing: "bottom",
    genders: ["boy", "girl", "unisex", "woman"],
    kidAges: [1, 13],
    priceKid: [15, 29],
    priceWoman: [35, 59],
    patterns: ALL_PATTERNS,
    material: "twill",
    styles: [
      { noun: n(["Short", "m"], ["Shorts", "pl"], ["short", "de"], ["Pantalón corto", "m"], "shorts") },
      {
        noun: n(["Bermuda", "m"], ["Bermudashorts", "pl"], ["bermuda", "de"], ["Bermudas", "fp"], "bermuda shorts"),
        genders: ["boy", "woman"],
        plainOnly: true,
        kidAges: [6, 13],
      },
    ],
  },
  {
    key: "skirt",
    code: "JUP",
    shape: "skirt",
    sizing: "bottom",
    genders: ["girl", "woman"],
    kidAges: [2, 13],
    priceKid: [19, 35],
    priceWoman: [39, 89],
    patterns: ALL_PATTERNS,
    material: "twill",
    styles: [
      { noun: n(["Jupe", "f"], ["Rock", "m"], ["rok", "de"], ["Falda", "f"], "skirt") },
      {
        noun: n(
          ["Jupe plissée", "f"],
          ["Faltenrock", "m"],
          ["plooirok", "de"],
          ["Falda plisada", "f"],
          "pleated skirt",
        ),
        plainOnly: true,
      },
      {
        noun: n(["Jupe midi", "f"], ["Midirock", "m"], ["midirok", "de"], ["Falda midi", "f"], "midi skirt"),
        genders: W,
        material: "viscose",
      },
      {
        noun: n(["Jupe en tulle", "f"], ["Tüllrock", "m"], ["tulerok", "de"], ["Falda de tul", "f"], "tulle skirt"),
        genders: ["girl"],
        plainOnly: true,
      },
    ],
  },
  {
    key: "leggings",
    code: "LEG",
    shape: "trousers",
    sizing: "bottom",
    genders: ["girl", "unisex"],
    kidAges: [0, 13],
    priceKid: [12, 22],
    patterns: ALL_PATTERNS,
    material: "jersey",
    styles: [{ noun: n(["Legging", "m"], ["Leggings", "pl"], ["legging", "de"], ["Leggings", "mp"], "leggings") }],
  },
  {
    key: "dress",
    code: "ROB",
    shape: "dress",
    sizing: "top",
    genders: ["girl", "woman"],
    kidAges: [0, 13],
    priceKid: [25, 49],
    priceWoman: [59, 139],
    patterns: ["plain", "stripes", "dots", "checks", "flowers", "flowers", "stars"],
    material: "viscose",
    styles: [
      { noun: n(["Robe", "f"], ["Kleid", "n"], ["jurk", "de"], ["Vestido", "m"], "dress") },
      {
        noun: n(
          ["Robe à volants", "f"],
          ["Volantkleid", "n"],
          ["ruchesjurk", "de"],
          ["Vestido de volantes", "m"],
          "ruffle dress",
        ),
        plainOnly: true,
      },
      {
        noun: n(["Robe chasuble", "f"], ["Trägerkleid", "n"], ["overgooier", "de"], ["Pichi", "m"], "pinafore dress"),
        genders: ["girl"],
        plainOnly: true,
        material: "corduroy",
      },
      {
        noun: n(
          ["Robe portefeuille", "f"],
          ["Wickelkleid", "n"],
          ["wikkeljurk", "de"],
          ["Vestido cruzado", "m"],
          "wrap dress",
        ),
        genders: W,
      },
      {
        noun: n(
          ["Robe pull", "f"],
          ["Strickkleid", "n"],
          ["gebreide jurk", "de"],
          ["Vestido de punto", "m"],
          "knitted dress",
        ),
        genders: W,
        plainOnly: true,
        material: "knit",
      },
      {
        noun: n(
          ["Robe chemise", "f"],
          ["Hemdblusenkleid", "n"],
          ["blousejurk", "de"],
          ["Vestido camisero", "m"],
          "shirt dress",
        ),
        genders: W,
        material: "poplin",
      },
    ],
  },
  {
    key: "jumpsuit",
    code: "COM",
    shape: "pyjama",
    sizing: "top",
    genders: ["girl", "woman"],
    kidAges: [2, 13],
    priceKid: [29, 45],
    priceWoman: [69, 129],
    patterns: ["plain", "flowers", "dots", "stripes"],
    material: "viscose",
    styles: [
      { noun: n(["Combinaison", "f"], ["Jumpsuit", "m"], ["jumpsuit", "de"], ["Mono", "m"], "jumpsuit") },
      {
        noun: n(
          ["Combinaison en lin", "f"],
          ["Leinen-Jumpsuit", "m"],
          ["linnen jumpsuit", "de"],
          ["Mono de lino", "m"],
          "linen jumpsuit",
        ),
        genders: W,
        plainOnly: true,
        material: "linen",
      },
    ],
  },
  {
    key: "overalls",
    code: "SAL",
    shape: "overalls",
    sizing: "bottom",
    genders: ["boy", "girl", "unisex", "woman"],
    kidAges: [0, 13],
    priceKid: [29, 49],
    priceWoman: [69, 119],
    patterns: ["plain", "plain", "checks", "stripes"],
    colors: ["denim", "navy", "khaki", "mustard", "terracotta", "ecru", "pink", "sage", "red", "camel", "black"],
    material: "denim",
    styles: [
      { noun: n(["Salopette", "f"], ["Latzhose", "f"], ["tuinbroek", "de"], ["Peto", "m"], "dungarees") },
      {
        noun: n(
          ["Salopette en velours", "f"],
          ["Cord-Latzhose", "f"],
          ["ribfluwelen tuinbroek", "de"],
          ["Peto de pana", "m"],
          "corduroy dungarees",
        ),
        plainOnly: true,
        material: "corduroy",
      },
      {
        noun: n(
          ["Salopette short", "f"],
          ["kurze Latzhose", "f"],
          ["korte tuinbroek", "de"],
          ["Peto corto", "m"],
          "short dungarees",
        ),
        genders: KIDS,
        material: "twill",
      },
    ],
  },
  {
    key: "romper",
    code: "BAR",
    shape: "bodysuit",
    sizing: "baby",
    genders: KIDS,
    kidAges: [0, LAST_BABY_SIZE],
    priceKid: [19, 35],
    patterns: ALL_PATTERNS,
    material: "muslin",
    styles: [{ noun: n(["Barboteuse", "f"], ["Strampler", "m"], ["boxpakje", "het"], ["Pelele", "m"], "romper") }],
  },
  {
    key: "bodysuit",
    code: "BOD",
    shape: "bodysuit",
    sizing: "baby",
    genders: KIDS,
    kidAges: [0, LAST_BABY_SIZE],
    priceKid: [9, 19],
    patterns: ALL_PATTERNS,
    material: "jersey",
    styles: [
      { noun: n(["Body", "m"], ["Body", "m"], ["romper", "de"], ["Body", "m"], "bodysuit") },
      {
        noun: n(
          ["Body manches longues", "m"],
          ["Langarmbody", "m"],
          ["longsleeve romper", "de"],
          ["Body de manga larga", "m"],
          "long-sleeved bodysuit",
        ),
      },
      {
        noun: n(
          ["Body croisé", "m"],
          ["Wickelbody", "m"],
          ["overslagromper", "de"],
          ["Body cruzado", "m"],
          "wrap bodysuit",
        ),
        plainOnly: true,
      },
    ],
  },
  {
    key: "pyjama",
    code: "PYJ",
    shape: "pyjama",
    sizing: "top",
    genders: ["boy", "girl", "unisex", "woman"],
    kidAges: [5, 13],
    priceKid: [22, 39],
    priceWoman: [45, 79],
    patterns: ALL_PATTERNS,
    material: "jersey",
    styles: [
      { noun: n(["Pyjama", "m"], ["Schlafanzug", "m"], ["pyjama", "de"], ["Pijama", "m"], "pyjamas") },
      {
        noun: n(
          ["Pyjama court", "m"],
          ["kurzer Schlafanzug", "m"],
          ["shortama", "de"],
          ["Pijama corto", "m"],
          "short pyjamas",
        ),
      },
    ],
  },
  {
    key: "sleepsuit",
    code: "GRE",
    shape: "pyjama",
    sizing: "baby",
    genders: KIDS,
    kidAges: [0, LAST_BABY_SIZE],
    priceKid: [19, 32],
    patterns: ALL_PATTERNS,
    material: "jersey",
    styles: [
      {
        noun: n(
          ["Grenouillère", "f"],
          ["Schlafstrampler", "m"],
          ["boxpak", "het"],
          ["Pijama pelele", "m"],
          "sleepsuit",
        ),
      },
    ],
  },
  {
    key: "sleepingbag",
    code: "GIG",
    shape: "dress",
    sizing: "baby",
    genders: KIDS,
    kidAges: [0, 4],
    priceKid: [35, 59],
    patterns: ["plain", "stars", "dots", "stripes"],
    material: "muslin",
    styles: [
      { noun: n(["Gigoteuse", "f"], ["Schlafsack", "m"], ["slaapzak", "de"], ["Saco de dormir", "m"], "sleeping bag") },
    ],
  },
  {
    key: "swimsuit",
    code: "MAI",
    shape: "swimsuit",
    sizing: "top",
    genders: ["girl", "woman"],
    kidAges: [1, 13],
    priceKid: [19, 32],
    priceWoman: [45, 89],
    patterns: ALL_PATTERNS,
    material: "swim",
    styles: [
      { noun: n(["Maillot de bain", "m"], ["Badeanzug", "m"], ["badpak", "het"], ["Bañador", "m"], "swimsuit") },
    ],
  },
  {
    key: "swimshorts",
    code: "SDB",
    shape: "shorts",
    sizing: "bottom",
    genders: ["boy"],
    kidAges: [1, 13],
    priceKid: [17, 29],
    patterns: ["plain", "stripes", "stars", "checks", "dots"],
    material: "swim",
    styles: [
      { noun: n(["Short de bain", "m"], ["Badeshorts", "pl"], ["zwemshort", "de"], ["Bañador", "m"], "swim shorts") },
    ],
  },
  {
    key: "trainers",
    code: "BAS",
    shape: "shoes",
    sizing: "shoes",
    genders: ["boy", "girl", "unisex", "woman"],
    priceKid: [35, 59],
    priceWoman: [69, 119],
    patterns: ["plain", "plain", "plain", "stars", "dots"],
    material: "canvas",
    styles: [
      { noun: n(["Baskets", "fp"], ["Sneaker", "pl"], ["sneakers", "pl"], ["Zapatillas", "fp"], "trainers") },
      {
        noun: n(
          ["Baskets à scratch", "fp"],
          ["Klettsneaker", "pl"],
          ["klittenbandsneakers", "pl"],
          ["Zapatillas con velcro", "fp"],
          "velcro trainers",
        ),
        genders: KIDS,
        plainOnly: true,
      },
    ],
  },
  {
    key: "sandals",
    code: "SAN",
    shape: "shoes",
    sizing: "shoes",
    genders: ["boy", "girl", "unisex", "woman"],
    priceKid: [29, 49],
    priceWoman: [59, 99],
    patterns: ["plain"],
    colors: ["camel", "black", "white", "pink", "navy", "terracotta", "ecru", "yellow"],
    material: "leather",
    styles: [{ noun: n(["Sandales", "fp"], ["Sandalen", "pl"], ["sandalen", "pl"], ["Sandalias", "fp"], "sandals") }],
  },
  {
    key: "slippers",
    code: "CHA",
    shape: "shoes",
    sizing: "shoes",
    genders: KIDS,
    priceKid: [19, 29],
    patterns: ["plain", "stars", "dots"],
    material: "knit",
    styles: [
      {
        noun: n(
          ["Chaussons", "mp"],
          ["Hausschuhe", "pl"],
          ["pantoffels", "pl"],
          ["Zapatillas de casa", "fp"],
          "slippers",
        ),
      },
    ],
  },
  {
    key: "boots",
    code: "BOT",
    shape: "shoes",
    sizing: "shoes",
    genders: ["boy", "girl", "unisex", "woman"],
    priceKid: [45, 69],
    priceWoman: [99, 159],
    patterns: ["plain"],
    colors: ["camel", "black", "navy", "khaki", "terracotta", "grey"],
    material: "leather",
    styles: [
      {
        noun: n(["Bottines", "fp"], ["Stiefeletten", "pl"], ["enkellaarsjes", "pl"], ["Botines", "mp"], "ankle boots"),
      },
    ],
  },
  {
    key: "flats",
    code: "BAL",
    shape: "shoes",
    sizing: "shoes",
    genders: W,
    priceWoman: [59, 99],
    patterns: ["plain", "dots"],
    colors: ["black", "camel", "red", "pink", "ecru", "navy", "lilac"],
    material: "leather",
    styles: [
      {
        noun: n(
          ["Ballerines", "fp"],
          ["Ballerinas", "pl"],
          ["ballerina's", "pl"],
          ["Bailarinas", "fp"],
          "ballet flats",
        ),
      },
    ],
  },
  {
    key: "hat",
    code: "BON",
    shape: "hat",
    sizing: "tu",
    genders: ["boy", "girl", "unisex", "woman"],
    priceKid: [12, 22],
    priceWoman: [25, 45],
    patterns: ["plain", "plain", "stripes", "stars", "dots"],
    material: "knit",
    styles: [
      { noun: n(["Bonnet", "m"], ["Mütze", "f"], ["muts", "de"], ["Gorro", "m"], "beanie") },
      {
        noun: n(["Bob", "m"], ["Fischerhut", "m"], ["vissershoedje", "het"], ["Gorro de pescador", "m"], "bucket hat"),
        material: "canvas",
      },
    ],
  },
  {
    key: "bag",
    code: "SAC",
    shape: "bag",
    sizing: "tu",
    genders: ["boy", "girl", "unisex", "woman"],
    priceKid: [25, 45],
    priceWoman: [39, 149],
    patterns: ["plain", "plain", "stripes", "stars", "checks"],
    material: "canvas",
    styles: [
      { noun: n(["Sac à dos", "m"], ["Rucksack", "m"], ["rugzak", "de"], ["Mochila", "f"], "backpack"), genders: KIDS },
      {
        noun: n(["Sac cabas", "m"], ["Shopper", "m"], ["shopper", "de"], ["Bolso shopper", "m"], "tote bag"),
        genders: W,
      },
      {
        noun: n(["Sac banane", "m"], ["Bauchtasche", "f"], ["heuptasje", "het"], ["Riñonera", "f"], "belt bag"),
        genders: W,
        plainOnly: true,
      },
      {
        noun: n(["Sac en cuir", "m"], ["Ledertasche", "f"], ["leren tas", "de"], ["Bolso de piel", "m"], "leather bag"),
        genders: W,
        plainOnly: true,
        material: "leather",
      },
    ],
  },
  {
    key: "scarf",
    code: "ECH",
    shape: "scarf",
    sizing: "tu",
    genders: ["boy", "girl", "unisex", "woman"],
    priceKid: [15, 25],
    priceWoman: [29, 69],
    patterns: ["plain", "stripes", "checks", "stars", "dots", "flowers"],
    material: "knit",
    styles: [
      { noun: n(["Écharpe", "f"], ["Schal", "m"], ["sjaal", "de"], ["Bufanda", "f"], "scarf") },
      {
        noun: n(["Foulard", "m"], ["Tuch", "n"], ["sjaaltje", "het"], ["Pañuelo", "m"], "square scarf"),
        genders: W,
        material: "viscose",
      },
    ],
  },
];

function typeByKey(key: string): GarmentType {
  const type = GARMENT_TYPES.find((t) => t.key === key);
  if (!type) throw new Error(`Unknown garment type ${key}`);
  return type;
}

// ---------------------------------------------------------------------------------------------
// Products

export interface SeedVariant {
  sku: string;
  size: string;
  stock: number;
}

export interface SeedProduct {
  reference: string;
  brandSlug: string;
  name: LocalizedText;
  gender: ProductGender;
  theme: Theme;
  /** Garment type (tshirt, dress, trainers…), used by looks and collections. */
  typeKey: string;
  /** The same key as the engine's garment type (domain/garments.ts). */
  garmentType: EngineGarmentType;
  season: ProductSeason;
  details: GarmentDetail[];
  /** The type's meta and shop categories (domain/garments.ts GARMENT_KINDS). */
  metaCategory: MetaCategory;
  category: ProductCategory;
  colorKey: string;
  pattern: Pattern;
  material: LocalizedText;
  priceCents: number;
  /** Percent off, or null. Some are not multiples of 5 (the badge rounds down, §4). */
  discountPercent: number | null;
  label: ProductLabel | null;
  isRecent: boolean;
  /** Illustration key: shape-colour-pattern; the image is drawn by the media module from shape, colour and print. */
  imageKey: string;
  shape: GarmentShape;
  /** ISO date the product entered the catalogue. */
  createdAt: string;
  variants: SeedVariant[];
}

/** How many products of each type each gender gets. */
const PLAN: readonly (readonly [ProductGender, string, number])[] = [
  ["boy", "tshirt", 16],
  ["boy", "shirt", 7],
  ["boy", "sweatshirt", 12],
  ["boy", "pull", 8],
  ["boy", "cardigan", 4],
  ["boy", "coat", 8],
  ["boy", "trousers", 14],
  ["boy", "jeans", 8],
  ["boy", "shorts", 8],
  ["boy", "overalls", 5],
  ["boy", "pyjama", 6],
  ["boy", "swimshorts", 4],
  ["boy", "trainers", 6],
  ["boy", "boots", 2],
  ["boy", "sandals", 2],
  ["boy", "hat", 4],
  ["boy", "bag", 3],
  ["boy", "scarf", 2],
  ["girl", "tshirt", 14],
  ["girl", "blouse", 8],
  ["girl", "sweatshirt", 8],
  ["girl", "pull", 8],
  ["girl", "cardigan", 8],
  ["girl", "coat", 8],
  ["girl", "trousers", 6],
  ["girl", "jeans", 6],
  ["girl", "shorts", 5],
  ["girl", "skirt", 10],
  ["girl", "leggings", 8],
  ["girl", "dress", 16],
  ["girl", "overalls", 6],
  ["girl", "jumpsuit", 3],
  ["girl", "pyjama", 6],
  ["girl", "swimsuit", 4],
  ["girl", "trainers", 5],
  ["girl", "sandals", 3],
  ["girl", "boots", 2],
  ["girl", "hat", 4],
  ["girl", "bag", 3],
  ["girl", "scarf", 2],
  ["unisex", "bodysuit", 12],
  ["unisex", "romper", 8],
  ["unisex", "sleepsuit", 8],
  ["unisex", "sleepingbag", 5],
  ["unisex", "cardigan", 5],
  ["unisex", "tshirt", 6],
  ["unisex", "leggings", 4],
  ["unisex", "trousers", 4],
  ["unisex", "overalls", 3],
  ["unisex", "hat", 5],
  ["unisex", "slippers", 4],
  ["unisex", "trainers", 3],
  ["unisex", "bag", 2],
  ["woman", "tshirt", 14],
  ["woman", "shirt", 8],
  ["woman", "blouse", 8],
  ["woman", "sweatshirt", 4],
  ["woman", "pull", 12],
  ["woman", "cardigan", 10],
  ["woman", "coat", 8],
  ["woman", "trousers", 14],
  ["woman", "jeans", 10],
  ["woman", "shorts", 3],
  ["woman", "skirt", 10],
  ["woman", "dress", 18],
  ["woman", "jumpsuit", 5],
  ["woman", "overalls", 2],
  ["woman", "swimsuit", 4],
  ["woman", "pyjama", 4],
  ["woman", "trainers", 5],
  ["woman", "sandals", 3],
  ["woman", "boots", 3],
  ["woman", "flats", 3],
  ["woman", "bag", 8],
  ["woman", "scarf", 6],
  ["woman", "hat", 3],
];

/**
 * Matchy Matchy sets: the same piece for mum and the kids, label "matchy".
 * [brand, type, style index, colour, pattern, genders]
 */
const MATCHY_SETS: readonly (readonly [string, string, number, string, Pattern, readonly ProductGender[]])[] = [
  ["mimosa-lisboa", "tshirt", 2, "navy", "stripes", ["woman", "girl", "boy"]],
  ["maison-colibri", "dress", 0, "coral", "flowers", ["woman", "girl"]],
  ["maison-colibri", "romper", 0, "coral", "flowers", ["unisex"]],
  ["velours-bleu", "overalls", 0, "denim", "plain", ["woman", "girl", "boy"]],
  ["mimosa-lisboa", "pyjama", 0, "red", "checks", ["woman", "girl", "boy"]],
  ["maison-colibri", "blouse", 0, "ecru", "dots", ["woman", "girl"]],
  ["stapje", "trainers", 0, "white", "stars", ["woman", "girl", "boy"]],
  ["mimosa-lisboa", "cardigan", 0, "mustard", "plain", ["woman", "unisex"]],
  ["velours-bleu", "coat", 1, "camel", "plain", ["woman", "boy", "girl"]],
];

/** Brands' favourite garment types; a product is given to a brand that makes its type. */
const BRAND_TYPES: Record<string, readonly string[]> = {
  "petit-mistral": ["tshirt", "sweatshirt", "shorts", "trousers", "pull", "swimshorts", "shirt", "bag"],
  "maison-colibri": ["dress", "blouse", "skirt", "jumpsuit", "swimsuit"],
  "kleine-wolke": ["bodysuit", "romper", "sleepsuit", "sleepingbag", "leggings", "pyjama"],
  duinroos: ["tshirt", "trousers", "shorts", "overalls", "jumpsuit", "dress", "sweatshirt", "leggings"],
  "olivo-y-sal": ["dress", "trousers", "shirt", "shorts", "jumpsuit", "swimsuit", "blouse", "tshirt"],
  "atelier-brume": ["pull", "cardigan", "dress", "scarf", "hat", "sweatshirt"],
  fjordling: ["coat", "hat", "overalls", "scarf", "boots", "trousers"],
  "nido-studio": ["bodysuit", "romper", "cardigan", "sleepingbag", "hat", "sleepsuit"],
  "linnea-och-ko": ["leggings", "tshirt", "sweatshirt", "dress", "pyjama", "skirt", "swimsuit"],
  "ortie-blanche": ["shirt", "blouse", "skirt", "tshirt", "trousers", "pyjama", "dress"],
  "velours-bleu": ["trousers", "jeans", "overalls", "coat", "skirt", "shorts"],
  sabbia: ["bag", "scarf", "flats", "sandals", "boots"],
  stapje: ["trainers", "sandals", "slippers", "boots"],
  "mimosa-lisboa": ["tshirt", "cardigan", "dress", "pull", "bodysuit", "pyjama"],
};

const COLOUR_WEIGHTS: Record<ProductGender, readonly (readonly [string, number])[]> = {
  boy: [
    ["navy", 10],
    ["sky", 6],
    ["khaki", 6],
    ["mustard", 5],
    ["grey", 5],
    ["denim", 4],
    ["red", 4],
    ["sage", 4],
    ["ecru", 4],
    ["black", 2],
    ["camel", 3],
    ["terracotta", 3],
    ["yellow", 3],
    ["white", 3],
    ["indigo", 2],
  ],
  girl: [
    ["pink", 9],
    ["coral", 6],
    ["lilac", 6],
    ["yellow", 5],
    ["ecru", 5],
    ["sage", 4],
    ["navy", 5],
    ["red", 4],
    ["mustard", 3],
    ["sky", 4],
    ["white", 3],
    ["terracotta", 3],
    ["denim", 2],
    ["indigo", 2],
  ],
  unisex: [
    ["ecru", 8],
    ["sage", 7],
    ["grey", 5],
    ["mustard", 5],
    ["sky", 5],
    ["yellow", 5],
    ["white", 6],
    ["navy", 4],
    ["terracotta", 3],
    ["khaki", 3],
    ["camel", 3],
    ["pink", 2],
    ["indigo", 1],
  ],
  woman: [
    ["ecru", 8],
    ["black", 8],
    ["camel", 6],
    ["navy", 6],
    ["terracotta", 5],
    ["sage", 5],
    ["white", 5],
    ["grey", 4],
    ["khaki", 4],
    ["lilac", 3],
    ["red", 3],
    ["pink", 3],
    ["coral", 3],
    ["denim", 3],
    ["indigo", 3],
    ["mustard", 2],
  ],
};

const PATTERN_WEIGHT: Record<ProductGender, Record<Pattern, number>> = {
  boy: { plain: 10, stripes: 6, dots: 2, checks: 4, flowers: 0.3, stars: 4 },
  girl: { plain: 8, stripes: 4, dots: 4, checks: 2, flowers: 6, stars: 3 },
  unisex: { plain: 10, stripes: 5, dots: 3, checks: 2, flowers: 1, stars: 5 },
  woman: { plain: 12, stripes: 5, dots: 3, checks: 3, flowers: 4, stars: 0.5 },
};

const DISCOUNTS: readonly number[] = [10, 15, 20, 20, 25, 30, 30, 33, 40, 50, 27, 12];

function themeOf(gender: ProductGender): Theme {
  return gender === "woman" ? "woman" : "kid";
}

function allowsGender(style: Style, gender: ProductGender): boolean {
  return !style.genders || style.genders.includes(gender);
}

function sizesFor(type: GarmentType, style: Style, gender: ProductGender, rng: Rng): string[] {
  if (type.sizing === "tu") return [ONE_SIZE];
  if (gender === "woman") {
    switch (type.sizing) {
      case "shoes":
        return [...WOMAN_SHOE_SIZES];
      case "knit":
        return rng.chance(0.5) ? [...WOMAN_COMBINED_SIZES] : ["XS", ...WOMAN_COMBINED_SIZES];
      default: {
        const from = rng.int(0, 1);
        const to = rng.int(4, 5);
        return WOMAN_SIZES.slice(from, to + 1);
      }
    }
  }
  if (type.sizing === "shoes") {
    const length = rng.int(6, 8);
    const start = rng.int(20, 41 - length + 1);
    return KID_SHOE_SIZES.slice(start - 20, start - 20 + length);
  }
  const [min, max] = style.kidAges ?? type.kidAges ?? [2, 13];
  const span = max - min + 1;
  const length = Math.min(span, type.sizing === "baby" ? rng.int(3, 6) : rng.int(5, 8));
  const start = min + rng.int(0, span - length);
  return KID_AGE_SIZES.slice(start, start + length);
}

type StockProfile = "normal" | "lastChance" | "soldOut" | "patchy";

function stockFor(profile: StockProfile, count: number, rng: Rng): number[] {
  return Array.from({ length: count }, () => {
    switch (profile) {
      case "lastChance":
        return rng.int(1, 2);
      case "soldOut":
        return 0;
      case "patchy":
        return rng.weighted([
          [0, 3],
          [1, 2],
          [2, 2],
          [rng.int(3, 8), 2],
        ] as const);
      case "normal":
        return rng.weighted([
          [rng.int(6, 30), 86],
          [rng.int(1, 2), 8],
          [0, 6],
        ] as const);
    }
  });
}

function sizeCode(size: string): string {
  return size.replace(" mois", "M").replace(" ans", "A").replace("/", "-").replace(/\s+/g, "");
}

function priceCents(range: readonly [number, number], rng: Rng): number {
  const euros = rng.int(range[0], range[1]);
  return rng.chance(0.7) ? euros * 100 - 10 : euros * 100;
}

function isoDate(base: Date, addDays: number): string {
  const d = new Date(base.getTime() + addDays * 86_400_000);
  return d.toISOString().slice(0, 10);
}

const CATALOGUE_START = new Date("2025-09-01T00:00:00Z");
const RECENT_START = new Date("2026-09-20T00:00:00Z");

function chooseBrand(type: GarmentType, gender: ProductGender, rng: Rng): SeedBrand {
  const theme = themeOf(gender);
  const fits = (b: SeedBrand) => b.audience === "both" || b.audience === theme;
  const makers = BRANDS.filter((b) => fits(b) && (BRAND_TYPES[b.slug] ?? []).includes(type.key));
  return rng.pick(makers.length > 0 ? makers : BRANDS.filter(fits));
}

interface Draft {
  type: GarmentType;
  style: Style;
  gender: ProductGender;
  brand: SeedBrand;
  color: SeedColor;
  pattern: Pattern;
  label: ProductLabel | null;
}

/** Worn in warm weather only: summer types, linen, short dungarees. */
const WARM_TYPES: ReadonlySet<string> = new Set(["shorts", "sandals", "swimsuit", "swimshorts"]);
const WARM_MATERIALS: ReadonlySet<MaterialKey> = new Set(["linen"]);
const WARM_STYLES: ReadonlySet<string> = new Set(["short dungarees"]);
/** Worn in cold weather only: coats, boots, wool, merino and corduroy; knitted hats and scarves. */
const COLD_TYPES: ReadonlySet<string> = new Set(["coat", "boots"]);
const COLD_MATERIALS: ReadonlySet<MaterialKey> = new Set(["wool", "merino", "corduroy"]);
const COLD_KNITS: ReadonlySet<string> = new Set(["hat", "scarf"]);

/** The season a piece is worn in, from its type, material and style (a bucket hat or a silk square: any). */
function seasonOf(type: GarmentType, style: Style, material: MaterialKey): ProductSeason {
  if (WARM_TYPES.has(type.key) || WARM_MATERIALS.has(material) || WARM_STYLES.has(style.noun.en)) return "WARM";
  if (COLD_TYPES.has(type.key) || COLD_MATERIALS.has(material)) return "COLD";
  return COLD_KNITS.has(type.key) && material === "knit" ? "COLD" : "ALL";
}

/** What a "never" answer may refuse in the style's name: a hood (hoodies), lace, sequins. */
function detailsOf(style: Style): GarmentDetail[] {
  const name = style.noun.en.toLowerCase();
  const details: GarmentDetail[] = [];
  if (/\bhood/.test(name)) details.push("hood");
  if (/\blace\b/.test(name)) details.push("lace");
  if (/\bsequin/.test(name)) details.push("sequins");
  return details;
}

function engineType(key: string): EngineGarmentType {
  if (!isGarmentType(key)) throw new Error(`Garment type ${key} is not one of the engine's`);
  return key;
}

function buildProduct(index: number, draft: Draft, rng: Rng): SeedProduct {
  const { type, style, gender, brand, color, pattern } = draft;
  const reference = `${brand.code}-${type.code}-${String(index + 1).padStart(4, "0")}`;
  const woman = gender === "woman";
  const range = (woman ? type.priceWoman : type.priceKid) ?? type.priceKid ?? type.priceWoman ?? [20, 40];
  const materialKey = style.material ?? type.material;
  const label: ProductLabel | null =
    draft.label ?? (ORGANIC_CAPABLE.has(materialKey) && rng.chance(0.28) ? "cotonbio" : null);
  const material =
    label === "cotonbio" && ORGANIC_CAPABLE.has(materialKey) ? MATERIALS.organic : MATERIALS[materialKey];
  const sizes = sizesFor(type, style, gender, rng);
  const profile: StockProfile = rng.weighted([
    ["normal", 91],
    ["lastChance", 2],
    ["patchy", 6],
    ["soldOut", 0.5],
  ] as const);
  const stocks = stockFor(profile, sizes.length, rng);
  const isRecent = rng.chance(0.2);
  const discountPercent = rng.chance(0.17) ? rng.pick(DISCOUNTS) : null;
  const createdAt = isRecent ? isoDate(RECENT_START, rng.int(0, 55)) : isoDate(CATALOGUE_START, rng.int(0, 390));
  const shape = style.shape ?? type.shape;
  const showPattern = !style.impliesPattern;
  return {
    reference,
    brandSlug: brand.slug,
    name: productName(style.noun, color, pattern, showPattern),
    gender,
    theme: themeOf(gender),
    typeKey: type.key,
    garmentType: engineType(type.key),
    season: seasonOf(type, style, materialKey),
    details: detailsOf(style),
    metaCategory: GARMENT_KINDS[engineType(type.key)].meta,
    category: GARMENT_KINDS[engineType(type.key)].category,
    colorKey: color.key,
    pattern,
    material,
    priceCents: priceCents(range, rng),
    discountPercent,
    label,
    isRecent,
    imageKey: `${shape}-${color.key}-${pattern}`,
    shape,
    createdAt,
    variants: sizes.map((size, i) => ({ sku: `${reference}-${sizeCode(size)}`, size, stock: stocks[i]! })),
  };
}

/** Generates the catalogue. Same seed, same catalogue. */
export function generateProducts(seed = 20_260_101): SeedProduct[] {
  const rng = createRng(seed);
  const drafts: Draft[] = [];
  const seen = new Set<string>();

  for (const [gender, typeKey, count] of PLAN) {
    const type = typeByKey(typeKey);
    const styles = type.styles.filter((s) => allowsGender(s, gender));
    if (styles.length === 0) throw new Error(`No style of ${typeKey} for ${gender}`);
    const colourWeights = COLOUR_WEIGHTS[gender].filter(([key]) =>
      type.colors ? type.colors.includes(key) : key !== "indigo",
    );
    for (let i = 0; i < count; i += 1) {
      let draft: Draft | undefined;
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const style = rng.pick(styles);
        const color = colorByKey(
          colourWeights.length > 0 ? rng.weighted(colourWeights) : rng.pick(type.colors ?? ["ecru"]),
        );
        const patterns = style.impliesPattern
          ? [style.impliesPattern]
          : style.plainOnly
            ? (["plain"] as Pattern[])
            : type.patterns;
        const pattern = rng.weighted(patterns.map((p) => [p, PATTERN_WEIGHT[gender][p]] as const));
        const brand = chooseBrand(type, gender, rng);
        const key = `${gender}|${brand.slug}|${style.noun.en}|${color.key}|${pattern}`;
        draft = { type, style, gender, brand, color, pattern, label: null };
        if (!seen.has(key)) {
          seen.add(key);
          break;
        }
      }
      drafts.push(draft!);
    }
  }

  for (const [brandSlug, typeKey, styleIndex, colorKey, pattern, genders] of MATCHY_SETS) {
    const type = typeByKey(typeKey);
    const style = type.styles[styleIndex]!;
    const brand = BRANDS.find((b) => b.slug === brandSlug)!;
    for (const gender of genders) {
      const suited = allowsGender(style, gender) ? style : type.styles.find((s) => allowsGender(s, gender))!;
      drafts.push({ type, style: suited, gender, brand, color: colorByKey(colorKey), pattern, label: "matchy" });
    }
  }

  const products = drafts.map((draft, index) => buildProduct(index, draft, rng));

  // Guarantees the demo needs whatever the draw: a few products in their last sizes
  // ("Last chance" badge: every variant low), one sold out, and discounts of every kind.
  const guarantee = (step: number, apply: (p: SeedProduct) => void) => {
    for (let i = step; i < products.length; i += 97) apply(products[i]!);
  };
  guarantee(11, (p) => p.variants.forEach((v, i) => (v.stock = 1 + (i % 2))));
  guarantee(53, (p) => (p.discountPercent = p.discountPercent ?? 33));
  products[products.length - 40]!.variants.forEach((v) => (v.stock = 0));
  return products;
}

/** The catalogue, generated once. */
export const PRODUCTS: readonly SeedProduct[] = generateProducts();

/** Every variant of the product has 1 or 2 left (§4 "Last chance" badge). */
export function isLastChance(product: SeedProduct): boolean {
  return product.variants.every((v) => v.stock > 0 && v.stock <= 2);
}

/** Price after discount, in cents. */
export function salePriceCents(product: SeedProduct): number {
  return product.discountPercent
    ? Math.round((product.priceCents * (100 - product.discountPercent)) / 100)
    : product.priceCents;
}

export function productByReference(reference: string): SeedProduct {
  const product = PRODUCTS.find((p) => p.reference === reference);
  if (!product) throw new Error(`Unknown product ${reference}`);
  return product;
}
