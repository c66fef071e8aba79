/**
 * Shop collections (/shop/{collection}, your-shop lists): each is a rule over the catalogue or a
 * hand-picked list of references, resolved once into an ordered list of product references.
 */
import { KID_AGE_SIZES } from "#domain/profiles.js";
import { isLastChance, PRODUCTS, type SeedProduct } from "./products.js";
import type { LocalizedText, ProductGender } from "./types.js";

export interface CollectionRule {
  genders?: readonly ProductGender[];
  typeKeys?: readonly string[];
  recent?: boolean;
  discounted?: boolean;
  label?: "matchy" | "cotonbio";
  plainOnly?: boolean;
  /** Every age size is at most "2 ans" (birth gifts). */
  babyOnly?: boolean;
  /** Every variant has 1 or 2 left. */
  lastChance?: boolean;
  /** Keep at most this many products. */
  limit?: number;
}

export interface SeedCollection {
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  isShop: boolean;
  isSuggestion: boolean;
  /** Restricts the collection to kids or women; null = both. */
  profileType: "KID" | "WOMAN" | null;
  gender: "boy" | "girl" | "woman" | null;
  source: { rule: CollectionRule } | { references: readonly string[] };
}

const BABY_TYPES = ["bodysuit", "romper", "sleepsuit", "sleepingbag", "cardigan", "hat", "leggings", "slippers"];

function hasStock(p: SeedProduct): boolean {
  return p.variants.some((v) => v.stock > 0);
}

/** Products of the catalogue a rule selects, in catalogue order. */
export function applyRule(rule: CollectionRule, products: readonly SeedProduct[]): SeedProduct[] {
  const selected = products.filter((p) => {
    if (rule.genders && !rule.genders.includes(p.gender)) return false;
    if (rule.typeKeys && !rule.typeKeys.includes(p.typeKey)) return false;
    if (rule.recent !== undefined && p.isRecent !== rule.recent) return false;
    if (rule.discounted !== undefined && Boolean(p.discountPercent) !== rule.discounted) return false;
    if (rule.label && p.label !== rule.label) return false;
    if (rule.plainOnly && p.pattern !== "plain") return false;
    if (rule.lastChance && !isLastChance(p)) return false;
    if (rule.babyOnly) {
      const ages = p.variants.map((v) => (KID_AGE_SIZES as readonly string[]).indexOf(v.size));
      if (ages.some((i) => i < 0 || i > 5)) return false;
    }
    return hasStock(p);
  });
  return rule.limit ? selected.slice(0, rule.limit) : selected;
}

/** Stylists' picks: a spread of in-stock pieces, one of every 9, organic and matchy first. */
function recommendations(products: readonly SeedProduct[]): string[] {
  const picks = products.filter((p, i) => hasStock(p) && (i % 9 === 4 || p.label !== null));
  const ranked = [...picks.filter((p) => p.label !== null), ...picks.filter((p) => p.label === null)];
  return ranked.slice(0, 72).map((p) => p.reference);
}

