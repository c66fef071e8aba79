/**
 * Colours of the demo catalogue, with the grammatical forms each language needs to build a
 * product name ("Pull rayé marine", "Marineblauer Pullover mit Streifen", "Marineblauwe trui met
 * strepen", "Jersey azul marino a rayas", "Navy striped jumper").
 */
import type { LocalizedText } from "./types.js";

/** French forms: masculine, feminine, masculine plural, feminine plural. */
export type FrForms = readonly [m: string, f: string, mp: string, fp: string];
/** Spanish forms: masculine, feminine, masculine plural, feminine plural. */
export type EsForms = readonly [m: string, f: string, mp: string, fp: string];

export interface SeedColor {
  key: string;
  hex: string;
  /** Colour family used by look and collection rules. */
  family: "neutral" | "blue" | "warm" | "green" | "pink" | "yellow";
  /** Plain name of the colour, for filters and accessibility. */
  label: LocalizedText;
  fr: FrForms;
  /** German: a declinable stem ("marineblau" → marineblauer/-e/-es) or an invariable word. */
  de: { stem: string } | { invariable: string };
  /** Dutch: [base, inflected] ("geel", "gele"). */
  nl: readonly [base: string, inflected: string];
  es: EsForms;
  en: string;
}

const inv4 = (word: string): readonly [string, string, string, string] => [word, word, word, word];

