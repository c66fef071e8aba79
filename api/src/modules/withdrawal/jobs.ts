/**
 * The cancellations' recurring pass (decision 0046): a cancellation asked for a later day stops the
 * client's plans when that day comes; one left unapplied by a crash is applied at the next pass.
 */
import type { ModuleJobs } from "../scheduler/index.js";
import { applyDueCancellations } from "./service.js";

export const withdrawalJobs: ModuleJobs = {
  handlers: {},
  recurring: [
    {
      name: "apply-due-cancellations",
      everyMs: 60 * 60 * 1000,
      run: async ({ db, now, config }) => {
        await applyDueCancellations(db, { now, storefrontUrl: config.storefrontUrl, config });
      },
    },
  ],
};
