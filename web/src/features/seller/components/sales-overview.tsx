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
  describeVariant,
  formatCents,
  LOW_STOCK_BELOW,
  ROLES,
  type SellerDashboard,
} from "@shop/contract";
import { FALLBACK } from "@shop/contract/messages/back-office";
import { ArrowRight, Banknote, PackageX, TrendingUp, Truck } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Link } from "react-router";
import { Alert, Badge, Card, CardBody, CardHeader, CardTitle, Skeleton } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format";
import { useSession } from "../../../lib/use-session";
import { useSellerDashboard } from "../api/get-seller-dashboard";
import { plural, shortDay } from "./dashboard-format";

const SalesChart = lazy(() => import("./sales-chart").then((m) => ({ default: m.SalesChart })));

/** What the chart shows, in words: its accessible name. */
export const chartLabel = (d: SellerDashboard) =>
  `Revenue and orders per day, last ${d.days} days: total ${formatCents(d.totals.revenueCents)} from ${plural(
    d.totals.orders,
    "order",
  )}`;

/** 7 / 30 / 90 days: native radio buttons, so arrow keys and Tab work as everywhere else. */
function RangePicker({ value, onChange }: { value: DashboardRange; onChange: (days: DashboardRange) => void }) {
  const name = useId();
  return (
    <fieldset className="inline-flex rounded-control border border-ink-200 bg-ink-50 p-0.5">
      <legend className="sr-only">Range</legend>
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
          {days} days
        </label>
      ))}
    </fieldset>
  );
}

