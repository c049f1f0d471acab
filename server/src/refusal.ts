/**
 * How `npm start` and `npm run migrate` end when they cannot go on: the reasons as sentences, one
 * per line on stderr, and a non-zero exit code; never a stack trace (docs/deploy.md).
 */
import { ConfigRefusal } from "./config.js";

/** The lines that explain `error`: a refusal's reasons, or the error's own message. */
export function reasonsOf(error: unknown): string[] {
  if (error instanceof ConfigRefusal) return error.reasons;
  // node-postgres reports a refused connection to "localhost" as an AggregateError with no message
  // of its own (one error per address tried).
  if (error instanceof AggregateError && !error.message) {
    return [...new Set(error.errors.map((e) => (e instanceof Error ? e.message : String(e))))];
  }
  if (error instanceof Error) return error.message.split("\n").filter((line) => line.trim());
  return [String(error)];
}

/**
 * Prints the reasons of `error`, one per line ("start refused: …" for a configuration refused,
 * "start failed: …" for anything else), and exits with code 1.
 */
export function refuse(command: "start" | "migrate", error: unknown): never {
  const how = error instanceof ConfigRefusal ? "refused" : "failed";
  for (const reason of reasonsOf(error)) console.error(`${command} ${how}: ${reason}`);
  process.exit(1);
}
