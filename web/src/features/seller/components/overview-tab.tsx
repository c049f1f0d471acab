import { PAGE_SIZES } from "@shop/contract";
import { FALLBACK, MSG } from "@shop/contract/messages/back-office";
import {
  ArrowRight,
  DollarSign,
  type LucideIcon,
  Package,
  PackagePlus,
  ShoppingCart,
  Truck,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { Alert, buttonClasses, Card, CardBody, CardHeader, CardTitle, Skeleton } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useSellerOrders } from "../api/get-seller-orders";
import { useSellerStats } from "../api/get-seller-stats";
import { OrderStatusBadge } from "./order-status-badge";
import { SalesOverview } from "./sales-overview";
import { useMoney } from "../../../lib/shop-settings";

function StatCard({
  label,
  value,
  icon: Icon,
  loading,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  loading: boolean;
}) {
  return (
    <Card role="group" aria-label={label} className="flex items-center gap-4 p-5">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-ink-500">{label}</p>
        {loading ? (
          <Skeleton className="mt-1 h-7 w-20" />
        ) : (
          <p className="truncate text-2xl font-semibold tracking-tight text-ink-900 tabular-nums">{value}</p>
        )}
      </div>
    </Card>
  );
}

export interface OverviewTabProps {
  onAddProduct: () => void;
}

/**
 * Four stat cards, the sales overview (docs/decisions/0018-seller-dashboard.md), the five most recent
 * orders and quick actions.
 */
export function OverviewTab({ onAddProduct }: OverviewTabProps) {
  const money = useMoney();
  const stats = useSellerStats();
  const recent = useSellerOrders(0, PAGE_SIZES.recentOrders);
  const s = stats.data;
  const loading = stats.isPending;
  const orders = recent.data?.content ?? [];

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="seller-stats-heading">
        <h2 id="seller-stats-heading" className="sr-only">
          Statistics
        </h2>
        {stats.isError && (
          <Alert kind="error" className="mb-4">
            {errorMessage(stats.error, FALLBACK.fetchStats)}
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard label="My Products" icon={Package} loading={loading} value={String(s?.totalProducts ?? 0)} />
          <StatCard label="Total Sales" icon={DollarSign} loading={loading} value={money.format(s?.totalSales ?? 0)} />
          <StatCard label="Orders" icon={ShoppingCart} loading={loading} value={String(s?.totalOrders ?? 0)} />
          <StatCard label="Customers" icon={Users} loading={loading} value={String(s?.totalCustomers ?? 0)} />
        </div>
      </section>

      <SalesOverview />

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader className="flex-row items-center justify-between">
            <CardTitle>Recent Orders</CardTitle>
            <Link
              to="/seller/orders"
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
            >
              View all orders
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </CardHeader>
          <CardBody>
            {recent.isPending ? (
              <div className="flex flex-col gap-2" aria-hidden="true">
                {Array.from({ length: 3 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
                  <Skeleton key={i} className="h-10 w-full" />
                ))}
              </div>
            ) : recent.isError ? (
              <Alert kind="error">{errorMessage(recent.error, FALLBACK.fetchOrders)}</Alert>
            ) : orders.length === 0 ? (
              <p className="py-6 text-center text-sm text-ink-500">{MSG.noRecentActivity}</p>
            ) : (
              <ul aria-label="Recent orders" className="-mx-5 -my-4 divide-y divide-ink-100">
                {orders.map((order) => (
                  <li key={order.orderId} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3">
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-medium text-ink-900">
                        Order #{order.orderId}
                        <span className="ml-2 font-normal text-ink-500">{money.date(order.orderDate)}</span>
                      </p>
                      <p className="truncate text-xs text-ink-500">{order.email}</p>
                    </div>
                    <span className="text-sm font-semibold text-ink-900 tabular-nums">
                      {money.format(order.sellerTotal)}
                    </span>
                    <OrderStatusBadge status={order.orderStatus} />
                  </li>
                ))}
              </ul>
            )}
          </CardBody>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Quick Actions</CardTitle>
          </CardHeader>
          <CardBody className="flex flex-col gap-2">
            <button
              type="button"
              onClick={onAddProduct}
              className={buttonClasses({ className: "w-full justify-start" })}
            >
              <PackagePlus aria-hidden="true" className="size-4" />
              Add New Product
            </button>
            <Link
              to="/seller/orders"
              className={buttonClasses({ variant: "secondary", className: "w-full justify-start" })}
            >
              <Truck aria-hidden="true" className="size-4" />
              View Orders
            </Link>
            <Link
              to="/seller/products"
              className={buttonClasses({ variant: "secondary", className: "w-full justify-start" })}
            >
              <Package aria-hidden="true" className="size-4" />
              Manage Products
            </Link>
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
