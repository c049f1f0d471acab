/**
 * The seller dashboard's chart of revenue (bars) and orders (line) per day, drawn with recharts.
 * Loaded lazily by SalesOverview, so recharts is a chunk of its own that only this screen fetches
 * (docs/decisions/0017-seller-dashboard.md). Screen readers get the figures from the table beside
 * it: the wrapper is role="img" with a label, and the chart itself is presentational.
 */
import { formatCents, type SellerDashboard } from "@shop/contract";
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from "recharts";
import { shortDay } from "./dashboard-format";
const compactDollars = (cents: number) =>
  cents >= 100_000 ? `$${Math.round(cents / 100_000)}k` : `$${Math.round(cents / 100)}`;

export interface SalesChartProps {
  series: SellerDashboard["series"];
}

export function SalesChart({ series }: SalesChartProps) {
  const data = series.map((d) => ({ ...d, label: shortDay(d.day) }));
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
        formatter={(value, name) => (name === "Revenue" ? formatCents(Number(value)) : String(value))}
        cursor={{ fill: "#fef3c7", opacity: 0.6 }}
      />
      <Bar
        yAxisId="revenue"
        dataKey="revenueCents"
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
        stroke="#1c1917"
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
    </ComposedChart>
  );
}
