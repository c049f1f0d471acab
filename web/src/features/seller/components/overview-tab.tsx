import { PAGE_SIZES } from "@shop/contract";
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
import { useBackOfficeT } from "../../../lib/back-office-i18n";
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
  const t = useBackOfficeT();
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
          {t("dashStatistics")}
        </h2>
        {stats.isError && (
          <Alert kind="error" className="mb-4">
            {errorMessage(stats.error, t("fallback.fetchStats"))}
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            label={t("dashStatProducts")}
            icon={Package}
            loading={loading}
            value={String(s?.totalProducts ?? 0)}
          />
          <StatCard
            label={t("dashStatSales")}
            icon={DollarSign}
            loading={loading}
            value={money.format(s?.totalSales ?? 0)}
          />
          <StatCard
            label={t("dashStatOrders")}
            icon={ShoppingCart}
            loading={loading}
            value={String(s?.totalOrders ?? 0)}
          />
          <StatCard
            label={t("dashStatCustomers")}
            icon={Users}
            loading={loading}
            value={String(s?.totalCustomers ?? 0)}
          />
        </div>
      </section>

      <SalesOverview />

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader className="flex-row items-center justify-between">
            <CardTitle>{t("dashRecentOrders")}</CardTitle>
            <Link
              to="/seller/orders"
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
            >
              {t("dashViewAllOrders")}
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
              <Alert kind="error">{errorMessage(recent.error, t("fallback.fetchOrders"))}</Alert>
            ) : orders.length === 0 ? (
              <p className="py-6 text-center text-sm text-ink-500">{t("noRecentActivity")}</p>
            ) : (
              <ul aria-label={t("dashRecentOrdersList")} className="-mx-5 -my-4 divide-y divide-ink-100">
                {orders.map((order) => (
                  <li key={order.orderId} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-3">
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-medium text-ink-900">
                        {t("dashOrderNumber", { id: order.orderId })}
                        <span className="ms-2 font-normal text-ink-500">{money.date(order.orderDate)}</span>
                      </p>
                      <p className="truncate text-xs text-ink-500">
                        <bdi>{order.email}</bdi>
                      </p>
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
            <CardTitle>{t("dashQuickActions")}</CardTitle>
          </CardHeader>
          <CardBody className="flex flex-col gap-2">
            <button
              type="button"
              onClick={onAddProduct}
              className={buttonClasses({ className: "w-full justify-start" })}
            >
              <PackagePlus aria-hidden="true" className="size-4" />
              {t("dashAddProduct")}
            </button>
            <Link
              to="/seller/orders"
              className={buttonClasses({ variant: "secondary", className: "w-full justify-start" })}
            >
              <Truck aria-hidden="true" className="size-4" />
              {t("dashViewOrders")}
            </Link>
            <Link
              to="/seller/products"
              className={buttonClasses({ variant: "secondary", className: "w-full justify-start" })}
            >
              <Package aria-hidden="true" className="size-4" />
              {t("dashManageProducts")}
            </Link>
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
