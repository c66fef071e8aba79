/**
 * Demo accounts and their history: a client with two kids and a woman profile (subscriptions, a
 * trunk to come, a past trunk, a shop order, wallet, loyalty points, referrals), a prospect, a
 * German client; a back-office administrator (a staff account, not a client: decision 0041). Plus
 * the demo gift cards and discount/coupon codes.
 *
 * DEMO_CREDENTIALS lists what the README shows. Every e-mail is on the reserved .test domain.
 */
import type { ContentLocale, CountryCode } from "#domain/locales.js";
import { PRODUCTS, type SeedProduct } from "./products.js";

export const DEMO_PASSWORD = "Demo-Malle-2026!";
export const ADMIN_PASSWORD = "Admin-Malle-2026!";

export const DEMO_CREDENTIALS = [
  {
    role: "client",
    email: "camille@demo.lamalle.test",
    password: DEMO_PASSWORD,
    description:
      "Client (fr-FR): two kids (Jules 7, Alice 4) and a woman profile, subscriptions, past orders, wallet and loyalty points",
  },
  {
    role: "client",
    email: "lena@demo.lamalle.test",
    password: DEMO_PASSWORD,
    description: "Client (de-DE): one kid (Mia 6) with a monthly subscription",
  },
  {
    role: "prospect",
    email: "sarah@demo.lamalle.test",
    password: DEMO_PASSWORD,
    description: "Prospect (fr-FR): signed up, no profile yet",
  },
  {
    role: "staff",
    email: "admin@demo.lamalle.test",
    password: ADMIN_PASSWORD,
    description: "Back-office administrator (staff account): every permission, can connect as any client",
  },
] as const;

/** The back-office's demo staff members (staff accounts, not clients): the administrator. */
export const DEMO_STAFF = [
  { email: "admin@demo.lamalle.test", password: ADMIN_PASSWORD, name: "Claire Morel", roles: ["administrator"] },
] as const;

/** Shortcuts used by tests and benchmarks: the demo client, prospect and administrator. */
export const DEMO_CLIENT = {
  email: "camille@demo.lamalle.test",
  password: DEMO_PASSWORD,
  firstname: "Camille",
  lastname: "Martin",
} as const;
export const DEMO_PROSPECT = {
  email: "sarah@demo.lamalle.test",
  password: DEMO_PASSWORD,
  firstname: "Sarah",
  lastname: "Dubois",
} as const;
export const DEMO_ADMIN = {
  email: "admin@demo.lamalle.test",
  password: ADMIN_PASSWORD,
  firstname: "Claire",
  lastname: "Morel",
} as const;

export interface SeedAddress {
  kind: "shipping" | "billing";
  firstname: string;
  lastname: string;
  street: string;
  complement?: string;
  postcode: string;
  city: string;
  countryCode: CountryCode;
  phone: string;
  /** The client's default address of this kind. */
  isDefault: boolean;
}

export interface SeedSubscription {
  frequency: number | null;
  isActive: boolean;
  statusDetailsCode: string | null;
  nextAt: string | null;
  nextOptimisticDeliveryDate: string | null;
  nextDeliveryDate: string | null;
  pausedAt?: string;
  createdAt: string;
}

export interface SeedOrderLine {
  reference: string;
  size: string;
  status: "ORDERED" | "KEPT" | "RETURNED";
}

export interface SeedProfile {
  key: string;
  profileType: "KID" | "WOMAN";
  firstname: string;
  gender: "boy" | "girl" | "woman";
  birthdate: string | null;
  hasRequested: boolean;
  description: string | null;
  subscriptionStatus: "ONE_SHOT" | "ONGOING_SUBSCRIPTION" | "PAUSED_SUBSCRIPTION" | "TERMINATED_SUBSCRIPTION" | null;
  colorBackground: string;
  colorText: string;
  topSize: string;
  bottomSize: string;
  shoeSize: string;
  /** Quiz answers by question key and choice keys (api/src/modules/quiz/default-content.ts), besides the profile fields. */
  quizAnswers: Record<string, readonly string[]>;
  subscription?: SeedSubscription;
  /** The trunk to come: a pending request with wishes. */
  nextRequest?: { deliveryDate: string; comment: string; wishes: SeedOrderLine[] };
  /** A past trunk, delivered and closed. */
  pastBox?: {
    requestedAt: string;
    deliveredAt: string;
    returnDeadline: string;
    lines: SeedOrderLine[];
    rating: { rating: number; comment: string };
  };
}

