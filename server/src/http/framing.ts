/**
 * One request, one answer (decision 0005). When Node's HTTP parser fails on a connection (a
 * Transfer-Encoding that is not a valid coding, a malformed chunk, a request that arrives too
 * slowly), it may already have handed the request to the app. Fastify's default handler then writes
 * its own 400 beside the app's answer, and a proxy that reuses the connection could give that stray
 * answer to the next request. Here a parse failure gets exactly one answer, and the connection is
 * closed after it: the server cannot know where the failed request ended, so nothing after it on
 * that connection is a request.
 */
import http, { type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { ERROR_CODES } from "@shop/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../core/errors.js";

const MESSAGES: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: "The request did not arrive in time" },
  HPE_HEADER_OVERFLOW: { status: 431, message: "The request's headers are too large" },
};

/** Fastify's `clientErrorHandler`: the answer of a connection whose request could not be parsed. */
export function onClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (inFlight?.headersSent) {
    // The app has begun answering this connection's request: that is its one answer. The
    // connection closes once it is out.
    if (inFlight.writableFinished) socket.destroy();
    else {
      inFlight.once("finish", () => socket.destroySoon());
      inFlight.once("close", () => socket.destroy());
    }
    return;
  }
  // Nothing sent yet: this is the one answer; an answer the app computes later finds the socket gone.
  const { status, message } = MESSAGES[error.code ?? ""] ?? { status: 400, message: "The request is not valid HTTP" };
  const body = JSON.stringify({ message, code: ERROR_CODES.badRequest });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroySoon();
}

/**
 * A request whose Transfer-Encoding does not end in `chunked` has a body whose end cannot be known
 * (RFC 9112 §6.3): answered 400 before its body is looked at, and the connection is closed.
 */
export async function refuseInvalidTransferEncoding(request: FastifyRequest, reply: FastifyReply) {
  const codings = request.headers["transfer-encoding"];
  if (codings === undefined || /(?:^|,)[ \t]*chunked[ \t]*$/i.test(codings)) return;
  reply.header("Connection", "close");
  throw new AppError(ERROR_CODES.badRequest, "The request's Transfer-Encoding is not valid");
}
