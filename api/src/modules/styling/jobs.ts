/**
 * The styling module's scheduled work: composing each request's box COMPOSE_LEAD_DAYS before its
 * delivery date (compose-jobs.ts: compose-due, compose-request) and validating the previews left
 * unanswered at their deadline (preview/jobs.ts: preview-deadlines), and recomputing what all
 * families keep, the engine's priors (priors-jobs.ts: engine-priors).
 */
import { combineJobs, type ModuleJobs } from "../scheduler/index.js";
import { composeJobs } from "./compose-jobs.js";
import { previewJobs } from "./preview/jobs.js";
import { priorsJobs } from "./priors-jobs.js";

export const stylingJobs: ModuleJobs = combineJobs(composeJobs, previewJobs, priorsJobs);