export interface SeedAccount {
  key: string;
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  locale: ContentLocale;
  country: CountryCode;
  subscriptionStatus: "PROSPECT" | "PROSPECT_WITH_KID" | "ONGOING_SUBSCRIPTION" | "PAUSED_SUBSCRIPTION";
  womanSubscriptionStatus: "PROSPECT" | "PROSPECT_WITH_WOMAN" | "ONGOING_SUBSCRIPTION" | "PAUSED_SUBSCRIPTION" | null;
  shopStatus: "PROSPECT" | "PROSPECT_WITH_CART" | "ORDERED";
  giftCardStatus: "GIVER" | null;
  isWomanActivated: boolean;
  isLoyaltyMember: boolean;
  isOptinKid: boolean;
  isOptinWoman: boolean;
  origin: string | null;
  returnMode: "colissimo" | "mondial_relay" | "hermes" | "inpost" | null;
  createdAt: string;
  addresses: SeedAddress[];
  profiles: SeedProfile[];
  paymentMethods: {
    platform: "card_via_sandbox" | "paypal_via_sandbox" | "ideal_via_sandbox";
    externalId: string;
    brand: string;
    last4: string | null;
    expirationDate: string | null;
    isDefault: boolean;
  }[];
  /** Wallet movements in order; balances are computed by the seed. */
  wallet: {
    amountCents: number;
    kind: "GIFT_CARD" | "REFERRAL_REWARD" | "ORDER_PAYMENT" | "REFUND";
    reference: string;
    createdAt: string;
  }[];
  /** Loyalty movements in order; balances are computed by the seed. */
  loyalty: {
    points: number;
    reason: "ORDER" | "REFERRAL" | "SIGNUP" | "BIRTHDAY" | "RECYCLE";
    reference: string;
    createdAt: string;
  }[];
  referrals: {
    godsonEmail: string;
    status: "INVITED" | "SIGNED_UP" | "CONVERTED" | "REWARDED";
    rewardCents: number | null;
    createdAt: string;
  }[];
  shopOrders: {
    createdAt: string;
    deliveredAt: string;
    lines: SeedOrderLine[];
    /** A return the family asked for and has not sent yet (its label to print): the first lines, why. */
    openReturn?: { lines: number; reason: string | null; createdAt: string };
  }[];
  newsletter: ("KID" | "WOMAN")[];
}

// ---------------------------------------------------------------------------------------------
// Products of the demo history, picked deterministically from the catalogue

function pick(
  used: Set<string>,
  where: (p: SeedProduct) => boolean,
  size: string,
  status: SeedOrderLine["status"],
): SeedOrderLine {
  const product = PRODUCTS.find(
    (p) => !used.has(p.reference) && where(p) && p.variants.some((v) => v.size === size && v.stock > 2),
  );
  if (!product) throw new Error(`No demo product in size ${size}`);
  used.add(product.reference);
  return { reference: product.reference, size, status };
}

const used = new Set<string>();
const boy = (type: string) => (p: SeedProduct) => (p.gender === "boy" || p.gender === "unisex") && p.typeKey === type;
const girl = (type: string) => (p: SeedProduct) => (p.gender === "girl" || p.gender === "unisex") && p.typeKey === type;
const woman = (type: string) => (p: SeedProduct) => p.gender === "woman" && p.typeKey === type;

