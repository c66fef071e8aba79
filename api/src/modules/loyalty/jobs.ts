import type { ModuleJobs } from "../scheduler/index.js";

// Scaffold (issue 18): points expiring.
export const loyaltyJobs: ModuleJobs = { handlers: {} };
