import { DEFAULT_SETTLEMENT_RULES, type SettlementRules } from "#domain/settlement.js";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { engineRules } from "#domain/engine/rules.js";
import type { EngineRules } from "#domain/engine/types.js";
import { CARRIERS, type Carrier } from "#domain/checkout.js";
import { COUNTRIES, type CountryCode } from "#domain/locales.js";
import { OPEN_LEAD_DAYS, WISH_WINDOW_DAYS } from "#domain/malle.js";
import { WITHDRAWAL_DAYS } from "#domain/withdrawal.js";
import { CREDIT_PERCENT, LABELS_PER_MONTH, priceGrid, type PriceGrid } from "#domain/littlegeste.js";
import { DEFAULT_TRACKING_URL_TEMPLATES } from "#domain/operations.js";
import { trustProxySetting } from "../../scripts/trust-proxy.mjs";
import { POOL_MAX_DEFAULT } from "./db/client.js";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_PORT: z.coerce.number().int().positive().default(4000),
  API_HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: z.string().optional(),
  // Connections each API process keeps to the PostgreSQL server of DATABASE_URL (decision 0073)
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(100).default(POOL_MAX_DEFAULT),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("La Malle <bonjour@lamalle.test>"),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(365),
  SESSION_CHECK_TTL_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  STOREFRONT_URL: z.string().url().default("http://localhost:3000"),
  LOG_LEVEL: z.string().default("info"),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  // Where the sign-in limits are counted, so every API process shares them; unset: in memory
  REDIS_URL: z.string().optional(),
  REDIS_KEY_PREFIX: z.string().default("malle:"),
  // Who may tell the API a visitor's address (decision 0036): proxies whose X-Forwarded-For is
  // believed (Fastify's trustProxy: addresses, CIDRs, loopback, a hop count, true/false), and a
  // secret shared with the storefront, which signs the address it sends (X-Visitor-Address)
  API_TRUST_PROXY: z.string().default("loopback"),
  STOREFRONT_SECRET: z.string().min(32).optional(),
  // Seconds in which a just-rotated refresh token answers the same new pair (concurrent refreshes)
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  // Town suggestions (§7 third-party): an unset or empty URL/username leaves the service unused
  FRENCH_ADDRESS_API_URL: z.url().or(z.literal("")).optional(),
  GEONAMES_URL: z.url().default("https://secure.geonames.org"),
  GEONAMES_USERNAME: z.string().optional(),
  TOWN_LOOKUP_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  // Payments: the offline sandbox by default; stripe or adyen take cards (the other gateway still
  // serves its own platforms when its keys are set)
  PAYMENT_PROVIDER: z.enum(["sandbox", "stripe", "adyen"]).default("sandbox"),
  API_PUBLIC_URL: z.url().optional(),
  SANDBOX_PAYMENT_SECRET: z.string().min(32).optional(),
  TOTP_ENCRYPTION_KEY: z.string().min(32).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url().optional(),
  ADYEN_API_KEY: z.string().optional(),
  ADYEN_MERCHANT_ACCOUNT: z.string().optional(),
  ADYEN_HMAC_KEY: z.string().optional(),
  ADYEN_ENVIRONMENT: z.enum(["TEST", "LIVE"]).default("TEST"),
  ADYEN_LIVE_URL_PREFIX: z.string().optional(),
  ADYEN_CHECKOUT_URL: z.url().optional(),
  // Minutes after which a shop order still unpaid is cancelled (stock, code, gift card, wallet back)
  UNPAID_ORDER_TTL_MIN: z.coerce.number().int().positive().default(60),
  // The scheduler (decision 0031): milliseconds between two passes of this process's worker; off:
  // this process runs no jobs (another one does; jobs and e-mails wait in the jobs table)
  SCHEDULER_POLL_MS: z.coerce.number().int().positive().default(5000),
  OPEN_LEAD_DAYS: z.coerce.number().int().positive().max(90).default(OPEN_LEAD_DAYS),
  // Days the audit of back-office calls is kept (decision 0044): older rows are deleted daily
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(400),
  SCHEDULER: z.enum(["on", "off"]).default("on"),
  // Days of the right of withdrawal from delivery (decision 0046): the law's 14 at least
  WITHDRAWAL_DAYS: z.coerce.number().int().min(WITHDRAWAL_DAYS).max(365).default(WITHDRAWAL_DAYS),
  // The styling engine (issue 17): a box is composed this many days before its delivery date, its
  // preview answered within this many days (then validated as it is); ENGINE_RULES overrides the
  // engine's default rules (JSON, checked at start)
  COMPOSE_LEAD_DAYS: z.coerce.number().int().positive().max(60).default(10),
  // Days a box booked on its earliest date still takes wishes before it is composed (the earliest
  // date offered is at least COMPOSE_LEAD_DAYS + this away)
  WISH_WINDOW_DAYS: z.coerce.number().int().positive().max(30).default(WISH_WINDOW_DAYS),
  PREVIEW_ANSWER_DAYS: z.coerce.number().int().positive().max(30).default(3),
  // The engine proposes, a stylist sends (decision 0043): on, a composed box waits as a draft on the
  // workbench; off, it is sent to the family at once (as before the workbench)
  STYLIST_REVIEW: z.enum(["on", "off"]).default("on"),
  WORKBENCH_CLAIM_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(120),
  // Minutes between two computations of what all families keep (the engine's priors, decision 0050)
  ENGINE_PRIORS_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(60),
  // A delivered box's settlement (decision 0047)
  BOX_DECISION_DAYS: z.coerce.number().int().min(1).max(60).default(DEFAULT_SETTLEMENT_RULES.decisionDays),
  BOX_DEADLINE_EXTENSION_DAYS: z.coerce.number().int().min(0).max(30).default(DEFAULT_SETTLEMENT_RULES.extensionDays),
  BOX_KEEP_ALL_DISCOUNT_PERCENT: z.coerce
    .number()
    .int()
    .min(0)
    .max(90)
    .default(DEFAULT_SETTLEMENT_RULES.keepAllDiscountPercent),
  BOX_STYLING_FEE_CENTS: z.coerce.number().int().min(0).max(10000).default(DEFAULT_SETTLEMENT_RULES.stylingFeeCents),
  BOX_REMINDER_DAYS_BEFORE: z.coerce.number().int().min(0).max(30).default(DEFAULT_SETTLEMENT_RULES.reminderDaysBefore),
  ENGINE_RULES: z.string().optional(),
  // Second-hand pieces (littlegeste's resold pieces) among the engine's candidates, in the family's
  // sizes and in stock (decision 0052): off by default
  ENGINE_SECOND_HAND: z.enum(["on", "off", "true", "false"]).default("off"),
  // Per account (decision 0037): friends invited by e-mail a day, CRM events reported an hour
  REFERRAL_INVITES_PER_DAY: z.coerce.number().int().positive().default(10),
  CRM_EVENTS_PER_HOUR: z.coerce.number().int().positive().default(60),
  // Mondial Relay's relay-point search (decision 0029): unset, the demo relay points answer
  MONDIAL_RELAY_ENSEIGNE: z.string().optional(),
  MONDIAL_RELAY_PRIVATE_KEY: z.string().optional(),
  MONDIAL_RELAY_URL: z.url().optional(),
  // Delivery tracking (decision 0042): the local carrier sandbox reports a shipped parcel in transit
  // then delivered after these minutes (off: only operations mark parcels delivered);
  // TRACKING_URL_TEMPLATES overrides the carriers' tracking pages (JSON, {tracking} = the number)
  CARRIER_TRACKING: z.enum(["sandbox", "off"]).default("sandbox"),
  CARRIER_SANDBOX_IN_TRANSIT_MINUTES: z.coerce.number().int().min(0).default(60),
  CARRIER_SANDBOX_DELIVERED_MINUTES: z.coerce.number().int().min(0).default(2880),
  TRACKING_URL_TEMPLATES: z.string().optional(),
  // Where families send their returns: the recipient printed on the return label
  WAREHOUSE_NAME: z.string().trim().min(1).default("La Malle — Service retours"),
  WAREHOUSE_STREET: z.string().trim().min(1).default("12 rue des Entrepôts"),
  WAREHOUSE_POSTCODE: z.string().trim().min(1).default("59160"),
  WAREHOUSE_CITY: z.string().trim().min(1).default("Lomme"),
  WAREHOUSE_COUNTRY: z.enum(COUNTRIES).default("FR"),
  // Littlegeste (decision 0048): labels a family may create per calendar month, the family's share
  // of a piece's resale price, and cells of the resale price grid (JSON {category: {grade: cents}})
  LITTLEGESTE_LABELS_PER_MONTH: z.coerce.number().int().positive().default(LABELS_PER_MONTH),
  LITTLEGESTE_CREDIT_PERCENT: z.coerce.number().int().min(0).max(100).default(CREDIT_PERCENT),
  LITTLEGESTE_PRICE_GRID: z.string().optional(),
  // The seller printed on invoices (GET /clients/me/orders/{id}/invoice.pdf); demo values by default
  SELLER_NAME: z.string().trim().min(1).default("La Malle SAS"),
  SELLER_STREET: z.string().trim().min(1).default("8 rue de la Monnaie"),
  SELLER_POSTCODE: z.string().trim().min(1).default("59000"),
  SELLER_CITY: z.string().trim().min(1).default("Lille"),
  SELLER_COUNTRY: z.enum(COUNTRIES).default("FR"),
  SELLER_SIRET: z.string().trim().min(1).default("123 456 789 00012"),
  SELLER_VAT_NUMBER: z.string().trim().min(1).default("FR12 123456789"),
});

