/**
 * The styling module's scheduled work: composing each request's box COMPOSE_LEAD_DAYS before its
 * delivery date (compose-jobs.ts: compose-due, compose-request) and validating the previews left
 * unanswered at their deadline (preview/jobs.ts: preview-deadlines).
 */
import { combineJobs, type ModuleJobs } from "../scheduler/index.js";
import { composeJobs } from "./compose-jobs.js";
import { previewJobs } from "./preview/jobs.js";

export const stylingJobs: ModuleJobs = combineJobs(composeJobs, previewJobs);
