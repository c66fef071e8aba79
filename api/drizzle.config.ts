import { defineConfig } from "drizzle-kit";

// Paths are relative to the repository root: `npm run db:generate` runs
// `drizzle-kit generate --config api/drizzle.config.ts` from there.
export default defineConfig({
  dialect: "postgresql",
  schema: "./api/src/db/schema/index.ts",
  out: "./api/drizzle",
  strict: true,
  verbose: true,
});
