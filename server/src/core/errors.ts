/**
 * One error type with a code, mapped to an HTTP status in one place (docs/product/api.md §1). Use
 * cases throw these; the error handler (http/error-handler.ts) answers them.
 */
import { ERROR_CODES, type ErrorBody, type ErrorCode, MSG } from "@shop/contract";
import { isUniqueViolation } from "../db/errors.js";

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
    /** When to ask again: the error handler sends it as Retry-After (a rate limit's window). */
    readonly retryAfterSeconds?: number,
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
/** 429: a limit's window is full until `retryAfterSeconds` from now (docs/product/api.md §8). */
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(ERROR_CODES.rateLimited, MSG.rateLimited, undefined, retryAfterSeconds);

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

/** The one error body every failure answers with (docs/product/api.md §1). */
export function errorBodyOf(code: string, message: string, fieldErrors?: Record<string, string>): ErrorBody {
  return fieldErrors ? { message, code, fieldErrors } : { message, code };
}

export const notFoundBody = () => errorBodyOf(ERROR_CODES.notFound, MSG.notFound);

/** Runs a write; a unique-index violation becomes 409 with `message` (a duplicate name, e-mail…). */
export async function duplicateAs409<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message, ERROR_CODES.duplicate);
    throw error;
  }
}
