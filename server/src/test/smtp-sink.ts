/**
 * A real SMTP server on 127.0.0.1 for the outbox's tests: it speaks enough SMTP for nodemailer
 * (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT), keeps every message it accepted, and can take its time
 * before accepting each one (a slow mail server) or be down (nothing listening on its port).
 */
import net from "node:net";

export interface SinkMessage {
  subject: string;
  to: string[];
}

export interface SmtpSink {
  port: number;
  received: SinkMessage[];
  /** Messages whose connection was closed while the server still took its time over them. */
  dropped: number;
  /** Milliseconds the server waits before it accepts each message. */
  delayMs: number;
  /** Starts listening on the port (again; nothing when it listens already). */
  up(): Promise<void>;
  /** Stops listening and drops every connection: an outage. */
  down(): Promise<void>;
}

/** A port nothing listens on yet (the sink starts down). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function createSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const sink: SmtpSink = {
    port,
    received: [],
    dropped: 0,
    delayMs: 0,
    up: async () => {
      if (server) return;
      server = net.createServer((socket) => serve(socket));
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    },
    down: async () => {
      for (const s of sockets) s.destroy();
      if (server) await new Promise((resolve) => server!.close(resolve));
      server = undefined;
    },
  };

  function serve(socket: net.Socket) {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let to: string[] = [];
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    reply("220 sink ESMTP");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const subject = /^Subject: (.*)$/im.exec(message)?.[1]?.trim() ?? "";
          const recipients = to;
          to = [];
          setTimeout(() => {
            if (socket.destroyed) {
              sink.dropped += 1;
              return;
            }
            sink.received.push({ subject, to: recipients });
            reply("250 OK queued");
          }, sink.delayMs);
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") reply("250-sink\r\n250 8BITMIME");
        else if (verb === "HELO" || verb === "MAIL" || verb === "RSET" || verb === "NOOP") reply("250 OK");
        else if (verb === "RCPT") {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 go ahead");
        } else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("502 not implemented");
      }
    });
  }
  return sink;
}
