import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { AppDatabase, Database } from "./db/client.js";
import { authPlugin } from "./plugins/auth.js";
import { errorsPlugin } from "./plugins/errors.js";
import { localePlugin } from "./plugins/locale.js";
import { rateLimitPlugin } from "./plugins/rate-limit.js";
import { visitorPlugin } from "./plugins/visitor.js";
import { Mailer, devMailRoutes } from "./modules/mail/index.js";
import { healthRoutes } from "./modules/health/index.js";
import { clientsRoutes } from "./modules/clients/index.js";
import { adminRoutes } from "./modules/admin/index.js";
import { contentAdminRoutes } from "./modules/content-admin/index.js";
import { websiteRoutes } from "./modules/website/index.js";
import { subscribersRoutes } from "./modules/subscribers/index.js";
import { supportRoutes } from "./modules/support/index.js";
import { mediaRoutes } from "./modules/media/index.js";
import { profilesRoutes } from "./modules/profiles/index.js";
import { quizRoutes } from "./modules/quiz/index.js";
import { addressesRoutes } from "./modules/addresses/index.js";
import { blogRoutes } from "./modules/blog/index.js";
import { paymentsPlugin } from "./modules/payments/index.js";
import { ordersRoutes } from "./modules/orders/index.js";
import { catalogueRoutes } from "./modules/catalogue/index.js";
import { checkoutMoneyRoutes } from "./modules/checkout-money/index.js";
import { malleRoutes } from "./modules/malle/index.js";
import { stylingRoutes } from "./modules/styling/index.js";
import { giftCardsRoutes } from "./modules/gift-cards/index.js";
import { loyaltyRoutes } from "./modules/loyalty/index.js";
import { referralRoutes } from "./modules/referral/index.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: AppDatabase;
    mailer: Mailer;
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Where the log goes instead of stdout; given, the log is on even in tests (secrets test). */
  logStream?: NodeJS.WritableStream;
};

export async function buildApp({ config, database, mailer, logStream }: AppDeps): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const app = Fastify({
    logger:
      config.env === "test" && !logStream
        ? false
        : {
            level: config.logLevel,
            // Secrets never reach the logs (issue: passwords and tokens)
            redact: ["req.headers.authorization", "req.headers.cookie"],
            // Bodies are never logged; URLs are, without their query string (preview_token…)
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: request.url.split("?")[0],
                id: request.id,
              }),
            },
            ...(logStream ? { stream: logStream } : {}),
          },
    requestIdHeader: "x-request-id",
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    // Whose X-Forwarded-For names the visitor: the storefront's address (decision 0036); a hop
    // count as the function Fastify makes of one (its types take no number)
    trustProxy: typeof trustProxy === "number" ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate("mailer", mailer);

  await app.register(helmet, {
    // The docs page loads its own inline scripts and styles
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
      },
    },
    crossOriginResourcePolicy: { policy: "cross-origin" },
  });
  await app.register(visitorPlugin, { storefrontSecret: config.storefrontSecret });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 5, fields: 20 } });
  await app.register(errorsPlugin);
  await app.register(localePlugin);
  await app.register(authPlugin, { secret: config.jwtSecret, ttlSeconds: config.accessTokenTtlSeconds });

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "La Malle API",
        version: "1.0.0",
        description: "Shop and styling-box API. Every call reads Accept-Language (fr, de, nl, es, en; default fr).",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/docs" });
  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes);
  if (config.env !== "production") await app.register(devMailRoutes);
  await app.register(clientsRoutes);
  await app.register(adminRoutes);
  await app.register(contentAdminRoutes);
  await app.register(websiteRoutes);
  await app.register(subscribersRoutes);
  await app.register(supportRoutes);
  await app.register(mediaRoutes);
  await app.register(profilesRoutes);
  await app.register(quizRoutes);
  await app.register(addressesRoutes);
  await app.register(blogRoutes);
  await app.register(paymentsPlugin);
  await app.register(ordersRoutes);
  await app.register(catalogueRoutes);
  await app.register(checkoutMoneyRoutes);
  await app.register(malleRoutes);
  await app.register(stylingRoutes);
  await app.register(giftCardsRoutes);
  await app.register(loyaltyRoutes);
  await app.register(referralRoutes);

  app.addHook("onClose", async () => mailer.close());
  return app;
}