const julesPastBox: SeedOrderLine[] = [
  pick(used, boy("sweatshirt"), "8 ans", "KEPT"),
  pick(used, boy("trousers"), "8 ans", "KEPT"),
  pick(used, boy("tshirt"), "8 ans", "KEPT"),
  pick(used, boy("jeans"), "8 ans", "RETURNED"),
  pick(used, boy("pull"), "8 ans", "KEPT"),
  pick(used, boy("shirt"), "8 ans", "RETURNED"),
];
const julesWishes: SeedOrderLine[] = [
  pick(used, boy("coat"), "8 ans", "ORDERED"),
  pick(used, boy("tshirt"), "8 ans", "ORDERED"),
];
const camilleShopOrder: SeedOrderLine[] = [
  pick(used, woman("cardigan"), "M/L", "ORDERED"),
  pick(used, girl("dress"), "4 ans", "ORDERED"),
];
const lenaWishes: SeedOrderLine[] = [pick(used, girl("skirt"), "6 ans", "ORDERED")];

// ---------------------------------------------------------------------------------------------
// Accounts

const CAMILLE_ADDRESS = {
  firstname: "Camille",
  lastname: "Martin",
  street: "12 rue des Lilas",
  complement: "Bâtiment B, 3e étage",
  postcode: "75011",
  city: "Paris",
  countryCode: "FR" as const,
  phone: "+33 6 12 34 56 78",
};