export const COLORS: readonly SeedColor[] = [
  {
    key: "navy",
    hex: "#1f3a5f",
    family: "blue",
    label: { fr: "Marine", de: "Marineblau", nl: "Marineblauw", es: "Azul marino", en: "Navy" },
    fr: inv4("marine"),
    de: { stem: "marineblau" },
    nl: ["marineblauw", "marineblauwe"],
    es: inv4("azul marino"),
    en: "navy",
  },
  {
    key: "pink",
    hex: "#f2a7b8",
    family: "pink",
    label: { fr: "Rose", de: "Rosa", nl: "Roze", es: "Rosa", en: "Pink" },
    fr: ["rose", "rose", "roses", "roses"],
    de: { invariable: "rosa" },
    nl: ["roze", "roze"],
    es: inv4("rosa"),
    en: "pink",
  },
  {
    key: "yellow",
    hex: "#f6c945",
    family: "yellow",
    label: { fr: "Jaune", de: "Gelb", nl: "Geel", es: "Amarillo", en: "Yellow" },
    fr: ["jaune", "jaune", "jaunes", "jaunes"],
    de: { stem: "gelb" },
    nl: ["geel", "gele"],
    es: ["amarillo", "amarilla", "amarillos", "amarillas"],
    en: "yellow",
  },
  {
    key: "sage",
    hex: "#9bb59a",
    family: "green",
    label: { fr: "Vert sauge", de: "Salbeigrün", nl: "Saliegroen", es: "Verde salvia", en: "Sage green" },
    fr: inv4("vert sauge"),
    de: { stem: "salbeigrün" },
    nl: ["saliegroen", "saliegroene"],
    es: inv4("verde salvia"),
    en: "sage green",
  },
  {
    key: "sky",
    hex: "#8ec5e8",
    family: "blue",
    label: { fr: "Bleu ciel", de: "Hellblau", nl: "Lichtblauw", es: "Azul cielo", en: "Sky blue" },
    fr: inv4("bleu ciel"),
    de: { stem: "hellblau" },
    nl: ["lichtblauw", "lichtblauwe"],
    es: inv4("azul cielo"),
    en: "sky blue",
  },
  {
    key: "red",
    hex: "#d9483b",
    family: "warm",
    label: { fr: "Rouge", de: "Rot", nl: "Rood", es: "Rojo", en: "Red" },
    fr: ["rouge", "rouge", "rouges", "rouges"],
    de: { stem: "rot" },
    nl: ["rood", "rode"],
    es: ["rojo", "roja", "rojos", "rojas"],
    en: "red",
  },
  {
    key: "ecru",
    hex: "#efe6d2",
    family: "neutral",
    label: { fr: "Écru", de: "Naturweiß", nl: "Ecru", es: "Crudo", en: "Ecru" },
    fr: ["écru", "écrue", "écrus", "écrues"],
    de: { stem: "naturweiß" },
    nl: ["ecru", "ecru"],
    es: ["crudo", "cruda", "crudos", "crudas"],
    en: "ecru",
  },
  {
    key: "mustard",
    hex: "#d9a21b",
    family: "yellow",
    label: { fr: "Moutarde", de: "Senfgelb", nl: "Okergeel", es: "Mostaza", en: "Mustard" },
    fr: inv4("moutarde"),
    de: { stem: "senfgelb" },
    nl: ["okergeel", "okergele"],
    es: inv4("mostaza"),
    en: "mustard",
  },
  {
    key: "terracotta",
    hex: "#c8643b",
    family: "warm",
    label: { fr: "Terracotta", de: "Terrakotta", nl: "Terracotta", es: "Terracota", en: "Terracotta" },
    fr: inv4("terracotta"),
    de: { stem: "terrakottafarben" },
    nl: ["terracotta", "terracotta"],
    es: inv4("terracota"),
    en: "terracotta",
  },
  {
    key: "khaki",
    hex: "#7d7a4f",
    family: "green",
    label: { fr: "Kaki", de: "Khaki", nl: "Kaki", es: "Caqui", en: "Khaki" },
    fr: inv4("kaki"),
    de: { stem: "khakifarben" },
    nl: ["kaki", "kaki"],
    es: inv4("caqui"),
    en: "khaki",
  },
  {
    key: "white",
    hex: "#fbfaf6",
    family: "neutral",
    label: { fr: "Blanc", de: "Weiß", nl: "Wit", es: "Blanco", en: "White" },
    fr: ["blanc", "blanche", "blancs", "blanches"],
    de: { stem: "weiß" },
    nl: ["wit", "witte"],
    es: ["blanco", "blanca", "blancos", "blancas"],
    en: "white",
  },
  {
    key: "grey",
    hex: "#a9adb3",
    family: "neutral",
    label: { fr: "Gris", de: "Grau", nl: "Grijs", es: "Gris", en: "Grey" },
    fr: ["gris", "grise", "gris", "grises"],
    de: { stem: "grau" },
    nl: ["grijs", "grijze"],
    es: ["gris", "gris", "grises", "grises"],
    en: "grey",
  },
  {
    key: "black",
    hex: "#2b2b2e",
    family: "neutral",
    label: { fr: "Noir", de: "Schwarz", nl: "Zwart", es: "Negro", en: "Black" },
    fr: ["noir", "noire", "noirs", "noires"],
    de: { stem: "schwarz" },
    nl: ["zwart", "zwarte"],
    es: ["negro", "negra", "negros", "negras"],
    en: "black",
  },
  {
    key: "lilac",
    hex: "#b9a3d6",
    family: "pink",
    label: { fr: "Lilas", de: "Flieder", nl: "Lila", es: "Lila", en: "Lilac" },
    fr: inv4("lilas"),
    de: { stem: "fliederfarben" },
    nl: ["lila", "lila"],
    es: inv4("lila"),
    en: "lilac",
  },
  {
    key: "camel",
    hex: "#c19a6b",
    family: "neutral",
    label: { fr: "Camel", de: "Camel", nl: "Camel", es: "Camel", en: "Camel" },
    fr: inv4("camel"),
    de: { stem: "camelfarben" },
    nl: ["camel", "camel"],
    es: inv4("camel"),
    en: "camel",
  },
  {
    key: "coral",
    hex: "#f08a6e",
    family: "pink",
    label: { fr: "Corail", de: "Koralle", nl: "Koraal", es: "Coral", en: "Coral" },
    fr: inv4("corail"),
    de: { stem: "korallenrot" },
    nl: ["koraalrood", "koraalrode"],
    es: inv4("coral"),
    en: "coral",
  },
  {
    key: "indigo",
    hex: "#2c3e6b",
    family: "blue",
    label: { fr: "Brut", de: "Dunkelblau", nl: "Donkerblauw", es: "Azul oscuro", en: "Indigo" },
    fr: ["brut", "brute", "bruts", "brutes"],
    de: { stem: "dunkelblau" },
    nl: ["donkerblauw", "donkerblauwe"],
    es: inv4("azul oscuro"),
    en: "indigo",
  },
  {
    key: "denim",
    hex: "#4a6fa5",
    family: "blue",
    label: { fr: "Bleu jean", de: "Jeansblau", nl: "Denimblauw", es: "Azul vaquero", en: "Denim blue" },
    fr: inv4("bleu jean"),
    de: { stem: "jeansblau" },
    nl: ["denimblauw", "denimblauwe"],
    es: inv4("azul vaquero"),
    en: "denim blue",
  },
];

export function colorByKey(key: string): SeedColor {
  const color = COLORS.find((c) => c.key === key);
  if (!color) throw new Error(`Unknown colour ${key}`);
  return color;
}

/** Hex code of a colour key. */
export function hexOf(key: string): string {
  return colorByKey(key).hex;
}