export const COLLECTIONS: readonly SeedCollection[] = [
  {
    slug: "new",
    title: { fr: "Nouveautés", de: "Neuheiten", nl: "Nieuw binnen", es: "Novedades", en: "New in" },
    description: {
      fr: "Les dernières pièces arrivées de nos marques, tout juste sorties des cartons.",
      de: "Die neuesten Teile unserer Marken, frisch ausgepackt.",
      nl: "De nieuwste stukken van onze merken, net uit de doos.",
      es: "Las últimas prendas de nuestras marcas, recién salidas de la caja.",
      en: "The latest pieces from our brands, fresh out of the box.",
    },
    isShop: true,
    isSuggestion: true,
    profileType: null,
    gender: null,
    source: { rule: { recent: true } },
  },
  {
    slug: "birth-gift",
    title: {
      fr: "Cadeau de naissance",
      de: "Geschenk zur Geburt",
      nl: "Kraamcadeau",
      es: "Regalo de nacimiento",
      en: "Baby gifts",
    },
    description: {
      fr: "Bodies, grenouillères, gigoteuses et petits bonnets de 1 mois à 2 ans, pour accueillir bébé en douceur.",
      de: "Bodys, Schlafstrampler, Schlafsäcke und Mützchen von 1 Monat bis 2 Jahre – für einen sanften Start ins Leben.",
      nl: "Rompers, boxpakjes, slaapzakken en mutsjes van 1 maand tot 2 jaar, om je baby zacht te verwelkomen.",
      es: "Bodies, peleles, sacos de dormir y gorritos de 1 mes a 2 años para dar la bienvenida al bebé.",
      en: "Bodysuits, sleepsuits, sleeping bags and little hats from 1 month to 2 years, to welcome baby gently.",
    },
    isShop: true,
    isSuggestion: false,
    profileType: "KID",
    gender: null,
    source: { rule: { genders: ["unisex", "boy", "girl"], typeKeys: BABY_TYPES, babyOnly: true } },
  },
  {
    slug: "essentials",
    title: { fr: "Les essentiels", de: "Die Basics", nl: "De basics", es: "Los básicos", en: "The essentials" },
    description: {
      fr: "Les basiques unis qui vont avec tout : t-shirts, pantalons, pulls et gilets à porter toute l'année.",
      de: "Unifarbene Basics, die zu allem passen: T-Shirts, Hosen, Pullover und Strickjacken für das ganze Jahr.",
      nl: "Effen basics die overal bij passen: T-shirts, broeken, truien en vesten voor het hele jaar.",
      es: "Los básicos lisos que combinan con todo: camisetas, pantalones, jerséis y chaquetas para todo el año.",
      en: "Plain basics that go with everything: T-shirts, trousers, jumpers and cardigans to wear all year round.",
    },
    isShop: true,
    isSuggestion: true,
    profileType: null,
    gender: null,
    source: {
      rule: {
        typeKeys: ["tshirt", "bodysuit", "leggings", "trousers", "jeans", "pull", "cardigan", "sweatshirt"],
        plainOnly: true,
        discounted: false,
      },
    },
  },
  {
    slug: "promo",
    title: { fr: "Petits prix", de: "Reduziert", nl: "Uitverkoop", es: "Rebajas", en: "On sale" },
    description: {
      fr: "Des pièces de qualité à prix doux, jusqu'à -50 %, dans la limite des stocks disponibles.",
      de: "Hochwertige Teile zu kleinen Preisen, bis zu -50 %, solange der Vorrat reicht.",
      nl: "Kwaliteitsstukken voor een zachte prijs, tot -50%, zolang de voorraad strekt.",
      es: "Prendas de calidad a precios suaves, hasta un -50 %, hasta agotar existencias.",
      en: "Quality pieces at gentle prices, up to 50% off, while stocks last.",
    },
    isShop: true,
    isSuggestion: true,
    profileType: null,
    gender: null,
    source: { rule: { discounted: true } },
  },
  {
    slug: "recommendations",
    title: {
      fr: "Nos recommandations",
      de: "Unsere Empfehlungen",
      nl: "Onze aanraders",
      es: "Nuestras recomendaciones",
      en: "Our picks",
    },
    description: {
      fr: "Les coups de cœur de nos stylistes cette saison, sélectionnés pièce par pièce.",
      de: "Die Lieblingsstücke unseres Stylingteams in dieser Saison, Teil für Teil ausgewählt.",
      nl: "De favorieten van onze stylisten dit seizoen, stuk voor stuk gekozen.",
      es: "Los favoritos de nuestras estilistas esta temporada, elegidos prenda a prenda.",
      en: "Our stylists' favourites this season, chosen piece by piece.",
    },
    isShop: false,
    isSuggestion: true,
    profileType: null,
    gender: null,
    source: { references: recommendations(PRODUCTS) },
  },
  {
    slug: "matchy-matchy",
    title: { fr: "Matchy Matchy", de: "Matchy Matchy", nl: "Matchy Matchy", es: "Matchy Matchy", en: "Matchy Matchy" },
    description: {
      fr: "Des pièces assorties pour les mamans et leurs enfants, à porter ensemble sans faire « déguisement ».",
      de: "Aufeinander abgestimmte Teile für Mütter und Kinder – zusammen getragen, ohne verkleidet zu wirken.",
      nl: "Bij elkaar passende stukken voor moeders en kinderen, samen te dragen zonder verkleedeffect.",
      es: "Prendas a juego para madres e hijos, para llevar juntos sin parecer un disfraz.",
      en: "Matching pieces for mums and their children, to wear together without looking like fancy dress.",
    },
    isShop: true,
    isSuggestion: false,
    profileType: null,
    gender: null,
    source: { rule: { label: "matchy" } },
  },
  {
    slug: "organic-cotton",
    title: {
      fr: "Coton bio",
      de: "Bio-Baumwolle",
      nl: "Biologisch katoen",
      es: "Algodón orgánico",
      en: "Organic cotton",
    },
    description: {
      fr: "Des vêtements en coton biologique certifié, doux pour la peau des enfants et pour la planète.",
      de: "Kleidung aus zertifizierter Bio-Baumwolle – sanft zur Kinderhaut und zum Planeten.",
      nl: "Kleding van gecertificeerd biologisch katoen, zacht voor de huid van kinderen en voor de planeet.",
      es: "Ropa de algodón orgánico certificado, suave con la piel de los niños y con el planeta.",
      en: "Clothes in certified organic cotton, gentle on children's skin and on the planet.",
    },
    isShop: true,
    isSuggestion: false,
    profileType: null,
    gender: null,
    source: { rule: { label: "cotonbio" } },
  },
  {
    slug: "winter",
    title: { fr: "Bien au chaud", de: "Schön warm", nl: "Lekker warm", es: "Bien abrigados", en: "Wrapped up warm" },
    description: {
      fr: "Manteaux, pulls, bonnets, écharpes et bottines pour affronter l'hiver avec style.",
      de: "Mäntel, Pullover, Mützen, Schals und Stiefeletten, um stilvoll durch den Winter zu kommen.",
      nl: "Jassen, truien, mutsen, sjaals en laarsjes om de winter in stijl door te komen.",
      es: "Abrigos, jerséis, gorros, bufandas y botines para pasar el invierno con estilo.",
      en: "Coats, jumpers, hats, scarves and ankle boots to face the winter in style.",
    },
    isShop: true,
    isSuggestion: false,
    profileType: null,
    gender: null,
    source: { rule: { typeKeys: ["coat", "pull", "hat", "scarf", "boots", "cardigan"] } },
  },
  {
    slug: "last-chance",
    title: {
      fr: "Dernière chance",
      de: "Letzte Chance",
      nl: "Laatste kans",
      es: "Última oportunidad",
      en: "Last chance",
    },
    description: {
      fr: "Les toutes dernières pièces, avec une ou deux tailles restantes : ne tardez pas !",
      de: "Die allerletzten Teile, nur noch ein oder zwei pro Größe: nicht zu lange warten!",
      nl: "De allerlaatste stuks, nog maar één of twee per maat: wacht niet te lang!",
      es: "Las últimas prendas, con una o dos unidades por talla: ¡no esperes!",
      en: "The very last pieces, only one or two left per size: don't wait!",
    },
    isShop: true,
    isSuggestion: false,
    profileType: null,
    gender: null,
    source: { rule: { lastChance: true } },
  },
  {
    slug: "woman-new",
    title: {
      fr: "Nouveautés femme",
      de: "Neu für Damen",
      nl: "Nieuw voor dames",
      es: "Novedades mujer",
      en: "New in for women",
    },
    description: {
      fr: "La nouvelle saison de nos créatrices européennes : maille douce, coupes fluides et couleurs d'automne.",
      de: "Die neue Saison unserer europäischen Designerinnen: weicher Strick, fließende Schnitte und Herbstfarben.",
      nl: "Het nieuwe seizoen van onze Europese ontwerpsters: zacht breiwerk, soepele snitten en herfstkleuren.",
      es: "La nueva temporada de nuestras diseñadoras europeas: punto suave, cortes fluidos y colores de otoño.",
      en: "The new season from our European designers: soft knits, flowing cuts and autumn colours.",
    },
    isShop: true,
    isSuggestion: true,
    profileType: "WOMAN",
    gender: "woman",
    source: { rule: { genders: ["woman"], recent: true } },
  },
];

/** The ordered product references of a collection. */
export function collectionReferences(
  collection: SeedCollection,
  products: readonly SeedProduct[] = PRODUCTS,
): string[] {
  return "references" in collection.source
    ? [...collection.source.references]
    : applyRule(collection.source.rule, products).map((p) => p.reference);
}

/** slug → ordered product references, resolved once. */
export const COLLECTION_PRODUCTS: ReadonlyMap<string, readonly string[]> = new Map(
  COLLECTIONS.map((c) => [c.slug, collectionReferences(c)]),
);
