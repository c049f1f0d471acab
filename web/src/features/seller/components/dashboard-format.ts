/** Small formatting helpers of the dashboard, shared by the eager overview and the lazy chart. */
const dayLabels = new Map<string, Intl.DateTimeFormat>();

/**
 * "Nov 25" for the UTC day "2026-11-25" (the server buckets orders by UTC day), in the shop's locale
 * (`useMoney().locale`, docs/decisions/0034-money-formatting.md).
 */
export function shortDay(day: string, locale: string): string {
  let label = dayLabels.get(locale);
  if (!label) {
    label = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" });
    dayLabels.set(locale, label);
  }
  return label.format(new Date(`${day}T00:00:00Z`));
}
