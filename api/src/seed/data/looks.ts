/**
 * Looks: outfits of 2 to 4 products chosen deterministically from the generated catalogue by
 * recipes (garment type, colour, gender). Kid looks share at least one age size, so a look can be
 * bought in one size. Every product of a look has stock.
 */
import { KID_AGE_SIZES } from "#domain/profiles.js";
import { PRODUCTS, type SeedProduct } from "./products.js";
import type { LocalizedText, ProductGender } from "./types.js";

interface Part {
  types: readonly string[];
  colors?: readonly string[];
  patterns?: readonly string[];
}

interface Recipe {
  slug: string;
  profileType: "KID" | "WOMAN";
  /** Gender of the look; null = unisex kid look. */
  gender: "boy" | "girl" | "woman" | null;
  /** Product genders accepted. */
  genders: readonly ProductGender[];
  /** Only baby sizes (up to 2 years). */
  baby?: boolean;
  title: LocalizedText;
  parts: readonly Part[];
}

export interface SeedLook {
  slug: string;
  profileType: "KID" | "WOMAN";
  gender: "boy" | "girl" | "woman" | null;
  title: LocalizedText;
  /** Product references, in display order. */
  products: string[];
}

const RECIPES: readonly Recipe[] = [
  {
    slug: "petite-fleur-des-champs",
    profileType: "KID",
    gender: "girl",
    genders: ["girl"],
    title: {
      fr: "Petite fleur des champs",
      de: "Kleine Wiesenblume",
      nl: "Klein veldbloemetje",
      es: "Florecilla de campo",
      en: "Little wildflower",
    },
    parts: [
      { types: ["dress"], patterns: ["flowers", "dots"] },
      { types: ["cardigan"] },
      { types: ["sandals", "trainers"] },
    ],
  },
  {
    slug: "recre-etoilee",
    profileType: "KID",
    gender: "girl",
    genders: ["girl", "unisex"],
    title: {
      fr: "Récré étoilée",
      de: "Sternenpause",
      nl: "Sterrenspeelkwartier",
      es: "Recreo estrellado",
      en: "Starry playtime",
    },
    parts: [{ types: ["sweatshirt", "tshirt"], patterns: ["stars"] }, { types: ["leggings"] }, { types: ["trainers"] }],
  },
  {
    slug: "dimanche-au-bord-de-la-mer",
    profileType: "KID",
    gender: "girl",
    genders: ["girl"],
    title: {
      fr: "Dimanche au bord de la mer",
      de: "Sonntag am Meer",
      nl: "Zondag aan zee",
      es: "Domingo junto al mar",
      en: "Sunday by the sea",
    },
    parts: [{ types: ["blouse"] }, { types: ["skirt", "shorts"] }, { types: ["sandals"] }, { types: ["hat"] }],
  },
  {
    slug: "cocon-d-hiver",
    profileType: "KID",
    gender: "girl",
    genders: ["girl"],
    title: {
      fr: "Cocon d'hiver",
      de: "Winterkokon",
      nl: "Winterse cocon",
      es: "Refugio de invierno",
      en: "Winter cocoon",
    },
    parts: [{ types: ["pull"] }, { types: ["jeans"] }, { types: ["boots"] }, { types: ["scarf"] }],
  },
  {
    slug: "petit-matelot",
    profileType: "KID",
    gender: "boy",
    genders: ["boy"],
    title: {
      fr: "Petit matelot",
      de: "Kleiner Matrose",
      nl: "Kleine matroos",
      es: "Pequeño marinero",
      en: "Little sailor",
    },
    parts: [
      { types: ["tshirt", "sweatshirt"], patterns: ["stripes"] },
      { types: ["shorts"] },
      { types: ["sandals", "trainers"] },
    ],
  },
  {
    slug: "l-explorateur",
    profileType: "KID",
    gender: "boy",
    genders: ["boy"],
    title: {
      fr: "L'explorateur",
      de: "Der Entdecker",
      nl: "De ontdekkingsreiziger",
      es: "El explorador",
      en: "The explorer",
    },
    parts: [
      { types: ["sweatshirt"], colors: ["khaki", "mustard", "navy", "sage"] },
      { types: ["trousers"] },
      { types: ["trainers", "boots"] },
    ],
  },
  {
    slug: "la-rentree-des-grands",
    profileType: "KID",
    gender: "boy",
    genders: ["boy"],
    title: {
      fr: "La rentrée des grands",
      de: "Schulstart für die Großen",
      nl: "Terug naar school voor de groten",
      es: "La vuelta al cole de los mayores",
      en: "Back to school for big kids",
    },
    parts: [{ types: ["shirt"] }, { types: ["jeans"] }, { types: ["pull", "cardigan"] }, { types: ["bag"] }],
  },
  {
    slug: "cabane-en-foret",
    profileType: "KID",
    gender: "boy",
    genders: ["boy", "unisex"],
    title: {
      fr: "Cabane en forêt",
      de: "Baumhaus im Wald",
      nl: "Hut in het bos",
      es: "Cabaña en el bosque",
      en: "Forest den",
    },
    parts: [{ types: ["coat"] }, { types: ["trousers", "overalls"] }, { types: ["hat"] }],
  },
  {
    slug: "premiers-calins",
    profileType: "KID",
    gender: null,
    genders: ["unisex"],
    baby: true,
    title: {
      fr: "Premiers câlins",
      de: "Erste Kuscheleinheiten",
      nl: "Eerste knuffels",
      es: "Primeros mimos",
      en: "First cuddles",
    },
    parts: [{ types: ["bodysuit"] }, { types: ["leggings", "trousers"] }, { types: ["cardigan"] }, { types: ["hat"] }],
  },
  {
    slug: "douce-nuit",
    profileType: "KID",
    gender: null,
    genders: ["unisex"],
    baby: true,
    title: { fr: "Douce nuit", de: "Gute Nacht", nl: "Slaap lekker", es: "Dulces sueños", en: "Sweet dreams" },
    parts: [{ types: ["sleepsuit"] }, { types: ["sleepingbag"] }],
  },
  {
    slug: "du-bureau-a-l-ecole",
    profileType: "WOMAN",
    gender: "woman",
    genders: ["woman"],
    title: {
      fr: "Du bureau à l'école",
      de: "Vom Büro zur Schule",
      nl: "Van kantoor naar school",
      es: "De la oficina al colegio",
      en: "From office to school gate",
    },
    parts: [{ types: ["shirt"] }, { types: ["trousers"] }, { types: ["flats"] }],
  },
  {
    slug: "week-end-a-la-campagne",
    profileType: "WOMAN",
    gender: "woman",
    genders: ["woman"],
    title: {
      fr: "Week-end à la campagne",
      de: "Wochenende auf dem Land",
      nl: "Weekendje op het platteland",
      es: "Fin de semana en el campo",
      en: "Weekend in the country",
    },
    parts: [{ types: ["pull"] }, { types: ["jeans"] }, { types: ["boots"] }, { types: ["bag"] }],
  },
  {
    slug: "terrasse-d-ete",
    profileType: "WOMAN",
    gender: "woman",
    genders: ["woman"],
    title: {
      fr: "Terrasse d'été",
      de: "Sommerterrasse",
      nl: "Zomers terras",
      es: "Terraza de verano",
      en: "Summer terrace",
    },
    parts: [{ types: ["dress"] }, { types: ["sandals"] }, { types: ["hat", "bag"] }],
  },
  {
    slug: "cocooning-chic",
    profileType: "WOMAN",
    gender: "woman",
    genders: ["woman"],
    title: {
      fr: "Cocooning chic",
      de: "Gemütlich und schick",
      nl: "Chic cocoonen",
      es: "Cómoda y elegante",
      en: "Chic and cosy",
    },
    parts: [{ types: ["cardigan"] }, { types: ["tshirt"] }, { types: ["trousers"] }, { types: ["scarf"] }],
  },
  {
    slug: "soiree-entre-amies",
    profileType: "WOMAN",
    gender: "woman",
    genders: ["woman"],
    title: {
      fr: "Soirée entre amies",
      de: "Abend mit Freundinnen",
      nl: "Avondje met vriendinnen",
      es: "Noche con amigas",
      en: "Girls' night out",
    },
    parts: [{ types: ["blouse"] }, { types: ["skirt"] }, { types: ["flats"] }],
  },
];