export const DEMO_ACCOUNTS: readonly SeedAccount[] = [
  {
    key: "camille",
    firstname: "Camille",
    lastname: "Martin",
    email: "camille@demo.lamalle.test",
    password: DEMO_PASSWORD,
    locale: "fr",
    country: "FR",
    subscriptionStatus: "ONGOING_SUBSCRIPTION",
    womanSubscriptionStatus: "PAUSED_SUBSCRIPTION",
    shopStatus: "ORDERED",
    giftCardStatus: null,
    isWomanActivated: true,
    isLoyaltyMember: true,
    isOptinKid: true,
    isOptinWoman: true,
    origin: "instagram",
    returnMode: "mondial_relay",
    createdAt: "2025-09-14T19:32:00Z",
    addresses: [
      { kind: "shipping", ...CAMILLE_ADDRESS, isDefault: true },
      { kind: "billing", ...CAMILLE_ADDRESS, isDefault: true },
      {
        kind: "shipping",
        firstname: "Camille",
        lastname: "Martin",
        street: "45 avenue de la République",
        complement: "Agence Pastel – accueil",
        postcode: "75011",
        city: "Paris",
        countryCode: "FR",
        phone: "+33 1 43 55 21 09",
        isDefault: false,
      },
    ],
    profiles: [
      {
        key: "jules",
        profileType: "KID",
        firstname: "Jules",
        gender: "boy",
        birthdate: "2019-04-12",
        hasRequested: true,
        description:
          "Jules adore le foot et les dinosaures. Pas de chemises à boutons : il préfère les sweats confortables et les couleurs vives.",
        subscriptionStatus: "ONGOING_SUBSCRIPTION",
        colorBackground: "#8ec5e8",
        colorText: "#1f3a5f",
        topSize: "8 ans",
        bottomSize: "8 ans",
        shoeSize: "31",
        quizAnswers: {
          styles: ["sporty", "casual"],
          colours_loved: ["navy", "khaki", "mustard"],
          colours_refused: ["pink"],
          prints_loved: ["stripes", "stars"],
          never: ["button_shirts"],
        },
        subscription: {
          frequency: 2,
          isActive: true,
          statusDetailsCode: null,
          nextAt: "2026-12-01T08:00:00Z",
          nextOptimisticDeliveryDate: "2026-12-04",
          nextDeliveryDate: "2026-12-07",
          createdAt: "2025-09-14T19:45:00Z",
        },
        nextRequest: {
          deliveryDate: "2026-12-07",
          comment: "Il lui faudrait une tenue un peu habillée pour les fêtes, et un bonnet.",
          wishes: julesWishes,
        },
        pastBox: {
          requestedAt: "2026-09-20T09:00:00Z",
          deliveredAt: "2026-10-02T14:10:00Z",
          returnDeadline: "2026-10-09",
          lines: julesPastBox,
          rating: { rating: 5, comment: "Jules n'a plus quitté son nouveau sweat. Merci Léa !" },
        },
      },
      {
        key: "alice",
        profileType: "KID",
        firstname: "Alice",
        gender: "girl",
        birthdate: "2022-09-03",
        hasRequested: true,
        description: "Alice aime le rose, les paillettes et tourner sur elle-même en robe. Elle est frileuse.",
        subscriptionStatus: "ONGOING_SUBSCRIPTION",
        colorBackground: "#f2a7b8",
        colorText: "#4a2336",
        topSize: "4 ans",
        bottomSize: "4 ans",
        shoeSize: "26",
        quizAnswers: {
          styles: ["romantic"],
          colours_loved: ["pink", "lilac", "coral"],
          prints_loved: ["flowers", "dots"],
        },
        subscription: {
          frequency: 3,
          isActive: true,
          statusDetailsCode: null,
          nextAt: "2027-01-05T08:00:00Z",
          nextOptimisticDeliveryDate: "2027-01-08",
          nextDeliveryDate: "2027-01-11",
          createdAt: "2026-01-10T10:00:00Z",
        },
      },
      {
        key: "camille-woman",
        profileType: "WOMAN",
        firstname: "Camille",
        gender: "woman",
        birthdate: "1989-06-21",
        hasRequested: true,
        description:
          "Je travaille dans une agence de design. J'aime les pièces simples et confortables, les couleurs douces. Pas de talons.",
        subscriptionStatus: "PAUSED_SUBSCRIPTION",
        colorBackground: "#b9a3d6",
        colorText: "#2b2b2e",
        topSize: "M",
        bottomSize: "M",
        shoeSize: "39",
        quizAnswers: {
          morphology: ["h"],
          fit: ["regular"],
          styles: ["minimalist", "casual"],
          colours_loved: ["ecru", "sage", "camel"],
        },
        subscription: {
          frequency: 3,
          isActive: true,
          statusDetailsCode: "paused",
          nextAt: null,
          nextOptimisticDeliveryDate: null,
          nextDeliveryDate: null,
          pausedAt: "2026-10-01T12:00:00Z",
          createdAt: "2026-03-02T21:00:00Z",
        },
      },
    ],
    paymentMethods: [
      {
        platform: "card_via_sandbox",
        externalId: "pm_demo_camille_visa",
        brand: "visa",
        last4: "4242",
        expirationDate: "2028-12-31",
        isDefault: true,
      },
    ],
    wallet: [
      { amountCents: 1500, kind: "REFERRAL_REWARD", reference: "referral-emilie", createdAt: "2026-05-18T10:00:00Z" },
      { amountCents: 3000, kind: "GIFT_CARD", reference: "CADEAU-UTILISE", createdAt: "2026-06-02T18:20:00Z" },
      { amountCents: -1000, kind: "ORDER_PAYMENT", reference: "box-jules-2026-10", createdAt: "2026-10-09T08:00:00Z" },
    ],
    loyalty: [
      { points: 50, reason: "SIGNUP", reference: "signup", createdAt: "2025-09-14T19:32:00Z" },
      { points: 100, reason: "REFERRAL", reference: "referral-emilie", createdAt: "2026-05-18T10:00:00Z" },
      { points: 30, reason: "RECYCLE", reference: "littlegeste-2026-07", createdAt: "2026-07-22T09:00:00Z" },
      { points: 142, reason: "ORDER", reference: "box-jules-2026-10", createdAt: "2026-10-16T08:00:00Z" },
      { points: 88, reason: "ORDER", reference: "shop-2026-11", createdAt: "2026-11-12T08:00:00Z" },
    ],
    referrals: [
      {
        godsonEmail: "emilie@demo.lamalle.test",
        status: "REWARDED",
        rewardCents: 1500,
        createdAt: "2026-04-30T20:00:00Z",
      },
      {
        godsonEmail: "paul.leroy@example.com",
        status: "INVITED",
        rewardCents: null,
        createdAt: "2026-11-02T12:30:00Z",
      },
    ],
    shopOrders: [
      {
        createdAt: "2026-11-04T13:12:00Z",
        deliveredAt: "2026-11-08T11:40:00Z",
        lines: camilleShopOrder,
        openReturn: { lines: 1, reason: "size", createdAt: "2026-11-10T09:15:00Z" },
      },
    ],
    newsletter: ["KID", "WOMAN"],
  },
  {
    key: "lena",
    firstname: "Lena",
    lastname: "Schneider",
    email: "lena@demo.lamalle.test",
    password: DEMO_PASSWORD,
    locale: "de",
    country: "DE",
    subscriptionStatus: "ONGOING_SUBSCRIPTION",
    womanSubscriptionStatus: null,
    shopStatus: "PROSPECT",
    giftCardStatus: "GIVER",
    isWomanActivated: false,
    isLoyaltyMember: false,
    isOptinKid: true,
    isOptinWoman: false,
    origin: "google",
    returnMode: "hermes",
    createdAt: "2026-02-11T08:15:00Z",
    addresses: [
      {
        kind: "shipping",
        firstname: "Lena",
        lastname: "Schneider",
        street: "Kastanienallee 12",
        postcode: "10435",
        city: "Berlin",
        countryCode: "DE",
        phone: "+49 30 12345678",
        isDefault: true,
      },
      {
        kind: "billing",
        firstname: "Lena",
        lastname: "Schneider",
        street: "Kastanienallee 12",
        postcode: "10435",
        city: "Berlin",
        countryCode: "DE",
        phone: "+49 30 12345678",
        isDefault: true,
      },
    ],
    profiles: [
      {
        key: "mia",
        profileType: "KID",
        firstname: "Mia",
        gender: "girl",
        birthdate: "2020-02-14",
        hasRequested: true,
        description: "Mia liebt Tiere und klettert überall hoch. Bitte bequeme Sachen, gern mit Streifen.",
        subscriptionStatus: "ONGOING_SUBSCRIPTION",
        colorBackground: "#9bb59a",
        colorText: "#1f3a2f",
        topSize: "6 ans",
        bottomSize: "6 ans",
        shoeSize: "29",
        quizAnswers: { styles: ["sporty"], colours_loved: ["sage", "yellow"], prints_loved: ["stripes"] },
        subscription: {
          frequency: 1,
          isActive: true,
          statusDetailsCode: null,
          nextAt: "2026-11-28T08:00:00Z",
          nextOptimisticDeliveryDate: "2026-12-01",
          nextDeliveryDate: "2026-12-04",
          createdAt: "2026-02-11T08:30:00Z",
        },
        nextRequest: { deliveryDate: "2026-12-04", comment: "Gern eine Regenjacke.", wishes: lenaWishes },
      },
    ],
    paymentMethods: [
      {
        platform: "paypal_via_sandbox",
        externalId: "pm_demo_lena_paypal",
        brand: "paypal",
        last4: null,
        expirationDate: null,
        isDefault: true,
      },
    ],
    wallet: [],
    loyalty: [],
    referrals: [],
    shopOrders: [],
    newsletter: ["KID"],
  },
  {
    key: "sarah",
    firstname: "Sarah",
    lastname: "Dubois",
    email: "sarah@demo.lamalle.test",
    password: DEMO_PASSWORD,
    locale: "fr",
    country: "FR",
    subscriptionStatus: "PROSPECT",
    womanSubscriptionStatus: null,
    shopStatus: "PROSPECT",
    giftCardStatus: null,
    isWomanActivated: false,
    isLoyaltyMember: false,
    isOptinKid: false,
    isOptinWoman: false,
    origin: "footer",
    returnMode: null,
    createdAt: "2026-11-15T17:05:00Z",
    addresses: [],
    profiles: [],
    paymentMethods: [],
    wallet: [],
    loyalty: [],
    referrals: [],
    shopOrders: [],
    newsletter: [],
  },
];

