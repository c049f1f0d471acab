/** Database error classification shared by every module, for both drivers. */

function pgCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth += 1) {
    if (typeof e === "object" && e !== null && "code" in e && typeof (e as { code: unknown }).code === "string") {
      const code = (e as { code: string }).code;
      if (/^[0-9A-Z]{5}$/.test(code)) return code;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique-violation (PostgreSQL error 23505). */
export const isUniqueViolation = (error: unknown) => pgCode(error) === "23505";
/** The unique index or constraint a violation names (both drivers report it as `constraint`). */
export const violatedConstraint = (error: unknown): string | undefined => {
  const e = error as { constraint?: unknown; cause?: { constraint?: unknown } } | null;
  const name = e?.constraint ?? e?.cause?.constraint;
  return typeof name === "string" ? name : undefined;
};
/** A foreign-key violation (PostgreSQL error 23503). */
export const isForeignKeyViolation = (error: unknown) => pgCode(error) === "23503";
/** A deadlock or serialization failure: safe to retry the whole transaction. */
export const isRetryableTxError = (error: unknown) => ["40P01", "40001"].includes(pgCode(error) ?? "");

/**
 * The database is gone for the moment (restart, failover, network): PostgreSQL's shutdown and
 * connection error classes, the driver's lost-connection errors, and the pool's connect timeout.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgCode(error);
  if (code && (/^08/.test(code) || ["57P01", "57P02", "57P03", "53300", "57014"].includes(code))) return true;
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth += 1) {
    const { code: sys, message } = e as { code?: unknown; message?: unknown };
    if (typeof sys === "string" && ["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND"].includes(sys))
      return true;
    if (
      typeof message === "string" &&
      /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|terminating connection/i.test(
        message,
      )
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
