/**
 * The SMTP transport gives a connection up at the outbox's send timeout (docs/decisions/0005): a mail
 * server that takes longer than that never gets to accept the message later, after the outbox has
 * counted the send as failed and will try it again.
 */
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpSink, type SmtpSink } from "../../test/smtp-sink.js";
import { createMailer } from "../../mail/mailer.js";

let sink: SmtpSink;
/** The SMTP path logs nothing. */
const log = { info: () => {} } as unknown as FastifyBaseLogger;
beforeAll(async () => {
  sink = await createSmtpSink();
  await sink.up();
});
afterAll(() => sink?.down());

const until = async (done: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe("the SMTP mailer", () => {
  it("closes the connection at the send timeout, so a slow server does not take the message later", async () => {
    sink.delayMs = 1500;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${sink.port}`,
      from: "shop@example.test",
      outboxDir: "/nonexistent",
      sendTimeoutMs: 300,
      log,
    });
    await expect(mailer.send({ to: "a@example.test", subject: "Slow", text: "hello" })).rejects.toThrow();
    // The sink's own signal: the message was still being taken when the connection closed.
    await until(() => sink.dropped === 1, 5000);
    expect(sink.received).toEqual([]);
  });

  it("keeps timeouts the SMTP_URL sets itself", async () => {
    sink.delayMs = 600;
    sink.received.length = 0;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${sink.port}/?socketTimeout=5000`,
      from: "shop@example.test",
      outboxDir: "/nonexistent",
      sendTimeoutMs: 300,
      log,
    });
    await mailer.send({ to: "b@example.test", subject: "Patient", text: "hello" });
    expect(sink.received).toEqual([{ subject: "Patient", to: ["b@example.test"] }]);
  });
});