export type PaymentsConfig = {
  provider: "sandbox" | "stripe" | "adyen";
  /** Where browsers reach the API (the sandbox payment page). */
  apiPublicUrl: string;
  /** Signs the sandbox's redirect results and webhooks. */
  sandboxSecret: string;
  /**
   * Minutes a provider's payment page stays open: the unpaid order sweep's delay
   * (UNPAID_ORDER_TTL_MIN), so no page takes a payment for an order already given up.
   */
  pageMinutes: number;
  stripe?: { secretKey: string; webhookSecret: string; apiBase?: string };
  adyen?: {
    apiKey: string;
    merchantAccount: string;
    hmacKey: string;
    environment: "TEST" | "LIVE";
    liveUrlPrefix?: string;
    /** Replaces https://checkout-test.adyen.com/v72 (tests, proxies). */
    checkoutEndpoint?: string;
  };
};

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to the PostgreSQL server per API process (decision 0073); PGlite has one. */
  databasePoolMax: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  /** Seals the staff's TOTP secrets at rest (32 bytes): from TOTP_ENCRYPTION_KEY, else derived from the JWT secret. */
  totpKey: Buffer;
  accessTokenTtlSeconds: number;
  /** Seconds a client session found live is trusted in this process without reading it again (decision 0051); 0: every request. */
  sessionCheckTtlSeconds: number;
  refreshTokenTtlDays: number;
  storefrontUrl: string;
  logLevel: string;
  /**
   * Sign-in and reset attempts allowed per minute and address; sign-ins from one IP, whatever the
   * address, are allowed 5 times as many per 15 minutes.
   */
  rateLimitMax: number;
  /** Redis holding the rate-limit counters (shared by every API process); unset: each process counts alone. */
  redisUrl: string | undefined;
  /** Prefix of every key this API writes in Redis. */
  redisKeyPrefix: string;
  /** Proxies whose X-Forwarded-For names the visitor (Fastify's trustProxy). */
  trustProxy: boolean | number | string;
  /** Signs the visitor's address the storefront sends; unset: only trustProxy names visitors. */
  storefrontSecret: string | undefined;
  /** Seconds in which a rotated refresh token answers its successor instead of closing the session. */
  refreshGraceSeconds: number;
  /** French address service (GET /communes); unset: the bundled communes data answers. */
  frenchAddressApiUrl: string | undefined;
  geonamesUrl: string;
  /** GeoNames account; unset: no town suggestions outside France. */
  geonamesUsername: string | undefined;
  townLookupTimeoutMs: number;
  payments: PaymentsConfig;
  /** Minutes after which a shop order still waiting for its payment is cancelled by the sweep. */
  unpaidOrderTtlMinutes: number;
  /** Milliseconds between two passes of the scheduler's worker. */
  schedulerPollMs: number;
  /** Days before its delivery date that a plan's next box opens (the family can customise it meanwhile). */
  openLeadDays: number;
  /** Days an audit_events row is kept before the daily pruning deletes it. */
  auditRetentionDays: number;
  /** Days a family may withdraw from a shop order or a box after its delivery (decision 0046). */
  withdrawalDays: number;
  /** Whether this process runs the scheduler's worker (SCHEDULER=off: its jobs wait for another process). */
  schedulerEnabled: boolean;
  /** Days before its delivery date that a request's box is composed (its preview sent). */
  composeLeadDays: number;
  /** Days a box booked on its earliest date takes wishes before it is composed. */
  wishWindowDays: number;
  /** Days a preview may be answered in (its expires_at); a preview still waiting then is validated. */
  previewAnswerDays: number;
  /** Whether a composed box waits for a stylist (a draft on the workbench) instead of going to the family at once. */
  stylistReview: boolean;
  /** Minutes a stylist's claim on a box lasts without a change: then "next" may give the box to another. */
  workbenchClaimMinutes: number;
  /** Minutes between two computations of the engine's population priors (styling/priors.ts). */
  enginePriorsMinutes: number;
  /** A delivered box's decision window, keep-everything discount, styling fee and reminder (decision 0047). */
  settlement: SettlementRules;
  /** The styling engine's rules: the defaults with ENGINE_RULES merged over them. */
  engineRules: EngineRules;
  /** Whether the engine may also pick second-hand pieces (decision 0052; ENGINE_SECOND_HAND, off by default). */
  engineSecondHand: boolean;
  /** Invitation e-mails (POST clients/me/referral/godsons) one account may send in 24 hours. */
  referralInvitesPerDay: number;
  /** CRM events (POST crm/event) one account may report in an hour. */
  crmEventsPerHour: number;
  /** The carriers' relay-point searches; without Mondial Relay's credentials, the demo list. */
  relayPoints: RelayPointsConfig;
  /** Parcel tracking: the carrier sandbox's delays, the tracking pages. */
  carriers: CarriersConfig;
  /** The warehouse receiving returns, printed as the recipient of the return labels. */
  warehouse: WarehouseAddress;
  /** The company selling, printed on the invoices. */
  seller: Seller;
  /** Littlegeste: the month's label limit, the family's share, the resale price grid. */
  littlegeste: { labelsPerMonth: number; creditPercent: number; priceGrid: PriceGrid };
};