/** The same figures as the chart, for screen readers (hidden by its wrapper: a table ignores width: 1px). */
function SalesTable({ data }: { data: SellerDashboard }) {
  return (
    <div className="sr-only">
      <table>
        <caption>
          Revenue and orders per day, {shortDay(data.from)} to {shortDay(data.to)} (UTC days)
        </caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Revenue</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {data.series.map((d) => (
            <tr key={d.day}>
              <th scope="row">{shortDay(d.day)}</th>
              <td>{formatCents(d.revenueCents)}</td>
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
  const data = query.data;
  return (
    <Card className="flex min-w-0 flex-col lg:col-span-2">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <CardTitle id="sales-heading">Sales</CardTitle>
          {data && (
            <p className="text-sm text-ink-500">
              <span className="font-semibold text-ink-900 tabular-nums">{formatCents(data.totals.revenueCents)}</span>{" "}
              from {plural(data.totals.orders, "order")}, last {data.days} days
            </p>
          )}
        </div>
        <RangePicker value={days} onChange={onDaysChange} />
      </CardHeader>
      <CardBody aria-busy={query.isFetching} className="flex flex-1 flex-col gap-3">
        {query.isPending ? (
          <Skeleton className={`${CHART_HEIGHT} w-full`} />
        ) : query.isError && !data ? (
          <Alert kind="error">{errorMessage(query.error, FALLBACK.fetchDashboard)}</Alert>
        ) : data && data.totals.orders === 0 ? (
          <div className={`${CHART_HEIGHT} flex flex-col items-center justify-center gap-2 text-center`}>
            <TrendingUp aria-hidden="true" className="size-8 text-ink-300" />
            <p className="text-sm text-ink-500">No orders in the last {data.days} days</p>
          </div>
        ) : data ? (
          <>
            <div aria-hidden="true" className="flex items-center gap-4 text-xs text-ink-600">
              <span className="inline-flex items-center gap-1.5">
                <span className="size-2.5 rounded-sm bg-brand-500" /> Revenue
              </span>
              <span className="inline-flex items-center gap-1.5">
                <span className="h-0.5 w-3 bg-ink-900" /> Orders
              </span>
            </div>
            <div role="img" aria-label={chartLabel(data)} className={`${CHART_HEIGHT} w-full min-w-0`}>
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

function CashCard({ data }: { data: SellerDashboard | undefined }) {
  const cod = data?.cashOnDelivery;
  const total = (cod?.collectedCents ?? 0) + (cod?.toCollectCents ?? 0);
  const share = total === 0 ? 0 : Math.round(((cod?.collectedCents ?? 0) / total) * 100);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Banknote aria-hidden="true" className="size-4 text-ink-500" />
          Cash on delivery
        </CardTitle>
        <p className="text-xs text-ink-500">Orders of the last {data?.days ?? DASHBOARD_DEFAULT_RANGE} days</p>
      </CardHeader>
      <CardBody className="flex flex-col gap-3">
        {!cod ? (
          <Skeleton className="h-20 w-full" />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3">
              <div>
                <dt className="text-xs text-ink-500">To collect</dt>
                <dd className="text-lg font-semibold text-ink-900 tabular-nums">{formatCents(cod.toCollectCents)}</dd>
                <dd className="text-xs text-ink-500">{plural(cod.toCollectOrders, "order")} not yet delivered</dd>
              </div>
              <div>
                <dt className="text-xs text-ink-500">Collected</dt>
                <dd className="text-lg font-semibold text-emerald-700 tabular-nums">
                  {formatCents(cod.collectedCents)}
                </dd>
                <dd className="text-xs text-ink-500">{plural(cod.collectedOrders, "order")} delivered</dd>
              </div>
            </dl>
            <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-brand-100">
              <div className="h-full rounded-full bg-emerald-500" style={{ width: `${share}%` }} />
            </div>
          </>
        )}
      </CardBody>
    </Card>
  );
}

function ToShipCard({ data }: { data: SellerDashboard | undefined }) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Truck aria-hidden="true" className="size-4 text-ink-500" />
          Waiting to ship
        </CardTitle>
        {data && <Badge tone={data.toShip.count > 0 ? "yellow" : "green"}>{plural(data.toShip.count, "order")}</Badge>}
      </CardHeader>
      <CardBody className="flex flex-col gap-2">
        {!data ? (
          <Skeleton className="h-20 w-full" />
        ) : data.toShip.count === 0 ? (
          <p className="text-sm text-ink-500">Nothing to ship. All caught up!</p>
        ) : (
          <>
            <p className="text-xs text-ink-500">Oldest first</p>
            <ul aria-label="Oldest orders waiting to ship" className="flex flex-col gap-1.5">
              {data.toShip.oldest.map((o) => (
                <li key={o.orderId} className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="min-w-0 truncate">
                    <span className="font-medium text-ink-900">#{o.orderId}</span>{" "}
                    <span className="text-ink-500">{formatDate(o.orderDate)}</span>
                  </span>
                  <span className="tabular-nums text-ink-700">{formatCents(o.amountCents)}</span>
                </li>
              ))}
            </ul>
            <Link
              to="/seller/orders"
              className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
            >
              Ship orders
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </>
        )}
      </CardBody>
    </Card>
  );
}

function TopProductsCard({ data }: { data: SellerDashboard | undefined }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Top products</CardTitle>
        <p className="text-xs text-ink-500">By revenue, last {data?.days ?? DASHBOARD_DEFAULT_RANGE} days</p>
      </CardHeader>
      <CardBody>
        {!data ? (
          <Skeleton className="h-32 w-full" />
        ) : data.topProducts.length === 0 ? (
          <p className="text-sm text-ink-500">No sales in the last {data.days} days</p>
        ) : (
          <ol aria-label="Top products by revenue" className="flex flex-col gap-2">
            {data.topProducts.map((p, i) => (
              <li key={`${p.productId}-${p.variantId ?? 0}`} className="flex items-center gap-3 text-sm">
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-ink-100 text-xs font-semibold text-ink-700">
                  {i + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-ink-900">{p.productName}</span>
                  <span className="text-xs text-ink-500">
                    {describeVariant(p.options) ? `${describeVariant(p.options)} · ` : ""}
                    {plural(p.unitsSold, "unit")} sold
                  </span>
                </span>
                <span className="font-semibold text-ink-900 tabular-nums">{formatCents(p.revenueCents)}</span>
              </li>
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}

type StockItem = SellerDashboard["lowStock"]["products"][number];

/** "T-shirt (Size: M · Color: Blue)": which variant an alert is about. */
const withVariant = (p: StockItem) =>
  describeVariant(p.options) ? `${p.productName} (${describeVariant(p.options)})` : p.productName;

function StockList({
  title,
  list,
  tone,
  canEdit,
}: {
  title: string;
  list: SellerDashboard["lowStock"];
  tone: "yellow" | "red";
  canEdit: boolean;
}) {
  const more = list.count - list.products.length;
  const linkOf = (p: StockItem) => (canEdit ? `/seller/products?edit=${p.productId}` : `/products/${p.productId}`);
  return (
    <div className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold text-ink-700">
        {title} <span className="font-normal text-ink-500">({list.count})</span>
      </h3>
      {list.count === 0 ? (
        <p className="text-sm text-ink-500">None</p>
      ) : (
        <ul aria-label={title} className="flex flex-col gap-1.5">
          {list.products.map((p) => (
            <li key={`${p.productId}-${p.variantId ?? 0}`} className="flex items-center gap-2 text-sm">
              <Link
                to={linkOf(p)}
                aria-label={`${canEdit ? "Edit" : "View"} ${withVariant(p)}`}
                className="min-w-0 flex-1 truncate font-medium text-brand-700 hover:text-brand-800 hover:underline"
              >
                {p.productName}
                {describeVariant(p.options) && (
                  <span className="font-normal text-ink-500"> · {describeVariant(p.options)}</span>
                )}
              </Link>
              <Badge tone={tone}>{p.quantity === 0 ? "Sold out" : `${p.quantity} left`}</Badge>
            </li>
          ))}
          {more > 0 && <li className="text-xs text-ink-500">and {more} more</li>}
        </ul>
      )}
    </div>
  );
}

function StockCard({ data }: { data: SellerDashboard | undefined }) {
  const { hasRole } = useSession();
  // An admin without the seller role sees the whole shop but edits only their own products.
  const canEdit = hasRole(ROLES.seller);
  return (
    <Card className="min-w-0 lg:col-span-2">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PackageX aria-hidden="true" className="size-4 text-ink-500" />
          Stock alerts
        </CardTitle>
        <p className="text-xs text-ink-500">
          Fewer than {LOW_STOCK_BELOW} left, or none. {canEdit ? "Open one to restock it." : ""}
        </p>
      </CardHeader>
      <CardBody>
        {!data ? (
          <Skeleton className="h-32 w-full" />
        ) : (
          <div className="grid gap-6 sm:grid-cols-2">
            <StockList title="Low on stock" list={data.lowStock} tone="yellow" canEdit={canEdit} />
            <StockList title="Sold out" list={data.soldOut} tone="red" canEdit={canEdit} />
          </div>
        )}
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
