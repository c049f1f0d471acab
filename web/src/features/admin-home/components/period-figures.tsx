import type { AdminHome, HomePeriod } from "@shop/contract";
import { Link } from "react-router";
import { useBackOfficeT } from "../../../lib/back-office-i18n";
import { useMoney } from "../../../lib/shop-settings";

type Figure = "salesCents" | "orders" | "averageOrderCents";

/** How a figure moved: "+12 %", the same, or nothing before to compare with. */
function changeText(now: number, before: number, locale: string, t: ReturnType<typeof useBackOfficeT>) {
  if (before === 0) return now === 0 ? t("office.changeSame") : t("office.changeNothingBefore");
  if (now === before) return t("office.changeSame");
  const change = new Intl.NumberFormat(locale, {
    style: "percent",
    signDisplay: "exceptZero",
    maximumFractionDigits: 1,
  }).format((now - before) / before);
  return t("office.changeAgainst", { change });
}

/** The last 30 days' sales, orders and average order, each against the 30 before and linking to those orders. */
export function PeriodFigures({ home, headingId }: { home: AdminHome; headingId: string }) {
  const t = useBackOfficeT();
  const money = useMoney();
  const { last30, previous30 } = home;
  const show = (figure: Figure, period: HomePeriod) =>
    figure === "orders" ? new Intl.NumberFormat(money.locale).format(period.orders) : money.formatMinor(period[figure]);
  const figures: { figure: Figure; label: string }[] = [
    { figure: "salesCents", label: t("office.sales") },
    { figure: "orders", label: t("office.orders") },
    { figure: "averageOrderCents", label: t("office.averageOrder") },
  ];
  const list = `/admin/orders?${new URLSearchParams({ from: last30.from, to: last30.to })}`;
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-ink-200 bg-white p-5 shadow-card">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-display text-xl font-semibold text-ink-900">
          {t("office.periodTitle")}
        </h2>
        <p className="text-sm text-ink-500">
          {t("office.periodRange", {
            from: money.date(`${last30.from}T12:00:00Z`),
            to: money.date(`${last30.to}T12:00:00Z`),
          })}
        </p>
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {figures.map(({ figure, label }) => (
          <li key={figure}>
            <Link
              to={list}
              className="flex h-full flex-col rounded-lg border border-ink-100 p-4 hover:border-ink-300 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <span className="text-sm text-ink-600">{label}</span>
              <span className="mt-1 font-display text-2xl font-semibold text-ink-900 tabular-nums">
                {show(figure, last30)}
              </span>
              <span className="mt-1 text-xs text-ink-600">
                {changeText(last30[figure], previous30[figure], money.locale, t)}
              </span>
              <span className="mt-0.5 text-xs text-ink-500">
                {t("office.previousFigure", { figure: show(figure, previous30) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
