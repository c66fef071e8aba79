/**
 * The outbox's sender: a "mail" job (enqueueMail) is one e-mail, sent by the scheduler after the
 * transaction that wrote it committed. A failed send is retried with the job's backoff; one key is
 * one e-mail (a worker killed between the send and the done mark is the only way to send it twice).
 */
import { z } from "zod";
import type { MailMessage } from "../mail/index.js";
import { MAIL_JOB } from "./queue.js";
import type { JobHandler, ModuleJobs } from "./scheduler.js";

const StoredMessage = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
  attachments: z
    .array(
      z.object({
        filename: z.string(),
        path: z.string().optional(),
        content: z.string().optional(),
        encoding: z.literal("base64").optional(),
        contentType: z.string().optional(),
      }),
    )
    .optional(),
});

export const sendMailJob: JobHandler = async (job, { mailer }) => {
  const message: MailMessage = StoredMessage.parse(job.payload.message);
  await mailer.send(message);
};

/** The scheduler module's own jobs: the outbox. */
export const schedulerJobs: ModuleJobs = { handlers: { [MAIL_JOB]: sendMailJob } };