export type WarehouseAddress = { name: string; street: string; postcode: string; city: string; country: CountryCode };

/** The seller's name and address, SIRET and intra-EU VAT number, as the invoices print them. */
export type Seller = WarehouseAddress & { siret: string; vatNumber: string };

/** How parcels are followed once shipped (decision 0042). */
export type CarriersConfig = {
  /** sandbox: the local carrier sandbox reports tracking events; off: operations mark deliveries. */
  tracking: "sandbox" | "off";
  sandbox: { inTransitAfterMinutes: number; deliveredAfterMinutes: number };
  /** Each carrier's tracking page, `{tracking}` standing for the number. */
  trackingUrlTemplates: Record<Carrier, string>;
};

/** The default grid with LITTLEGESTE_PRICE_GRID's cells over it (checked at start). */
function littlegestePriceGrid(json: string | undefined): PriceGrid {
  const cells = z.record(z.string(), z.record(z.string(), z.number().int().positive()));
  return priceGrid(json ? cells.parse(JSON.parse(json)) : {});
}

/** The default templates with TRACKING_URL_TEMPLATES' JSON merged over them (checked at start). */
function trackingUrlTemplates(json: string | undefined): Record<Carrier, string> {
  const overrides = json
    ? z.partialRecord(z.enum(CARRIERS), z.string().includes("{tracking}")).parse(JSON.parse(json))
    : {};
  return { ...DEFAULT_TRACKING_URL_TEMPLATES, ...overrides };
}

