/**
 * Issue 23 point 6, decision 0031: every e-mail goes through the outbox (enqueueMail in the
 * transaction of the change it reports), so only the outbox's sender talks to the mailer. A module
 * reaching for the Mailer again — `app.mailer.send(…)` after a commit, a Mailer passed around —
 * fails here, naming the file.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;
const apiSrc = join(root, "api/src");

/** Who may hold the Mailer: the mail module itself, the scheduler that runs the outbox, and the wiring. */
const MAY_HOLD_MAILER = [/^modules\/mail\//, /^modules\/scheduler\//, /^app\.ts$/, /^main\.ts$/];
/** Who may send: the outbox's sender only (and the Mailer's own transport). */
const MAY_SEND = [/^modules\/scheduler\/mail-job\.ts$/, /^modules\/mail\/mailer\.ts$/];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(apiSrc).map((path) => ({ name: relative(apiSrc, path), text: readFileSync(path, "utf8") }));

/** A call that sends an e-mail at once: `mailer.send(`, `app.mailer\n.send(`, `deps.mailer.send(`, `.sendMail(`. */
const SENDS = /\bmailer\s*(?:\?\.|\.)\s*send\s*\(|\.sendMail\s*\(/i;
/** The Mailer handed to a module (a type, a parameter, `app.mailer`). */
const HOLDS = /\bMailer\b|\bapp\.mailer\b/;

describe("the e-mail outbox is the only way to send", () => {
  it("the guard's patterns catch the sends the outbox replaced", () => {
    expect(SENDS.test("const sending = app.mailer\n          .send(message)")).toBe(true);
    expect(SENDS.test("await deps.mailer.send(orderConfirmationMail(view))")).toBe(true);
    expect(SENDS.test("mailer.send(acknowledgementMail(ticket))")).toBe(true);
    expect(SENDS.test("await enqueueMail(tx, key, message)")).toBe(false);
    expect(HOLDS.test("deps: { db: AppDatabase; mailer: Mailer }")).toBe(true);
    expect(HOLDS.test("sendTicketMails(app.mailer, log)")).toBe(true);
  });

  it("no file of api/src sends an e-mail but the outbox's sender", () => {
    const sending = files.filter((f) => SENDS.test(f.text) && !MAY_SEND.some((allowed) => allowed.test(f.name)));
    expect(sending.map((f) => f.name)).toEqual([]);
  });

  it("no module but mail and scheduler holds the Mailer", () => {
    const holding = files.filter((f) => HOLDS.test(f.text) && !MAY_HOLD_MAILER.some((allowed) => allowed.test(f.name)));
    expect(holding.map((f) => f.name)).toEqual([]);
  });
});
