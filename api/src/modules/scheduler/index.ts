/** The scheduler module (durable jobs, the e-mail outbox) as the rest of the API sees it. */
import type { ApiModule } from "../module.js";
import { schedulerJobs } from "./mail-job.js";
export { enqueueJob, enqueueMail, enqueueMails, retryDelayMs, MAIL_JOB, type NewJobInput } from "./queue.js";
export {
  Scheduler,
  combineJobs,
  type JobContext,
  type JobHandler,
  type ModuleJobs,
  type PassResult,
  type Recurring,
  type SchedulerOptions,
} from "./scheduler.js";

/** The scheduler module as the process registers it: its name, routes and jobs (decision 0040). */
export const schedulerModule = { name: "scheduler", jobs: schedulerJobs } satisfies ApiModule;