// ---------------------------------------------------------------------------------------------
// Gift cards and codes

export interface SeedGiftCard {
  code: string;
  amountCents: number;
  balanceCents: number;
  target: "KID" | "WOMAN" | null;
  giver: string | null;
  usedBy: string | null;
  usedAt: string | null;
  recipientName: string | null;
  recipientEmail: string | null;
  message: string | null;
  expiresAt: string;
  createdAt: string;
}

export const GIFT_CARDS: readonly SeedGiftCard[] = [
  {
    code: "MALLE-CADEAU-50",
    amountCents: 5000,
    balanceCents: 5000,
    target: "KID",
    giver: "lena",
    usedBy: null,
    usedAt: null,
    recipientName: "Anna",
    recipientEmail: "anna@example.com",
    message: "Alles Liebe zur Geburt von Emil!",
    expiresAt: "2027-11-30T23:59:59Z",
    createdAt: "2026-11-01T10:00:00Z",
  },
  {
    code: "CADEAU-UTILISE",
    amountCents: 3000,
    balanceCents: 0,
    target: null,
    giver: null,
    usedBy: "camille",
    usedAt: "2026-06-02T18:20:00Z",
    recipientName: "Camille",
    recipientEmail: "camille@demo.lamalle.test",
    message: "Joyeux anniversaire !",
    expiresAt: "2027-05-31T23:59:59Z",
    createdAt: "2026-05-30T09:00:00Z",
  },
  {
    code: "CADEAU-EXPIRE",
    amountCents: 3000,
    balanceCents: 3000,
    target: "WOMAN",
    giver: null,
    usedBy: null,
    usedAt: null,
    recipientName: null,
    recipientEmail: null,
    message: null,
    expiresAt: "2026-01-31T23:59:59Z",
    createdAt: "2025-01-31T09:00:00Z",
  },
];

