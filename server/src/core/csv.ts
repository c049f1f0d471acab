/**
 * CSV for downloads, written by csv-stringify (quoting, escaping, CRLF per RFC 4180). A text cell a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe; numbers
 * stay numbers.
 */
import { stringify } from "csv-stringify/sync";
import type { FastifyReply } from "fastify";

/** A decimal number written as text ("-39.71"): a spreadsheet reads it as a number, never as a formula. */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;
const inert = (value: unknown) =>
  typeof value === "string" && /^[=+\-@\t\r]/.test(value) && !DECIMAL.test(value) ? `'${value}` : value;

export function toCsv(columns: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return stringify(
    rows.map((row) => row.map(inert)),
    { header: true, columns: [...columns], record_delimiter: "windows" },
  );
}

/** Sends CSV as a download named `filename`, never cached. */
export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("Content-Disposition", `attachment; filename="${filename}"`)
    .header("Cache-Control", "no-store")
    .send(csv);
}
