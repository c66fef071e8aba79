import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** A file on disk (path) or its bytes in base64 (content, encoding "base64": what the outbox can store). */
  attachments?: { filename: string; path?: string; content?: string; encoding?: "base64"; contentType?: string }[];
};

export type StoredMail = { id: string; to: string; subject: string; text: string; date: string };

/**
 * Sends e-mail through SMTP when SMTP_URL is set; otherwise renders the real message with
 * nodemailer and keeps it under DATA_DIR/mail, where the development page lists it.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly folder: string | undefined;

  constructor(options: { smtpUrl?: string; dataDir: string; from: string }) {
    this.from = options.from;
    if (options.smtpUrl) {
      this.transport = nodemailer.createTransport(options.smtpUrl);
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
      this.folder = join(options.dataDir, "mail");
    }
  }
  private readonly from: string;

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    if (this.folder) {
      await mkdir(this.folder, { recursive: true });
      const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      const stored: StoredMail = {
        id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        date: new Date().toISOString(),
      };
      await writeFile(join(this.folder, `${id}.eml`), info.message as Buffer);
      await writeFile(join(this.folder, `${id}.json`), JSON.stringify(stored));
    }
  }

  /** Messages kept on disk, newest first (empty when sending through SMTP). */
  async list(): Promise<StoredMail[]> {
    if (!this.folder) return [];
    const files = await readdir(this.folder).catch(() => [] as string[]);
    const metas = await Promise.all(
      files
        .filter((f) => f.endsWith(".json"))
        .map(async (f) => JSON.parse(await readFile(join(this.folder!, f), "utf8")) as StoredMail),
    );
    return metas.sort((a, b) => b.date.localeCompare(a.date));
  }

  close(): void {
    this.transport.close();
  }
}