export interface SeedCode {
  code: string;
  kind: "DISCOUNT" | "COUPON" | "BIRTHDAY";
  percent: number | null;
  amountCents: number | null;
  shippingFeeOffered: boolean;
  target: "KID" | "WOMAN" | null;
  appliesTo: "BOX" | "SHOP" | null;
  minOrderCents: number | null;
  minLoyaltyPoints: number | null;
  maxUses: number | null;
  maxUsesPerClient: number | null;
  client: string | null;
  expiresAt: string | null;
}

export const CODES: readonly SeedCode[] = [
  {
    code: "BIENVENUE15",
    kind: "DISCOUNT",
    percent: 15,
    amountCents: null,
    shippingFeeOffered: false,
    target: null,
    appliesTo: "BOX",
    minOrderCents: null,
    minLoyaltyPoints: null,
    maxUses: null,
    maxUsesPerClient: 1,
    client: null,
    expiresAt: "2027-12-31T23:59:59Z",
  },
  {
    code: "LIVRAISONOFFERTE",
    kind: "DISCOUNT",
    percent: null,
    amountCents: null,
    shippingFeeOffered: true,
    target: null,
    appliesTo: "SHOP",
    minOrderCents: null,
    minLoyaltyPoints: null,
    maxUses: null,
    maxUsesPerClient: 1,
    client: null,
    expiresAt: "2027-06-30T23:59:59Z",
  },
  {
    code: "FEMME10",
    kind: "DISCOUNT",
    percent: null,
    amountCents: 1000,
    shippingFeeOffered: false,
    target: "WOMAN",
    appliesTo: null,
    minOrderCents: 5000,
    minLoyaltyPoints: null,
    maxUses: 500,
    maxUsesPerClient: 1,
    client: null,
    expiresAt: "2027-03-31T23:59:59Z",
  },
  {
    code: "HIVER2025",
    kind: "DISCOUNT",
    percent: 20,
    amountCents: null,
    shippingFeeOffered: false,
    target: null,
    appliesTo: null,
    minOrderCents: null,
    minLoyaltyPoints: null,
    maxUses: null,
    maxUsesPerClient: 1,
    client: null,
    expiresAt: "2026-02-28T23:59:59Z",
  },
  {
    code: "ANNIV-ALICE",
    kind: "BIRTHDAY",
    percent: 20,
    amountCents: null,
    shippingFeeOffered: false,
    target: "KID",
    appliesTo: null,
    minOrderCents: null,
    minLoyaltyPoints: null,
    maxUses: 1,
    maxUsesPerClient: 1,
    client: "camille",
    expiresAt: "2026-12-31T23:59:59Z",
  },
];
