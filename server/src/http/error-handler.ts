/**
 * The error handler: an AppError answers its own status and code, a schema failure 400 with the
 * fields, framework errors their status with the one error body, an unreachable database 503, and
 * anything else a generic 500 (logged without the values of a failed statement: http/log.ts).
 */
import { ERROR_CODES, MSG } from "@shop/contract";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, errorBodyOf as body, toFieldErrors } from "../core/errors.js";
import { isDatabaseUnavailable } from "../db/errors.js";

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header("Retry-After", String(error.retryAfterSeconds));
      return reply.status(error.status).send(body(error.code, error.message, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [v.instancePath.replace(/^\//, "").replaceAll("/", ".")].filter(Boolean),
        message: v.message ?? "Invalid value",
      }));
      const fieldErrors = toFieldErrors(issues);
      const first = Object.values(fieldErrors)[0];
      const context = error.validationContext;
      const message = context === "body" ? MSG.validationFailed : (first ?? MSG.validationFailed);
      return reply.status(400).send(body(ERROR_CODES.validation, message, fieldErrors));
    }
    const status = error.statusCode ?? 500;
    if (
      error.code === "FST_REQ_FILE_TOO_LARGE" ||
      error.code === "FST_FILES_LIMIT" ||
      error.code === "FST_PARTS_LIMIT"
    ) {
      return reply.status(413).send(body(ERROR_CODES.tooLarge, MSG.tooLarge));
    }
    if (status === 413 || error.code === "FST_FIELDS_LIMIT") {
      return reply.status(413).send(body(ERROR_CODES.tooLarge, MSG.requestTooLarge));
    }
    if (status === 415 || error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.status(415).send(body(ERROR_CODES.unsupportedMedia, MSG.wrongContentType));
    }
    if (status === 429) {
      return reply.status(429).send(body(ERROR_CODES.rateLimited, MSG.rateLimited));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty body with a JSON content type and similar client mistakes.
      const message = error.code?.startsWith("FST_ERR_CTP") ? "The request body is not valid JSON" : "Bad request";
      return reply
        .status(status === 404 ? 404 : 400)
        .send(body(status === 404 ? ERROR_CODES.notFound : ERROR_CODES.badRequest, message));
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or unreachable: a moment's wait, not a bug (decision 0005).
      request.log.warn({ err: error }, "database unavailable");
      return reply.status(503).header("Retry-After", "5").send(body(ERROR_CODES.unavailable, MSG.unavailable));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(body(ERROR_CODES.internal, MSG.internal));
  });
}