/** Mondial Relay's relay-point search (WSI4_PointRelais_Recherche); without it, the demo list answers. */
export type RelayPointsConfig = {
  mondialRelay?: { enseigne: string; privateKey: string; url: string; timeoutMs: number };
};

/**
 * A development secret is generated once and kept under DATA_DIR so tokens survive restarts;
 * production must set JWT_SECRET.
 */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A gateway is configured only with all its keys; the sandbox secret derives from the JWT secret. */
function paymentsConfig(parsed: z.infer<typeof EnvSchema>, jwtSecret: string): PaymentsConfig {
  const stripe =
    parsed.STRIPE_SECRET_KEY && parsed.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: parsed.STRIPE_SECRET_KEY,
          webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
          apiBase: parsed.STRIPE_API_BASE,
        }
      : undefined;
  const adyen =
    parsed.ADYEN_API_KEY && parsed.ADYEN_MERCHANT_ACCOUNT && parsed.ADYEN_HMAC_KEY
      ? {
          apiKey: parsed.ADYEN_API_KEY,
          merchantAccount: parsed.ADYEN_MERCHANT_ACCOUNT,
          hmacKey: parsed.ADYEN_HMAC_KEY,
          environment: parsed.ADYEN_ENVIRONMENT,
          liveUrlPrefix: parsed.ADYEN_LIVE_URL_PREFIX,
          checkoutEndpoint: parsed.ADYEN_CHECKOUT_URL,
        }
      : undefined;
  if (adyen?.environment === "LIVE" && !adyen.liveUrlPrefix) {
    throw new Error("ADYEN_ENVIRONMENT=LIVE needs ADYEN_LIVE_URL_PREFIX");
  }
  if (parsed.PAYMENT_PROVIDER !== "sandbox" && !(parsed.PAYMENT_PROVIDER === "stripe" ? stripe : adyen)) {
    throw new Error(`PAYMENT_PROVIDER=${parsed.PAYMENT_PROVIDER} needs its keys`);
  }
  return {
    provider: parsed.PAYMENT_PROVIDER,
    pageMinutes: parsed.UNPAID_ORDER_TTL_MIN,
    apiPublicUrl: (parsed.API_PUBLIC_URL ?? `http://localhost:${parsed.API_PORT}`).replace(/\/$/, ""),
    sandboxSecret:
      parsed.SANDBOX_PAYMENT_SECRET ?? createHmac("sha256", jwtSecret).update("sandbox-payments").digest("hex"),
    stripe,
    adyen,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.parse(env);
  const dataDir = resolve(overrides.dataDir ?? parsed.DATA_DIR);
  if (parsed.NODE_ENV === "production" && !parsed.JWT_SECRET && !overrides.jwtSecret) {
    throw new Error("JWT_SECRET must be set in production");
  }
  const jwtSecret = overrides.jwtSecret ?? parsed.JWT_SECRET ?? developmentSecret(dataDir);
  return {
    env: parsed.NODE_ENV,
    port: parsed.API_PORT,
    host: parsed.API_HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    databasePoolMax: parsed.DATABASE_POOL_MAX,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    jwtSecret,
    totpKey: parsed.TOTP_ENCRYPTION_KEY
      ? createHash("sha256").update(parsed.TOTP_ENCRYPTION_KEY).digest()
      : createHmac("sha256", jwtSecret).update("staff-totp").digest(),
    accessTokenTtlSeconds: parsed.ACCESS_TOKEN_TTL_SECONDS,
    sessionCheckTtlSeconds: parsed.SESSION_CHECK_TTL_SECONDS,
    refreshTokenTtlDays: parsed.REFRESH_TOKEN_TTL_DAYS,
    storefrontUrl: parsed.STOREFRONT_URL,
    logLevel: parsed.LOG_LEVEL,
    rateLimitMax: parsed.RATE_LIMIT_MAX,
    redisUrl: parsed.REDIS_URL || undefined,
    redisKeyPrefix: parsed.REDIS_KEY_PREFIX,
    trustProxy: trustProxySetting(parsed.API_TRUST_PROXY),
    storefrontSecret: parsed.STOREFRONT_SECRET || undefined,
    refreshGraceSeconds: parsed.REFRESH_GRACE_SECONDS,
    frenchAddressApiUrl: parsed.FRENCH_ADDRESS_API_URL || undefined,
    geonamesUrl: parsed.GEONAMES_URL,
    geonamesUsername: parsed.GEONAMES_USERNAME || undefined,
    townLookupTimeoutMs: parsed.TOWN_LOOKUP_TIMEOUT_MS,
    payments: paymentsConfig(parsed, jwtSecret),
    unpaidOrderTtlMinutes: parsed.UNPAID_ORDER_TTL_MIN,
    schedulerPollMs: parsed.SCHEDULER_POLL_MS,
    openLeadDays: parsed.OPEN_LEAD_DAYS,
    auditRetentionDays: parsed.AUDIT_RETENTION_DAYS,
    schedulerEnabled: parsed.SCHEDULER === "on",
    withdrawalDays: parsed.WITHDRAWAL_DAYS,
    composeLeadDays: parsed.COMPOSE_LEAD_DAYS,
    wishWindowDays: parsed.WISH_WINDOW_DAYS,
    previewAnswerDays: parsed.PREVIEW_ANSWER_DAYS,
    stylistReview: parsed.STYLIST_REVIEW === "on",
    workbenchClaimMinutes: parsed.WORKBENCH_CLAIM_MINUTES,
    enginePriorsMinutes: parsed.ENGINE_PRIORS_MINUTES,
    settlement: {
      decisionDays: parsed.BOX_DECISION_DAYS,
      extensionDays: parsed.BOX_DEADLINE_EXTENSION_DAYS,
      keepAllDiscountPercent: parsed.BOX_KEEP_ALL_DISCOUNT_PERCENT,
      stylingFeeCents: parsed.BOX_STYLING_FEE_CENTS,
      reminderDaysBefore: parsed.BOX_REMINDER_DAYS_BEFORE,
    },
    engineRules: engineRules(parsed.ENGINE_RULES),
    engineSecondHand: parsed.ENGINE_SECOND_HAND === "on" || parsed.ENGINE_SECOND_HAND === "true",
    referralInvitesPerDay: parsed.REFERRAL_INVITES_PER_DAY,
    crmEventsPerHour: parsed.CRM_EVENTS_PER_HOUR,
    relayPoints: {
      mondialRelay:
        parsed.MONDIAL_RELAY_ENSEIGNE && parsed.MONDIAL_RELAY_PRIVATE_KEY
          ? {
              enseigne: parsed.MONDIAL_RELAY_ENSEIGNE,
              privateKey: parsed.MONDIAL_RELAY_PRIVATE_KEY,
              url: parsed.MONDIAL_RELAY_URL ?? "https://api.mondialrelay.com/Web_Services.asmx",
              // The checkout waits this long for the list before saying the search is unavailable
              timeoutMs: 5000,
            }
          : undefined,
    },
    carriers: {
      tracking: parsed.CARRIER_TRACKING,
      sandbox: {
        inTransitAfterMinutes: parsed.CARRIER_SANDBOX_IN_TRANSIT_MINUTES,
        deliveredAfterMinutes: parsed.CARRIER_SANDBOX_DELIVERED_MINUTES,
      },
      trackingUrlTemplates: trackingUrlTemplates(parsed.TRACKING_URL_TEMPLATES),
    },
    warehouse: {
      name: parsed.WAREHOUSE_NAME,
      street: parsed.WAREHOUSE_STREET,
      postcode: parsed.WAREHOUSE_POSTCODE,
      city: parsed.WAREHOUSE_CITY,
      country: parsed.WAREHOUSE_COUNTRY,
    },
    littlegeste: {
      labelsPerMonth: parsed.LITTLEGESTE_LABELS_PER_MONTH,
      creditPercent: parsed.LITTLEGESTE_CREDIT_PERCENT,
      priceGrid: littlegestePriceGrid(parsed.LITTLEGESTE_PRICE_GRID),
    },
    seller: {
      name: parsed.SELLER_NAME,
      street: parsed.SELLER_STREET,
      postcode: parsed.SELLER_POSTCODE,
      city: parsed.SELLER_CITY,
      country: parsed.SELLER_COUNTRY,
      siret: parsed.SELLER_SIRET,
      vatNumber: parsed.SELLER_VAT_NUMBER,
    },
    ...overrides,
  };
}
