import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_PORT: z.coerce.number().int().positive().default(4000),
  API_HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default(".data"),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("La Malle <bonjour@lamalle.test>"),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(365),
  STOREFRONT_URL: z.string().url().default("http://localhost:3000"),
  LOG_LEVEL: z.string().default("info"),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  // Town suggestions (§7 third-party): an unset or empty URL/username leaves the service unused
  FRENCH_ADDRESS_API_URL: z.url().or(z.literal("")).optional(),
  GEONAMES_URL: z.url().default("https://secure.geonames.org"),
  GEONAMES_USERNAME: z.string().optional(),
  TOWN_LOOKUP_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  storefrontUrl: string;
  logLevel: string;
  /** Sign-in and reset attempts allowed per minute and address. */
  rateLimitMax: number;
  /** French address service (GET /communes); unset: the bundled communes data answers. */
  frenchAddressApiUrl: string | undefined;
  geonamesUrl: string;
  /** GeoNames account; unset: no town suggestions outside France. */
  geonamesUsername: string | undefined;
  townLookupTimeoutMs: number;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.parse(env);
  const dataDir = resolve(overrides.dataDir ?? parsed.DATA_DIR);
  if (parsed.NODE_ENV === "production" && !parsed.JWT_SECRET && !overrides.jwtSecret) {
    throw new Error("JWT_SECRET must be set in production");
  }
  return {
    env: parsed.NODE_ENV,
    port: parsed.API_PORT,
    host: parsed.API_HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    jwtSecret: overrides.jwtSecret ?? parsed.JWT_SECRET ?? developmentSecret(dataDir),
    accessTokenTtlSeconds: parsed.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: parsed.REFRESH_TOKEN_TTL_DAYS,
    storefrontUrl: parsed.STOREFRONT_URL,
    logLevel: parsed.LOG_LEVEL,
    rateLimitMax: parsed.RATE_LIMIT_MAX,
    frenchAddressApiUrl: parsed.FRENCH_ADDRESS_API_URL || undefined,
    geonamesUrl: parsed.GEONAMES_URL,
    geonamesUsername: parsed.GEONAMES_USERNAME || undefined,
    townLookupTimeoutMs: parsed.TOWN_LOOKUP_TIMEOUT_MS,
    ...overrides,
  };
}
