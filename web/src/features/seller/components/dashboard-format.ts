/** Small formatting helpers of the dashboard, shared by the eager overview and the lazy chart. */
const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "Nov 25" for the UTC day "2026-11-25" (the server buckets orders by UTC day). */
export const shortDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

/** "1 order", "3 orders". */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
