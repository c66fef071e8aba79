/** The scheduler module (durable jobs, the e-mail outbox) as the rest of the API sees it. */
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
export { schedulerJobs } from "./mail-job.js";
