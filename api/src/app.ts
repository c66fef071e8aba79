import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
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
import { securityHeadersPlugin } from "./plugins/security-headers.js";
import { rateLimitPlugin } from "./plugins/rate-limit.js";
import { visitorPlugin } from "./plugins/visitor.js";
import type { Mailer } from "./modules/mail/index.js";
import { modules } from "./modules.js";

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

  await app.register(securityHeadersPlugin, {
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
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    ttlSeconds: config.accessTokenTtlSeconds,
    sessionCheckTtlSeconds: config.sessionCheckTtlSeconds,
  });

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

  // Every module's routes, in the order of the list (decision 0040)
  for (const module of modules) {
    if (!module.routes) continue;
    if (module.routesOutsideProduction && config.env === "production") continue;
    await app.register(module.routes);
  }

  app.addHook("onClose", async () => mailer.close());
  return app;
}
