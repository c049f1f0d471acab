import { z } from "zod";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "../constants.js";
import { hasAtMostDigits, MAX_CURRENCY_DIGITS } from "../currency.js";
import { MSG } from "../messages/account.js";

/** The one error body (docs/product/api.md §1). */
export const errorBody = z
  .object({
    message: z.string(),
    code: z.string(),
    fieldErrors: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: "Error" });
export type ErrorBody = z.infer<typeof errorBody>;

/** Money on the wire: a decimal number in the shop's currency, with at most its decimals (docs/product/api.md, "Money"). */
export const money = z.number().meta({
  description: "Amount in the shop's currency (settings' `currency`), with at most its decimals (`currencyDigits`)",
  example: 19.99,
});

/** A percent (a rate, a discount) with at most 2 decimals. */
export const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/**
 * An amount with at most the decimals of any currency: a schema cannot know the shop's, the server
 * checks those (docs/product/api.md, "Money").
 */
export const anyCurrencyDigits = (v: number) => hasAtMostDigits(v, MAX_CURRENCY_DIGITS);

export const isoDate = z.string().meta({ description: "ISO 8601 date-time", example: "2026-11-22T10:15:00.000Z" });

/*
 * Dates the API accepts (docs/product/api.md §1): real calendar values within PostgreSQL's range,
 * years 1 to 9999 (its end included), checked here field by field rather than by Date.parse, which
 * shifts "2026-02-30" to March and reads "2026-01-01junk" as June 1.
 */
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2}):(\d{2}))$/;
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
function realDay(y: number, m: number, d: number): boolean {
  if (y < 1 || y > 9999 || m < 1 || m > 12 || d < 1) return false;
  const days = [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
  return d <= days;
}
/** Whether the text is a real day "YYYY-MM-DD" of years 1–9999. */
export function isCalendarDay(v: string): boolean {
  const m = DAY_RE.exec(v);
  return m !== null && realDay(Number(m[1]), Number(m[2]), Number(m[3]));
}
/**
 * The instant of a date-time "YYYY-MM-DDTHH:MM[:SS[.ffffff]]" with `Z` or an offset, or of a day
 * (its midnight UTC); null when it is not a real calendar value or its instant falls outside years
 * 1–9999 in UTC.
 */
export function calendarInstant(v: string): Date | null {
  if (isCalendarDay(v)) return new Date(`${v}T00:00:00.000Z`);
  const m = DATE_TIME_RE.exec(v);
  if (!m || !realDay(Number(m[1]), Number(m[2]), Number(m[3]))) return null;
  const [hh, mm, ss] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  if (hh > 23 || mm > 59 || ss > 59) return null;
  if (m[7] !== "Z" && (Number(m[8]) > 23 || Number(m[9]) > 59)) return null;
  const at = new Date(v);
  if (Number.isNaN(at.getTime())) return null;
  const year = at.getUTCFullYear();
  return year >= 1 && year <= 9999 ? at : null;
}
/** A day field "YYYY-MM-DD" (years 1–9999), refused with the field's message. */
export const calendarDay = (message: string) =>
  z
    .string({ error: message })
    .refine(isCalendarDay, message)
    .meta({ description: "A day, YYYY-MM-DD", example: "2026-11-25" });
/** A date-time field (or a day, meaning its midnight UTC), refused with the field's message; answers it as ISO 8601 UTC. */
export const calendarDateTime = (message: string) =>
  z
    .string({ error: message })
    .refine((v) => calendarInstant(v) !== null, message)
    .transform((v) => calendarInstant(v)!.toISOString())
    .meta({ description: "A date-time with Z or an offset, or a day", example: "2026-12-01T09:00:00Z" });

/*
 * Text is text (docs/product/api.md §1): a single-line field (a name, an option value, a carrier, a
 * reference, an address line) takes no control character but the tab, so no line break reaches an
 * invoice or a packing slip as an extra line; a multi-line field (a description, a note, a page)
 * takes line breaks and tabs and no other control character.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const NOT_ONE_LINE = /[\u0000-\u0008\u000A-\u001F\u007F\u0085\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A single-line text field: z.string() that refuses control characters other than tab. */
export const singleLine = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((v) => !NOT_ONE_LINE.test(v), MSG.singleLineText);
/** A multi-line text field: z.string() that allows line breaks and tabs, no other control character. */
export const multiLine = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((v) => !NOT_TEXT.test(v), MSG.controlCharacters);

/** The largest id an integer column holds: a larger id must be a 400, never a database error. */
export const MAX_ID = 2_147_483_647;

/** A positive integer path id; anything else is a 400. */
export const idParam = z.coerce.number().int().positive().max(MAX_ID);

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    lastPage: z.boolean(),
  });
export interface Page<T> {
  content: T[];
  pageNumber: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
  lastPage: boolean;
}

const sortOrder = z
  .string()
  .transform((s) => s.toLowerCase())
  .pipe(z.enum(["asc", "desc"], { error: "sortOrder must be asc or desc" }));

/** Paging query with a per-list allowlist of sort fields (docs/product/api.md §1). */
export function pageQuery<const S extends readonly [string, ...string[]]>(
  sortFields: S,
  defaults: { sortBy: S[number]; sortOrder: "asc" | "desc" },
) {
  return z.object({
    pageNumber: z.coerce
      .number({ error: "pageNumber must be a whole number of 0 or more" })
      .int("pageNumber must be a whole number of 0 or more")
      .min(0, "pageNumber must be a whole number of 0 or more")
      .max(1_000_000, "pageNumber is too large")
      .default(0),
    pageSize: z.coerce
      .number({ error: `pageSize must be between 1 and ${PAGE_SIZE_MAX}` })
      .int(`pageSize must be between 1 and ${PAGE_SIZE_MAX}`)
      .min(1, `pageSize must be between 1 and ${PAGE_SIZE_MAX}`)
      .max(PAGE_SIZE_MAX, `pageSize must be between 1 and ${PAGE_SIZE_MAX}`)
      .default(PAGE_SIZE_DEFAULT),
    sortBy: z
      .enum(sortFields, { error: `sortBy must be one of ${sortFields.join(", ")}` })
      .default(defaults.sortBy as never),
    sortOrder: sortOrder.default(defaults.sortOrder),
  });
}
export type PageQuery<S extends string = string> = {
  pageNumber: number;
  pageSize: number;
  sortBy: S;
  sortOrder: "asc" | "desc";
};

export const booleanQuery = z.enum(["true", "false"]).transform((v) => v === "true");

export const messageBody = z.object({ message: z.string() });
