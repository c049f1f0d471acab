/**
 * The seller dashboard's chart of revenue (bars) and orders (line) per day, drawn with recharts.
 * Loaded lazily by SalesOverview, so recharts is a chunk of its own that only this screen fetches
 * (docs/decisions/0018-seller-dashboard.md). Screen readers get the figures from the table beside
 * it: the wrapper is role="img" with a label, and the chart itself is presentational.
 */
import { formatCents, type SellerDashboard } from "@shop/contract";
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from "recharts";
import { shortDay } from "./dashboard-format";
/** Axis ticks in dollars ("$0", "$600", "$1.2k"): the axis runs in dollars so its steps are round. */
const compactDollars = (dollars: number) =>
  dollars >= 1000 ? `$${Number((dollars / 1000).toFixed(1))}k` : `$${Math.round(dollars)}`;

export interface SalesChartProps {
  series: SellerDashboard["series"];
}

export function SalesChart({ series }: SalesChartProps) {
  const data = series.map((d) => ({ ...d, revenue: d.revenueCents / 100, label: shortDay(d.day) }));
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
        tickFormatter={compactDollars}
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
        formatter={(value, name) => (name === "Revenue" ? formatCents(Math.round(Number(value) * 100)) : String(value))}
        cursor={{ fill: "#fef3c7", opacity: 0.6 }}
      />
      <Bar
        yAxisId="revenue"
        dataKey="revenue"
        name="Revenue"
        fill="#f59e0b"
        radius={[3, 3, 0, 0]}
        isAnimationActive={false}
      />
      <Line
        yAxisId="orders"
        dataKey="orders"
        name="Orders"
        type="monotone"
        stroke="#44403c"
        strokeWidth={1.5}
        dot={false}
        isAnimationActive={false}
      />
    </ComposedChart>
  );
}
