import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect, inject } from "vitest";
import { SMTPServer } from "smtp-server";
import PostalMime, { type Email } from "postal-mime";
import { buildApp } from "../src/app.js";
import { loadConfig, type Config } from "../src/config.js";
import { openDatabase, type Database } from "../src/db/client.js";
import { jobs, staffMemberRoles, staffMembers } from "../src/db/schema/index.js";
import { hashPassword } from "../src/modules/clients/passwords.js";
import { Mailer } from "../src/modules/mail/mailer.js";
import { Scheduler, schedulerModule } from "../src/modules/scheduler/index.js";

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtp() {
  const received: Email[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((mail) => void received.push(mail))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /**
     * Sends the outbox's due e-mails, what the scheduler does every SCHEDULER_POLL_MS (set by
     * createTestApp; waitForMail calls it, since every e-mail goes through the outbox).
     */
    sendOutbox: async () => {},
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * A fresh, seeded database for one test file, copied from the run's snapshot (global-setup.ts):
 * in-memory PGlite by default, or a new database on the PostgreSQL server named by
 * TEST_DATABASE_URL (dropped at the end), so the suite runs on both.
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const snapshot = inject("seededSnapshot");
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: "memory://", snapshot: new Blob([await readFile(snapshot)]) });
    return { database, drop: () => database.close() };
  }
  const { default: postgres } = await import("postgres");
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `t_${process.pid}_${randomBytes(4).toString("hex")}`;
  await admin.unsafe(`create database ${name} template ${snapshot}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "memory://" });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export type TestContext = {
  app: FastifyInstance;
  config: Config;
  mail: Awaited<ReturnType<typeof startSmtp>>;
  close: () => Promise<void>;
};

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(join(tmpdir(), "malle-api-"));
  const mail = await startSmtp();
  const { database, drop } = await freshDatabase();
  const config = loadConfig(
    { NODE_ENV: "test" },
    // Without the stylist's review a composed box is sent at once, as most tests expect (the
    // workbench's tests turn it on)
    { dataDir, smtpUrl: mail.url, jwtSecret: randomBytes(32).toString("hex"), stylistReview: false, ...overrides },
  );
  const mailer = new Mailer({ smtpUrl: mail.url, dataDir, from: config.mailFrom });
  const app = await buildApp({ config, database, mailer, logStream: options.logStream });
  await app.ready();
  mail.sendOutbox = async () => {
    await new Scheduler({ db: app.db, mailer, log: app.log, config, handlers: schedulerModule.jobs.handlers }).runDue();
  };
  return {
    app,
    config,
    mail,
    close: async () => {
      await app.close();
      await drop();
      await mail.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The outbox's e-mail written under this key (a "mail" job), or undefined: tests check it is written with its change. */
export async function outboxMail(app: FastifyInstance, key: string) {
  const [row] = await app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, "mail"), eq(jobs.key, key)));
  return row;
}

/** Sends the outbox and waits until the SMTP server has received a message matching the predicate. */
export async function waitForMail(mail: TestContext["mail"], predicate: (m: Email) => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await mail.sendOutbox();
    const found = mail.received.find(predicate);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("expected e-mail was not received");
}

/** Signs in a seeded account and returns the bearer header. */
export async function signIn(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({ method: "POST", url: "/clients/token", payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { access_token: string; refresh_token: string; client_id: number };
  return { ...body, headers: { authorization: `Bearer ${body.access_token}` } };
}

let signedUp = 0;
/** A new client, signed up through the API (so with nothing yet: no address, no profile): its bearer header. */
export async function signUpClient(app: FastifyInstance, emailPrefix: string): Promise<Record<string, string>> {
  signedUp += 1;
  const email = `${emailPrefix}.${signedUp}.${Date.now().toString(36)}@example.com`;
  const response = await app.inject({
    method: "POST",
    url: "/clients",
    payload: { email, password: "correct horse battery" },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { authorization: `Bearer ${response.json<{ access_token: string }>().access_token}` };
}

/** A GET in a language (its Accept-Language), as the storefront reads the API. */
export function getIn(app: FastifyInstance, url: string, locale?: string) {
  return app.inject({ method: "GET", url, headers: locale ? { "accept-language": locale } : {} });
}

/** A GET that must answer 200 with JSON: its body. */
export async function getJson<T>(app: FastifyInstance, url: string, locale?: string): Promise<T> {
  const response = await getIn(app, url, locale);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  return response.json() as T;
}

export type Problem = { type: string; title: string; status: number; errors?: Record<string, string[]> };

/** The answer must be a problem (problem+json) with this status, and this type when one is given: the problem. */
export function expectProblem(
  response: { statusCode: number; body: string; json: () => unknown },
  status: number,
  type?: string,
): Problem {
  expect(response.statusCode, response.body).toBe(status);
  const problem = response.json() as Problem;
  expect(problem.status).toBe(status);
  expect(typeof problem.type).toBe("string");
  expect(problem.title).toBeTruthy();
  if (type) expect(problem.type).toBe(type);
  return problem;
}

/** Signs a staff member in (POST staff/token) and returns the pair and the bearer header. */
export async function signInStaff(app: FastifyInstance, email: string, password: string, totp_code?: string) {
  const response = await app.inject({ method: "POST", url: "/staff/token", payload: { email, password, totp_code } });
  if (response.statusCode !== 200) throw new Error(`staff sign-in failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { access_token: string; refresh_token: string; staff_id: number };
  return { ...body, headers: { authorization: `Bearer ${body.access_token}` } };
}

let staffCreated = 0;
export const STAFF_PASSWORD = "correct horse battery staple";
/** A new staff member holding the given roles (written in the database), signed in. */
export async function newStaffMember(app: FastifyInstance, roles: string[], name = "Test Staff") {
  staffCreated += 1;
  const email = `staff.${staffCreated}.${Date.now().toString(36)}@example.com`;
  const [row] = await app.db
    .insert(staffMembers)
    .values({ email, name, passwordHash: await hashPassword(STAFF_PASSWORD) })
    .returning({ id: staffMembers.id });
  if (roles.length > 0) await app.db.insert(staffMemberRoles).values(roles.map((role) => ({ staffId: row!.id, role })));
  return { id: row!.id, email, ...(await signInStaff(app, email, STAFF_PASSWORD)) };
}
