/**
 * The dashboard's sales overview (docs/decisions/0018-seller-dashboard.md): revenue and orders per
 * day for the last 7, 30 or 90 days, orders waiting to ship, cash on delivery to collect and
 * collected, top products, and the products low on stock or sold out. The chart (recharts) is loaded
 * only when this screen shows it.
 */
import {
  DASHBOARD_DEFAULT_RANGE,
  DASHBOARD_RANGES,
  type DashboardRange,
  type SellerDashboard,
  type ShopMoney,
} from "@shop/contract";
import { TrendingUp } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Alert, Card, CardBody, CardHeader, CardTitle, Skeleton } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { type BackOfficeT, useBackOfficeT } from "../../../lib/back-office-i18n";
import { useMoney } from "../../../lib/shop-settings";
import { useSellerDashboard } from "../api/get-seller-dashboard";
import { CashCard, StockCard, TopProductsCard, ToShipCard } from "./dashboard-cards";
import { shortDay } from "./dashboard-format";

const SalesChart = lazy(() => import("./sales-chart").then((m) => ({ default: m.SalesChart })));

/** What the chart shows, in words: its accessible name. */
export const chartLabel = (d: SellerDashboard, money: ShopMoney, t: BackOfficeT) =>
  t("salesChartLabel", { days: d.days, total: money.formatMinor(d.totals.revenueCents), n: d.totals.orders });

/** 7 / 30 / 90 days: native radio buttons, so arrow keys and Tab work as everywhere else. */
function RangePicker({ value, onChange }: { value: DashboardRange; onChange: (days: DashboardRange) => void }) {
  const t = useBackOfficeT();
  const name = useId();
  return (
    <fieldset className="inline-flex rounded-control border border-ink-200 bg-ink-50 p-0.5">
      <legend className="sr-only">{t("salesRange")}</legend>
      {DASHBOARD_RANGES.map((days) => (
        <label
          key={days}
          className="cursor-pointer rounded-[calc(var(--radius-control)-2px)] px-3 py-1 text-sm font-medium text-ink-600 has-checked:bg-white has-checked:text-ink-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
        >
          <input
            type="radio"
            name={name}
            value={days}
            checked={value === days}
            onChange={() => onChange(days)}
            className="sr-only"
          />
          {t("salesRangeDays", { days })}
        </label>
      ))}
    </fieldset>
  );
}

/** The same figures as the chart, for screen readers (hidden by its wrapper: a table ignores width: 1px). */
function SalesTable({ data }: { data: SellerDashboard }) {
  const t = useBackOfficeT();
  const money = useMoney();
  return (
    <div className="sr-only">
      <table>
        <caption>
          {t("salesTableCaption", { from: shortDay(data.from, money.locale), to: shortDay(data.to, money.locale) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("salesDay")}</th>
            <th scope="col">{t("salesRevenue")}</th>
            <th scope="col">{t("salesOrders")}</th>
          </tr>
        </thead>
        <tbody>
          {data.series.map((d) => (
            <tr key={d.day}>
              <th scope="row">{shortDay(d.day, money.locale)}</th>
              <td>{money.formatMinor(d.revenueCents)}</td>
              <td>{d.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The chart's space: loading skeleton, empty state and chart take the same (it grows beside taller cards). */
const CHART_HEIGHT = "h-64 flex-1";

function SalesChartCard({
  days,
  onDaysChange,
  query,
}: {
  days: DashboardRange;
  onDaysChange: (days: DashboardRange) => void;
  query: ReturnType<typeof useSellerDashboard>;
}) {
  const t = useBackOfficeT();
  const data = query.data;
  const money = useMoney();
  return (
    <Card className="flex min-w-0 flex-col lg:col-span-2">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <CardTitle id="sales-heading">{t("salesTitle")}</CardTitle>
          {data && (
            <p className="text-sm text-ink-500">
              <span className="font-semibold text-ink-900 tabular-nums">
                {money.formatMinor(data.totals.revenueCents)}
              </span>{" "}
              {t("salesTotal", { n: data.totals.orders, days: data.days })}
            </p>
          )}
        </div>
        <RangePicker value={days} onChange={onDaysChange} />
      </CardHeader>
      <CardBody aria-busy={query.isFetching} className="flex flex-1 flex-col gap-3">
        {query.isPending ? (
          <Skeleton className={`${CHART_HEIGHT} w-full`} />
        ) : query.isError && !data ? (
          <Alert kind="error">{errorMessage(query.error, t("fallback.fetchDashboard"))}</Alert>
        ) : data && data.totals.orders === 0 ? (
          <div className={`${CHART_HEIGHT} flex flex-col items-center justify-center gap-2 text-center`}>
            <TrendingUp aria-hidden="true" className="size-8 text-ink-300" />
            <p className="text-sm text-ink-500">{t("salesNoOrders", { days: data.days })}</p>
          </div>
        ) : data ? (
          <>
            <div aria-hidden="true" className="flex items-center gap-4 text-xs text-ink-600">
              <span className="inline-flex items-center gap-1.5">
                <span className="size-2.5 rounded-sm bg-brand-500" /> {t("salesRevenue")}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <span className="h-0.5 w-3 bg-ink-900" /> {t("salesOrders")}
              </span>
            </div>
            <div role="img" aria-label={chartLabel(data, money, t)} className={`${CHART_HEIGHT} w-full min-w-0`}>
              <Suspense fallback={<Skeleton className="size-full" />}>
                <SalesChart series={data.series} />
              </Suspense>
            </div>
            <SalesTable data={data} />
          </>
        ) : null}
      </CardBody>
    </Card>
  );
}

export function SalesOverview() {
  const [days, setDays] = useState<DashboardRange>(DASHBOARD_DEFAULT_RANGE);
  const query = useSellerDashboard(days);
  // The side cards keep the last answer while a new range loads; after an error they show nothing.
  const data = query.data;
  return (
    <section aria-labelledby="sales-heading" className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <SalesChartCard days={days} onDaysChange={setDays} query={query} />
        <div className="flex min-w-0 flex-col gap-6">
          <ToShipCard data={data} />
          <CashCard data={data} />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <TopProductsCard data={data} />
        <StockCard data={data} />
      </div>
    </section>
  );
}
