/** One error type with a code, mapped to an HTTP status in one place (server-rules.md section 1). */
import { ERROR_CODES, type ErrorBody, type ErrorCode, MSG } from "@shop/contract";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable, isUniqueViolation } from "../db/errors.js";

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  ORDER_NOT_CANCELLABLE: 409,
  INVALID_STATUS_CHANGE: 409,
  DUPLICATE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  UNPROCESSABLE: 422,
  SERVICE_UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(fieldErrors ? ERROR_CODES.validation : ERROR_CODES.badRequest, message, fieldErrors);
export const unauthorized = (message: string = MSG.notSignedIn) => new AppError(ERROR_CODES.unauthorized, message);
export const forbidden = (message: string = MSG.forbidden) => new AppError(ERROR_CODES.forbidden, message);
export const notFound = (message: string = MSG.notFound) => new AppError(ERROR_CODES.notFound, message);
export const conflict = (message: string, code: ErrorCode = ERROR_CODES.conflict) => new AppError(code, message);

/** Turns zod issues into `{field: first message}`. */
export function toFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

function body(code: string, message: string, fieldErrors?: Record<string, string>): ErrorBody {
  return fieldErrors ? { message, code, fieldErrors } : { message, code };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
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
      // The database is restarting or unreachable: a moment's wait, not a bug (issue 10.1).
      request.log.warn({ err: error }, "database unavailable");
      return reply.status(503).header("Retry-After", "5").send(body(ERROR_CODES.unavailable, MSG.unavailable));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(body(ERROR_CODES.internal, MSG.internal));
  });
}

export const notFoundBody = () => body(ERROR_CODES.notFound, MSG.notFound);

/** Runs a write; a unique-index violation becomes 409 with `message` (a duplicate name, e-mail…). */
export async function duplicateAs409<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message, ERROR_CODES.duplicate);
    throw error;
  }
}