const ageIndex = (size: string) => (KID_AGE_SIZES as readonly string[]).indexOf(size);

function ageSizes(product: SeedProduct): string[] {
  return product.variants.map((v) => v.size).filter((s) => ageIndex(s) >= 0);
}

function inStock(product: SeedProduct): boolean {
  return product.variants.filter((v) => v.stock > 0).length >= Math.min(2, product.variants.length);
}

function matches(product: SeedProduct, recipe: Recipe, part: Part): boolean {
  if (!recipe.genders.includes(product.gender)) return false;
  if (!part.types.includes(product.typeKey)) return false;
  if (part.colors && !part.colors.includes(product.colorKey)) return false;
  if (part.patterns && !part.patterns.includes(product.pattern)) return false;
  if (recipe.baby && ageSizes(product).some((s) => ageIndex(s) > 5)) return false;
  return inStock(product);
}

/** Resolves the recipes against a catalogue; a product is used by one look at most. */
export function buildLooks(products: readonly SeedProduct[]): SeedLook[] {
  const used = new Set<string>();
  return RECIPES.map((recipe) => {
    const chosen: SeedProduct[] = [];
    for (const part of recipe.parts) {
      const common = chosen.length > 0 ? chosen.map(ageSizes).find((sizes) => sizes.length > 0) : undefined;
      const candidate =
        products.find(
          (p) =>
            !used.has(p.reference) &&
            matches(p, recipe, part) &&
            (!common || ageSizes(p).length === 0 || ageSizes(p).some((s) => common.includes(s))),
        ) ?? products.find((p) => !used.has(p.reference) && matches(p, recipe, part));
      if (!candidate) continue;
      chosen.push(candidate);
      used.add(candidate.reference);
    }
    if (chosen.length < 2) throw new Error(`Look ${recipe.slug}: not enough products in the catalogue`);
    return {
      slug: recipe.slug,
      profileType: recipe.profileType,
      gender: recipe.gender,
      title: recipe.title,
      products: chosen.map((p) => p.reference),
    };
  });
}

export const LOOKS: readonly SeedLook[] = buildLooks(PRODUCTS);
