import type { ModuleJobs } from "../scheduler/index.js";

// Scaffold (issue 17): composing each request's box before its date, and the previews' deadline.
export const stylingJobs: ModuleJobs = { handlers: {} };
