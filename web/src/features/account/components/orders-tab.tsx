import { ORDER_STATUS, type Order } from "@shop/contract";
import { ChevronDown, Package } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import {
  Alert,
  Banner,
  Button,
  buttonClasses,
  Card,
  ConfirmDialog,
  EmptyState,
  Skeleton,
  useTimedMessage,
} from "../../../components/ui";
import { useAccountT } from "../../../lib/area-texts";
import { cn } from "../../../lib/cn";
import { orderSummaryLine } from "../order-summary";
import { useCancelOrder } from "../api/cancel-order";
import { useOrder } from "../api/get-order";
import { useOrders } from "../api/get-orders";
import { orderErrorText } from "../../../lib/session-guard";
import { OrderDetails } from "./order-details";
import { OrderStatusBadge } from "./order-status-badge";
import { useMoney } from "../../../lib/shop-settings";

function OrdersSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="flex items-center gap-4 p-4">
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-48" />
          </div>
          <Skeleton className="h-6 w-24 rounded-full" />
        </Card>
      ))}
    </div>
  );
}

function DetailsSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]" aria-hidden="true">
      <div className="flex flex-col gap-3">
        {[0, 1].map((i) => (
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-14" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}

interface OrderEntryProps {
  order: Order;
  expanded: boolean;
  onToggle: () => void;
  onCollapse: () => void;
  onDetailError: () => void;
  onCancel: (order: Order) => void;
}

function OrderEntry({ order, expanded, onToggle, onCollapse, onDetailError, onCancel }: OrderEntryProps) {
  const t = useAccountT();
  const money = useMoney();
  const detail = useOrder(order.orderId, expanded);
  const panelId = `order-${order.orderId}-details`;

  // docs/product/storefront.md §8: a failed detail load shows "Failed to load order details. Please
  // try again." and collapses the order.
  useEffect(() => {
    if (expanded && detail.isError && !detail.isFetching) {
      onDetailError();
      onCollapse();
    }
  }, [expanded, detail.isError, detail.isFetching, onDetailError, onCollapse]);

  const shown = detail.data ?? null;
  const status = shown?.orderStatus ?? order.orderStatus;
  const cancellable = status === ORDER_STATUS.placed;

  return (
    <li>
      <Card className="overflow-hidden">
        <h3>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={onToggle}
            className="flex w-full cursor-pointer flex-wrap items-center gap-x-4 gap-y-2 px-4 py-4 text-left transition-colors hover:bg-ink-50/70 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:px-5"
          >
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="text-sm font-semibold text-ink-900">
                {t("ordersTab.orderNumber", { orderId: order.orderId })}
              </span>
              <span className="text-xs text-ink-500">
                {orderSummaryLine(order, money, (count) => t("ordersTab.items", { count }))}
              </span>
            </span>
            <span className="text-sm font-semibold text-ink-900 tabular-nums">{money.format(order.totalAmount)}</span>
            <OrderStatusBadge status={status} />
            <ChevronDown
              aria-hidden="true"
              className={cn("size-5 text-ink-400 transition-transform", expanded && "rotate-180")}
            />
          </button>
        </h3>
        <div id={panelId} hidden={!expanded} className="border-t border-ink-100 px-4 py-5 sm:px-5">
          {expanded &&
            (shown ? (
              <>
                <OrderDetails order={shown} />
                <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-4">
                  <Link
                    to={`/orders/${order.orderId}`}
                    className="text-sm font-medium text-ink-700 underline underline-offset-2 hover:text-ink-900"
                  >
                    {t("ordersTab.openOrder", { orderId: order.orderId })}
                  </Link>
                  {cancellable && (
                    <Button variant="secondary" onClick={() => onCancel(shown)}>
                      {t("ordersTab.cancelOrder")}
                    </Button>
                  )}
                </div>
              </>
            ) : (
              <DetailsSkeleton />
            ))}
        </div>
      </Card>
    </li>
  );
}

/** Orders tab: newest first; an order expands to its details; cancellable while "Order Placed". */
export function OrdersTab({ initialOrderId }: { initialOrderId?: number | null }) {
  const t = useAccountT();
  const orders = useOrders();
  const cancel = useCancelOrder();
  const flash = useTimedMessage({ clearErrors: false });
  const [expandedId, setExpandedId] = useState<number | null>(initialOrderId ?? null);
  const [toCancel, setToCancel] = useState<Order | null>(null);

  const collapse = useCallback(() => setExpandedId(null), []);
  const { showError } = flash;
  const detailError = useCallback(() => showError(t("fallback.loadOrderDetails")), [showError, t]);

  function confirmCancel() {
    if (!toCancel) return;
    const { orderId } = toCancel;
    cancel.mutate(orderId, {
      onSuccess: () => flash.showSuccess(t("ordersTab.cancelled", { orderId })),
      onError: (error) => flash.showError(orderErrorText(error, t("fallback.cancelOrder"))),
      onSettled: () => setToCancel(null),
    });
  }

  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-4">
      <h2 id="orders-heading" className="text-lg font-semibold text-ink-900">
        {t("ordersTab.heading")}
      </h2>
      <Banner banner={flash.message} onDismiss={flash.clear} />
      {orders.isPending ? (
        <OrdersSkeleton />
      ) : orders.isError ? (
        <Alert kind="error">{orderErrorText(orders.error, t("fallback.fetchOrders"))}</Alert>
      ) : orders.data.length === 0 ? (
        <EmptyState
          icon={Package}
          title={t("noOrders")}
          description={t("ordersTab.emptyText")}
          action={
            <Link to="/products" className={buttonClasses()}>
              {t("ordersTab.startShopping")}
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {orders.data.map((order) => (
            <OrderEntry
              key={order.orderId}
              order={order}
              expanded={expandedId === order.orderId}
              onToggle={() => setExpandedId((id) => (id === order.orderId ? null : order.orderId))}
              onCollapse={collapse}
              onDetailError={detailError}
              onCancel={setToCancel}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toCancel !== null}
        title={t("ordersTab.cancelTitle")}
        message={toCancel ? t("ordersTab.cancelMessage", { orderId: toCancel.orderId }) : ""}
        confirmLabel={t("ordersTab.cancelOrder")}
        cancelLabel={t("ordersTab.keepOrder")}
        loading={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setToCancel(null)}
      />
    </section>
  );
}
