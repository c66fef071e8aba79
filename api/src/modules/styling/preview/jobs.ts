/**
 * The preview's scheduled work (decision 0031's scheduler): "preview-deadlines" (every 10
 * minutes) validates the PENDING previews whose deadline (expires_at, PREVIEW_ANSWER_DAYS after
 * the preview was sent) has passed, as the family's "validate" would — the request VALIDATED, the
 * "box validated" e-mail saying it was validated for them. Each preview in its own transaction,
 * locked and checked again (one the family answered meanwhile is left alone; its e-mail is keyed
 * by the preview, so two scheduler instances send it once).
 */
import type { ModuleJobs } from "../../scheduler/index.js";
import { validateExpiredPreviews } from "./answer.js";

export const PREVIEW_DEADLINES_EVERY_MS = 10 * 60_000;

export const previewJobs: ModuleJobs = {
  handlers: {},
  recurring: [
    {
      name: "preview-deadlines",
      everyMs: PREVIEW_DEADLINES_EVERY_MS,
      run: async (ctx) => {
        const validated = await validateExpiredPreviews(ctx.db, {
          now: ctx.now,
          storefrontUrl: ctx.config.storefrontUrl,
        });
        if (validated > 0) ctx.log.info({ validated }, "previews validated at their deadline");
      },
    },
  ],
};
