/**
 * The whole data model. Import as `import * as schema from "./schema/index.js"`.
 * One migration history lives in api/drizzle (npm run db:generate).
 */
export * from "./enums.js";
export * from "./clients.js";
export * from "./staff.js";
export * from "./profiles.js";
export * from "./addresses.js";
export * from "./subscriptions.js";
export * from "./quiz.js";
export * from "./jobs.js";
export * from "./catalogue.js";
export * from "./engine.js";
export * from "./orders.js";
export * from "./money.js";
export * from "./content.js";
export * from "./support.js";
export * from "./customer-service.js";
export * from "./littlegeste.js";
export * from "./operations.js";
export * from "./withdrawal.js";
export * from "./relations.js";
