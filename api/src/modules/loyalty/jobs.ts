import type { ModuleJobs } from "../scheduler/index.js";
import { expirePoints } from "./service.js";

/** Once a day, points lapsed by now are written off (EXPIRATION rows, first-in first-out). */
export const LOYALTY_EXPIRY_JOB = "loyalty.expire-points";

export const loyaltyJobs: ModuleJobs = {
  handlers: {},
  recurring: [
    {
      name: LOYALTY_EXPIRY_JOB,
      everyMs: 24 * 3600_000,
      run: async ({ db, now, log }) => {
        const touched = await expirePoints(db, now);
        if (touched > 0) log.info({ clients: touched }, "loyalty points lapsed");
      },
    },
  ],
};
