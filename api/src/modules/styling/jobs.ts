/**
 * The styling module's scheduled work: composing each request's box COMPOSE_LEAD_DAYS before its
 * delivery date (compose-jobs.ts) and, with the preview, its deadline (preview-jobs.ts).
 */
import { combineJobs, type ModuleJobs } from "../scheduler/index.js";
import { composeJobs } from "./compose-jobs.js";

export const stylingJobs: ModuleJobs = combineJobs(composeJobs);
