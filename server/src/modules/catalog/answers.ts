/** Sending the storefront's cached answers: ETag and If-None-Match, cache headers, a gone client's work skipped. */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CachedAnswer } from "./cache.js";

/**
 * Public catalog answers may be kept by a reverse proxy or CDN for a few seconds (s-maxage, the same
 * bound as the server's own cache) and revalidated with their ETag; browsers always revalidate.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=5";

export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header("cache-control", PUBLIC_CACHE_CONTROL).header("etag", answer.etag);
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch?.split(/\s*,\s*/).some((tag) => tag === answer.etag || tag === "*")) {
    return reply.status(304).send();
  }
  return reply.status(answer.status).type("application/json; charset=utf-8").send(answer.body);
}

/**
 * Whether the client went away before its answer was sent, so that work still queued for it (a
 * search waiting for a database connection) is not done for nobody. A check, not a listener: it
 * costs nothing on the requests whose client stays.
 */
export function clientGone(reply: FastifyReply): () => boolean {
  return () => reply.raw.destroyed || reply.raw.socket?.destroyed === true;
}
