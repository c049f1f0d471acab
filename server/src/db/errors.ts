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
/** A foreign-key violation (PostgreSQL error 23503). */
export const isForeignKeyViolation = (error: unknown) => pgCode(error) === "23503";
/** A deadlock or serialization failure: safe to retry the whole transaction. */
export const isRetryableTxError = (error: unknown) => ["40P01", "40001"].includes(pgCode(error) ?? "");
