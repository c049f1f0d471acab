/**
 * The mail transport: SMTP when SMTP_URL is set, otherwise a file outbox in the data directory
 * (one JSON file per mail) so a developer can read the mails the shop sends.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The address of a From setting written as `Name <address>` or as the address alone. */
export function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** The sender a mail goes out as: the shop's name (when known) with the configured address. */
export function senderOf(from: string, name: string | undefined): { name: string; address: string } | string {
  const shown = name?.replace(/[\r\n"\\<>]/g, " ").trim();
  return shown ? { name: shown, address: addressOf(from) } : from;
}

const written = (from: { name: string; address: string } | string) =>
  typeof from === "string" ? from : `"${from.name}" <${from.address}>`;

export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  /**
   * The name mails are sent as, read when each is sent (the shop's name as its owner set it); the
   * address stays `from`'s. Without it, or when it fails, `from` as configured.
   */
  senderName?: () => Promise<string>;
  outboxDir: string;
  /** The outbox's send timeout: the connection is given up by then too, not left to finish later. */
  sendTimeoutMs?: number;
  log: FastifyBaseLogger;
}): Mailer {
  const sender = async () => senderOf(opts.from, await opts.senderName?.().catch(() => undefined));
  if (opts.smtpUrl) {
    // The outbox counts a send that outlasts its timeout as failed and tries it again later; the
    // transport's own timeouts end that connection too, so a late answer of a slow server is not a
    // second delivery in the making (SMTP itself cannot say whether a message cut off after its data
    // was taken, the one case left).
    const transport = nodemailer.createTransport(withTimeouts(opts.smtpUrl, opts.sendTimeoutMs));
    return {
      async send(mail) {
        await transport.sendMail({ from: await sender(), ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, "_");
      const file = path.join(opts.outboxDir, `${stamp}-${Math.random().toString(36).slice(2, 8)}-${safeTo}.json`);
      // Written beside it and renamed: whoever reads the folder never sees half a mail.
      const partial = `${file}.partial`;
      await fs.writeFile(
        partial,
        JSON.stringify({ from: written(await sender()), ...mail, sentAt: new Date().toISOString() }, null, 2),
      );
      await fs.rename(partial, file);
      opts.log.info({ to: mail.to, subject: mail.subject, file }, "mail written to the outbox");
    },
  };
}

/** nodemailer reads its options from the URL's query too: the timeouts go there unless the URL sets its own. */
function withTimeouts(smtpUrl: string, ms: number | undefined): string {
  if (ms === undefined) return smtpUrl;
  const url = new URL(smtpUrl);
  for (const key of ["connectionTimeout", "greetingTimeout", "socketTimeout"]) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(ms));
  }
  return url.toString();
}

/** Reads the outbox (newest last); used by tests and the browser tests. */
export async function readOutbox(outboxDir: string): Promise<(Mail & { sentAt: string })[]> {
  let files: string[];
  try {
    files = (await fs.readdir(outboxDir)).filter((f) => f.endsWith(".json")).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map(async (f) => JSON.parse(await fs.readFile(path.join(outboxDir, f), "utf8"))));
}
