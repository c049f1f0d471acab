/**
 * How errors are logged, everywhere: never with the values of a statement. A failed
 * query's message carries its parameters ("params: …", a password hash among them when a user row
 * was being written) and PostgreSQL's `detail` carries row values ("Key (email)=(…) already
 * exists"): both are left out; the SQL text (placeholders only), codes and names stay.
 */
const SAFE_FIELDS = [
  "code",
  "statusCode",
  "severity",
  "constraint",
  "table",
  "column",
  "schema",
  "routine",
  "errno",
  "syscall",
];

function scrub(text: unknown): string | undefined {
  if (typeof text !== "string") return undefined;
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "\nparams: [left out]");
}

export function errorSerializer(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) && (typeof error !== "object" || error === null)) return error;
  const e = error as Error & Record<string, unknown>;
  const out: Record<string, unknown> = { type: e.constructor?.name ?? "Error", message: scrub(e.message) };
  for (const field of SAFE_FIELDS) if (e[field] !== undefined && typeof e[field] !== "object") out[field] = e[field];
  if (typeof e.stack === "string") out.stack = scrub(e.stack);
  if (e.cause !== undefined && depth < 3) out.cause = errorSerializer(e.cause, depth + 1);
  return out;
}

const serialize = (error: unknown) => errorSerializer(error);
export const logSerializers: Record<string, (value: unknown) => unknown> = { err: serialize, error: serialize };
