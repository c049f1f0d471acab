/**
 * Guards on raw input that no route schema can express: NUL characters (PostgreSQL refuses them
 * in text), JSON bodies that are empty, and router errors that must still get the one error body.
 */
import { ERROR_CODES, MSG } from "@shop/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, badRequest } from "../core/errors.js";

/** The first path (e.g. "street" or "items.0.name") whose string holds a NUL character. */
function nulPath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path || "_" : undefined;
  if (depth > 20 || value === null || typeof value !== "object") return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulPath(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export async function refuseNulCharacters(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const field = nulPath(part, "");
    if (field) throw badRequest(MSG.controlCharacters, { [field]: MSG.controlCharacters });
  }
}

/** Stands in for a body that is not JSON until the request's hooks refuse it. */
const NOT_JSON = Object.freeze({ notJson: true });

/**
 * JSON parser that reads an empty body as "no body", so body-less POST/DELETE calls with a JSON
 * content type work. A body that is not valid JSON has been read in full by then, so it is refused
 * with 400 from a hook instead of as a parser error: Fastify closes the connection after a parser
 * error, and clients reusing the keep-alive connection waited on a socket nobody answered (decision 0005).
 */
export function registerJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (typeof body === "string" && body.trim() === "") return done(null, undefined);
    parseJson(request, body.toString(), (error, value) => done(null, error ? NOT_JSON : value));
  });
  app.addHook("preValidation", async (request) => {
    if (request.body === NOT_JSON) throw new AppError(ERROR_CODES.badRequest, "The request body is not valid JSON");
  });
}

/** Router-level mistakes (a malformed URL, an over-long path segment) answered with the one error body. */
export function frameworkErrors(error: Error & { code?: string }, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === "FST_ERR_MAX_PARAM_LENGTH" ? "A part of the address is too long" : "The address is not valid";
  void reply.status(400).send({ message, code: ERROR_CODES.badRequest });
}
