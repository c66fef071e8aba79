/**
 * The engine's priors job ("engine-priors"): every PRIORS_CHECK_EVERY_MS it looks whether the
 * priors are ENGINE_PRIORS_MINUTES old (or were never computed) and, if so, recomputes them
 * (priors.ts): one transaction replacing the tables, so a second scheduler instance waits and
 * writes the same rows.
 */
import type { ModuleJobs } from "../scheduler/index.js";
import { computePriors, priorsDue } from "./priors.js";

export const PRIORS_CHECK_EVERY_MS = 5 * 60_000;

export const priorsJobs: ModuleJobs = {
  handlers: {},
  recurring: [
    {
      name: "engine-priors",
      everyMs: PRIORS_CHECK_EVERY_MS,
      run: async (ctx) => {
        if (!(await priorsDue(ctx.db, ctx.now, ctx.config.enginePriorsMinutes))) return;
        const counts = await computePriors(ctx.db, ctx.now);
        ctx.log.info(counts, "engine priors computed");
      },
    },
  ],
};
