import type { ModuleJobs } from "../scheduler/index.js";

// Scaffold (issue 18): each card e-mailed on its date.
export const giftCardsJobs: ModuleJobs = { handlers: {} };
