/**
 * The seller dashboard's chart of revenue (bars) and orders (line) per day, drawn with recharts.
 * Loaded lazily by SalesOverview, so recharts is a chunk of its own that only this screen fetches
 * (docs/decisions/0018-seller-dashboard.md). Screen readers get the figures from the table beside
 * it: the wrapper is role="img" with a label, and the chart itself is presentational.
 */
import type { SellerDashboard, ShopMoney } from "@shop/contract";
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from "recharts";
import { useBackOfficeT } from "../../../lib/back-office-i18n";
import { useMoney } from "../../../lib/shop-settings";
import { shortDay } from "./dashboard-format";
const compactFormats = new Map<string, Intl.NumberFormat>();

/**
 * Axis ticks in the major unit ("$0", "$600", "$1.2K", "¥12K"): the axis runs in the major unit so
 * its steps are round; the shop's locale and currency write them, in `Intl`'s compact notation.
 */
export function compactMoney(money: ShopMoney): (amount: number) => string {
  const key = `${money.locale}|${money.currency}`;
  let format = compactFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(money.locale, {
      style: "currency",
      currency: money.currency,
      notation: "compact",
      maximumFractionDigits: 1,
    });
    compactFormats.set(key, format);
  }
  const f = format;
  return (amount) => f.format(amount);
}

export interface SalesChartProps {
  series: SellerDashboard["series"];
}

export function SalesChart({ series }: SalesChartProps) {
  const t = useBackOfficeT();
  const money = useMoney();
  const data = series.map((d) => ({
    ...d,
    revenue: money.fromMinor(d.revenueCents),
    label: shortDay(d.day, money.locale),
  }));
  return (
    <ComposedChart
      data={data}
      responsive
      accessibilityLayer={false}
      style={{ width: "100%", height: "100%" }}
      margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
    >
      <CartesianGrid vertical={false} stroke="#e7e5e4" />
      <XAxis dataKey="label" tickLine={false} axisLine={false} minTickGap={16} fontSize={12} stroke="#78716c" />
      <YAxis
        yAxisId="revenue"
        tickFormatter={compactMoney(money)}
        tickLine={false}
        axisLine={false}
        width={48}
        fontSize={12}
        stroke="#78716c"
      />
      <YAxis
        yAxisId="orders"
        orientation="right"
        allowDecimals={false}
        tickLine={false}
        axisLine={false}
        width={28}
        fontSize={12}
        stroke="#78716c"
      />
      <Tooltip
        formatter={(value, _name, item) => (item.dataKey === "revenue" ? money.format(Number(value)) : String(value))}
        cursor={{ fill: "#fef3c7", opacity: 0.6 }}
      />
      <Bar
        yAxisId="revenue"
        dataKey="revenue"
        name={t("salesRevenue")}
        fill="#f59e0b"
        radius={[3, 3, 0, 0]}
        isAnimationActive={false}
      />
      <Line
        yAxisId="orders"
        dataKey="orders"
        name={t("salesOrders")}
        type="monotone"
        stroke="#44403c"
        strokeWidth={1.5}
        dot={false}
        isAnimationActive={false}
      />
    </ComposedChart>
  );
}
