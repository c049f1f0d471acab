/**
 * The mail outbox (decision 0005): mail is written to `mail_outbox` in the transaction that causes it
 * (an order, a reset link) and delivered by a worker in every server process. A worker claims due
 * mails with FOR UPDATE SKIP LOCKED and moves their next attempt a lease ahead, so with any number
 * of servers each mail is sent once; a failed send is retried with exponential backoff and, after
 * MAX_ATTEMPTS, kept as failed for the admin to see (GET /api/admin/mail-outbox).
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { mailOutbox } from "../../db/schema/index.js";
import { rowsOf } from "../../db/transaction.js";
import type { FailingMail } from "@shop/contract";
import type { Mail, Mailer } from "../../mail/mailer.js";

export const MAX_ATTEMPTS = 8;
/** How long a claimed mail is left to its worker before another may try it (a crash mid-send). */
const LEASE_SECONDS = 120;
const BATCH = 20;
/** A mail server that does not answer within this is treated as a failed send (retried later). */
const SEND_TIMEOUT_MS = 30_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail server within ${ms / 1000} s`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The insert that puts mails in the outbox, not yet run (to send it with other writes in one
 * statement); call only with at least one mail.
 */
export function mailsInsertStatement(tx: Tx, mails: readonly Mail[]) {
  return tx
    .insert(mailOutbox)
    .values(mails.map((m) => ({ to: m.to, subject: m.subject, text: m.text, html: m.html ?? null })));
}

/** Puts several mails in the outbox, inside the caller's transaction (nothing for none). */
export async function mailsInsert(tx: Tx, mails: readonly Mail[]): Promise<void> {
  if (mails.length > 0) await mailsInsertStatement(tx, mails);
}

/** Puts a mail in the outbox, inside the caller's transaction. */
export async function enqueueMail(tx: Tx, mail: Mail): Promise<void> {
  await mailsInsertStatement(tx, [mail]);
}

interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

/** Claims due mails for this worker: their next attempt moves a lease ahead, inside one statement. */
async function claim(db: Db): Promise<OutboxRow[]> {
  return rowsOf<OutboxRow>(
    db.execute(sql`
      update mail_outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
      where id in (
        select id from mail_outbox
        where sent_at is null and failed_at is null and next_attempt_at <= now()
        order by id limit ${BATCH} for update skip locked)
      returning id, "to", subject, text, html, attempts`),
  );
}

/** Sends what is due; returns how many were sent. Safe to run in every server at once. */
export async function deliverDueMail(
  db: Db,
  mailer: Mailer,
  log?: { warn(o: object, m: string): void },
  sendTimeoutMs = SEND_TIMEOUT_MS,
) {
  let sent = 0;
  for (;;) {
    const due = await claim(db);
    if (due.length === 0) return sent;
    for (const row of due) {
      try {
        await withTimeout(
          mailer.send({
            to: row.to,
            subject: row.subject,
            text: row.text,
            ...(row.html ? { html: row.html } : {}),
          }),
          sendTimeoutMs,
        );
        await db.execute(sql`update mail_outbox set sent_at = now(), last_error = null where id = ${row.id}`);
        sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500);
        const failed = row.attempts >= MAX_ATTEMPTS;
        log?.warn({ mailId: row.id, attempts: row.attempts, failed }, "mail delivery failed");
        // Backoff: 2, 4, 8 … seconds, at most an hour.
        await db.execute(sql`
          update mail_outbox set last_error = ${message},
            failed_at = ${failed ? sql`now()` : sql`null`},
            next_attempt_at = now() + make_interval(secs => ${Math.min(2 ** row.attempts, 3600)})
          where id = ${row.id}`);
      }
    }
  }
}

/**
 * Runs the delivery loop every `everyMs` (and at once when `nudge` is called, after a mail was
 * queued by this server); returns functions to nudge it, to wait for it to be idle, and to stop it.
 */
export function startOutboxWorker(db: Db, mailer: Mailer, log: { warn(o: object, m: string): void }, everyMs = 1000) {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = running
      .then(() => (stopped ? 0 : deliverDueMail(db, mailer, log)))
      .catch((error) => {
        log.warn({ err: error }, "mail outbox worker failed; it will try again");
      });
    return running;
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    nudge: () => void run(),
    drain: () => run(),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      // A send in progress may take up to its timeout: do not hold a shutdown for longer than 5 s.
      await Promise.race([running, new Promise((r) => setTimeout(r, 5000).unref())]);
    },
  };
}

/** Mails that failed at least once and are not sent: for the admin. */
export async function failingMail(db: Db): Promise<FailingMail[]> {
  const rows = await rowsOf<{
    id: number;
    to: string;
    subject: string;
    attempts: number;
    last_error: string | null;
    failed_at: Date | string | null;
    created_at: Date | string;
    next_attempt_at: Date | string;
  }>(
    db.execute(sql`
      select id, "to", subject, attempts, last_error, failed_at, created_at, next_attempt_at from mail_outbox
      where sent_at is null and last_error is not null order by id desc limit 200`),
  );
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    attempts: r.attempts,
    lastError: r.last_error,
    failed: r.failed_at !== null,
    createdAt: new Date(r.created_at).toISOString(),
    nextAttemptAt: r.failed_at === null ? new Date(r.next_attempt_at).toISOString() : null,
  }));
}

/**
 * Sends an unsent mail again now, with a fresh set of attempts (after the admin fixed the mail
 * settings or the address); false when there is no such unsent mail.
 */
export async function retryMail(db: Db, id: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db.execute(sql`
      update mail_outbox set attempts = 0, failed_at = null, next_attempt_at = now()
      where id = ${id} and sent_at is null returning id`),
  );
  return rows.length > 0;
}
