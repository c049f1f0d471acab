/**
 * The mail outbox (decision 0005): mail is written to `mail_outbox` in the transaction that causes it
 * (an order, a reset link) and delivered by a worker in every server process. A worker claims due
 * mails with FOR UPDATE SKIP LOCKED and moves their next attempt a lease ahead, so with any number
 * of servers each mail is sent once; a failed send is retried with a backoff capped at five minutes
 * for at least a day and then kept as failed for the admin to see (GET /api/admin/mail-outbox) and
 * send again, one or all at once.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { mailOutbox } from "../../db/schema/index.js";
import { rowsOf } from "../../db/transaction.js";
import type { FailingMail } from "@shop/contract";
import type { Mail, Mailer } from "../../mail/mailer.js";

/** The pause after the n-th failed attempt: 2, 4, 8 … seconds, at most five minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(2 ** attempts, MAX_BACKOFF_SECONDS);
}
const MAX_BACKOFF_SECONDS = 300;
/** A mail is retried for at least this long before it is given up (an SMTP outage of a night). */
const RETRY_FOR_SECONDS = 24 * 3600;
/**
 * The attempts whose pauses add up to at least RETRY_FOR_SECONDS: counted in attempts, not from the
 * mail's creation, so an admin's "send again" gives it a fresh day.
 */
export const MAX_ATTEMPTS = (() => {
  let n = 1;
  for (let waited = 0; waited < RETRY_FOR_SECONDS; n++) waited += backoffSeconds(n);
  return n;
})();
const MAX_BATCH = 20;

/**
 * How a worker claims and sends (config.ts: OUTBOX_LEASE_SECONDS, MAIL_SEND_TIMEOUT_MS): a claimed
 * mail is left to its worker for the lease (a crash mid-send frees it after that); a mail server that
 * does not answer within the send timeout counts as a failed send. The timeout is shorter than the
 * lease, so a send that starts with a fresh lease ends before another worker may claim the mail.
 */
export interface OutboxTiming {
  leaseSeconds: number;
  sendTimeoutMs: number;
}
export const DEFAULT_TIMING: OutboxTiming = { leaseSeconds: 120, sendTimeoutMs: 30_000 };

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

/**
 * Puts a mail in the outbox once for `dedupeKey`, inside the caller's transaction: a second mail with
 * the same key (a retried call, another server) is dropped. True when this one was queued.
 */
export async function enqueueMailOnce(tx: Tx, mail: Mail, dedupeKey: string): Promise<boolean> {
  const rows = await tx
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, dedupeKey })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
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

/**
 * Claims due mails for this worker: their next attempt moves a lease ahead and their attempt count
 * goes up, inside one statement. Only as many as can be sent within the lease (each send may take
 * the whole send timeout), so a slow mail server does not leave claimed mails to a second worker.
 */
async function claim(db: Db, timing: OutboxTiming): Promise<OutboxRow[]> {
  const batch = Math.max(1, Math.min(MAX_BATCH, Math.floor((timing.leaseSeconds * 1000) / timing.sendTimeoutMs)));
  return rowsOf<OutboxRow>(
    db.execute(sql`
      update mail_outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${timing.leaseSeconds})
      where id in (
        select id from mail_outbox
        where sent_at is null and failed_at is null and next_attempt_at <= now()
        order by id limit ${batch} for update skip locked)
      returning id, "to", subject, text, html, attempts`),
  );
}

/**
 * Renews this worker's claim on a mail just before it is sent: true while the claim is still ours
 * (the attempt count is the one this worker claimed, so no other worker has claimed it since), the
 * mail unsent and not given up. The send that follows ends within its timeout, inside the lease.
 */
async function renewClaim(db: Db, row: OutboxRow, timing: OutboxTiming): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db.execute(sql`
      update mail_outbox set next_attempt_at = now() + make_interval(secs => ${timing.leaseSeconds})
      where id = ${row.id} and attempts = ${row.attempts} and sent_at is null and failed_at is null
      returning id`),
  );
  return rows.length > 0;
}

/** Sends what is due; returns how many were sent. Safe to run in every server at once. */
export async function deliverDueMail(
  db: Db,
  mailer: Mailer,
  log?: { warn(o: object, m: string): void },
  timing: OutboxTiming = DEFAULT_TIMING,
) {
  let sent = 0;
  for (;;) {
    const due = await claim(db, timing);
    if (due.length === 0) return sent;
    for (const row of due) {
      if (!(await renewClaim(db, row, timing))) continue;
      try {
        await withTimeout(
          mailer.send({
            to: row.to,
            subject: row.subject,
            text: row.text,
            ...(row.html ? { html: row.html } : {}),
          }),
          timing.sendTimeoutMs,
        );
        await db.execute(
          sql`update mail_outbox set sent_at = now(), last_error = null, failed_at = null where id = ${row.id}`,
        );
        sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500);
        const failed = row.attempts >= MAX_ATTEMPTS;
        log?.warn({ mailId: row.id, attempts: row.attempts, failed }, "mail delivery failed");
        // Only over this worker's own claim: never a failure written over a mail another worker sent.
        await db.execute(sql`
          update mail_outbox set last_error = ${message},
            failed_at = ${failed ? sql`now()` : sql`null`},
            next_attempt_at = now() + make_interval(secs => ${backoffSeconds(row.attempts)})
          where id = ${row.id} and attempts = ${row.attempts} and sent_at is null`);
      }
    }
  }
}

/**
 * Runs the delivery loop every `everyMs` (and at once when `nudge` is called, after a mail was
 * queued by this server); returns functions to nudge it, to wait for it to be idle, and to stop it.
 */
export function startOutboxWorker(
  db: Db,
  mailer: Mailer,
  log: { warn(o: object, m: string): void },
  timing: OutboxTiming = DEFAULT_TIMING,
  everyMs = 1000,
) {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = running
      .then(() => (stopped ? 0 : deliverDueMail(db, mailer, log, timing)))
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

/** Sends every given-up mail again now, each with a fresh set of attempts; returns how many. */
export async function retryAllFailedMail(db: Db): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    db.execute(sql`
      update mail_outbox set attempts = 0, failed_at = null, next_attempt_at = now()
      where sent_at is null and failed_at is not null returning id`),
  );
  return rows.length;
}
