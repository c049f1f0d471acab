/**
 * The bounds of a range of UTC days ("2026-11-25", checked by the contract's calendarDay) in SQL.
 * The end is computed by PostgreSQL: the day after 9999-12-31 is a timestamp PostgreSQL holds but
 * one a Date would send as "+010000-01-01", which it refuses.
 */
import { type SQL, sql } from "drizzle-orm";

/** The first instant of the day. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The first instant after the day (an exclusive end). */
export const dayAfter = (day: string): SQL => sql`((${day}::date + 1)::timestamp at time zone 'UTC')`;
