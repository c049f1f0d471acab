import { describeVariant, type SellerOrder } from "@shop/contract";
import { FALLBACK, MSG, SUCCESS } from "@shop/contract/messages/back-office";
import { useMutation } from "@tanstack/react-query";
import { CheckCheck, Eye, Inbox, Truck } from "lucide-react";
import { useEffect, useState } from "react";
import { SearchX } from "lucide-react";
import { useSearchParams } from "react-router";
import {
  Badge,
  Banner,
  Button,
  canMarkDelivered,
  canMarkShipped,
  DataList,
  EmptyState,
  paymentStatusLabel,
  paymentStatusTone,
  SkeletonRows,
  useTimedMessage,
} from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useSellerOrder } from "../api/get-seller-order";
import { useSellerOrders } from "../api/get-seller-orders";
import { type Tracking, updateSellerOrderStatus } from "../api/update-seller-order-status";
import { ShipDialog } from "./ship-dialog";
import { DeliverDialog } from "./deliver-dialog";
import { useRefreshSellerData } from "../query-keys";
import { CancelPartDialog } from "./cancel-part-dialog";
import { useCancelPart } from "./use-cancel-part";
import { OrderDetailsDialog } from "./order-details-dialog";
import { OrdersExport } from "./orders-export";
import { OrderStatusBadge } from "./order-status-badge";
import { useMoney } from "../../../lib/shop-settings";
import { OrderCardHead } from "./order-card-head";
import { PAGE_SIZES } from "@shop/contract";
import { useOrderListParams } from "../order-list-params";
import { OrderFilters } from "./order-filters";

const itemCount = (order: SellerOrder) => order.orderItemDTOs.reduce((sum, item) => sum + item.quantity, 0);

/** Each line as "2 × T-shirt (Size: M · Color: Blue)", so the seller sees what to pack. */
function OrderLines({ order }: { order: SellerOrder }) {
  return (
    <ul className="flex flex-col text-xs text-ink-600">
      {order.orderItemDTOs.map((item) => {
        const variant = describeVariant(item.options);
        return (
          <li key={item.orderItemId} className="max-w-48">
            <span className="block truncate">
              {item.quantity} × {item.productDTO?.productName ?? `Product #${item.productId}`}
            </span>
            {variant && <span className="block text-ink-500">{variant}</span>}
          </li>
        );
      })}
      {order.promotionCode && <li className="text-emerald-700">Code {order.promotionCode}</li>}
    </ul>
  );
}

/** /seller/orders?order=ID (a statement's order link) opens that order's details. */
function useLinkedOrder(open: (order: SellerOrder) => void) {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get("order"));
  const linked = useSellerOrder(Number.isInteger(id) && id > 0 ? id : null);
  useEffect(() => {
    if (!linked.data) return;
    open(linked.data);
    setParams(
      (current) => {
        current.delete("order");
        return current;
      },
      { replace: true },
    );
  }, [linked.data, open, setParams]);
}

/** The seller's orders (own lines only), newest first, with details and the shipping actions. */
export function OrdersTab() {
  const money = useMoney();
  // The search, filters and page live in the URL (a link or a reload shows the same list).
  const { request, setFilters, setPage, filtered } = useOrderListParams();
  const page = request.page;
  const query = useSellerOrders(page, PAGE_SIZES.table, request);
  const refresh = useRefreshSellerData();
  const { message: banner, showSuccess, showError, clear } = useTimedMessage({ clearErrors: true });
  const [details, setDetails] = useState<SellerOrder | null>(null);
  /** The order whose "Mark Shipped" asks for the carrier and tracking number (both optional). */
  const [shipping, setShipping] = useState<SellerOrder | null>(null);
  /** The order whose "Mark Delivered" waits for the seller's confirmation. */
  const [delivering, setDelivering] = useState<SellerOrder | null>(null);
  useLinkedOrder(setDetails);
  const cancel = useCancelPart((order) => {
    setDetails(order);
    showSuccess(SUCCESS.partCancelled(order.orderId));
    setPage(0);
  });

  const changeStatus = useMutation({
    mutationFn: ({
      orderId,
      status,
      tracking,
    }: {
      orderId: number;
      status: "Shipped" | "Delivered";
      tracking?: Tracking;
    }) => updateSellerOrderStatus(orderId, status, tracking),
    onSuccess: () => {
      setShipping(null);
      setDelivering(null);
      showSuccess(SUCCESS.orderStatusUpdated);
      setPage(0); // the list reloads at page 0, newest first (docs/product/storefront.md §4)
      void refresh();
    },
    onError: (error) => {
      setDelivering(null);
      showError(errorMessage(error, FALLBACK.updateOrderStatus));
    },
  });
  const busyOrder = changeStatus.isPending ? changeStatus.variables?.orderId : undefined;

  const actionsOf = (order: SellerOrder, className?: string) => (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`View details of order ${order.orderId}`}
        onClick={() => setDetails(order)}
      >
        <Eye aria-hidden="true" className="size-4" />
        Details
      </Button>
      {canMarkShipped(order.orderStatus) && (
        <Button
          size="sm"
          aria-label={`Mark Shipped: order ${order.orderId}`}
          loading={busyOrder === order.orderId}
          disabled={changeStatus.isPending}
          onClick={() => setShipping(order)}
        >
          <Truck aria-hidden="true" className="size-4" />
          Mark Shipped
        </Button>
      )}
      {canMarkDelivered(order.orderStatus) && (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Mark Delivered: order ${order.orderId}`}
          loading={busyOrder === order.orderId}
          disabled={changeStatus.isPending}
          onClick={() => setDelivering(order)}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          Mark Delivered
        </Button>
      )}
    </div>
  );
  const paymentOf = (order: SellerOrder) =>
    order.paymentDTO ? (
      <Badge tone={paymentStatusTone(order.paymentDTO.pgStatus)}>{paymentStatusLabel(order.paymentDTO.pgStatus)}</Badge>
    ) : (
      <span className="text-ink-400">—</span>
    );

  return (
    <section aria-labelledby="seller-orders-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="seller-orders-heading" className="text-xl font-semibold text-ink-900">
          Orders
        </h2>
        {query.data && (
          <p className="text-sm text-ink-500">
            {query.data.totalElements} order{query.data.totalElements === 1 ? "" : "s"} with your products
          </p>
        )}
      </div>
      <Banner banner={banner} onDismiss={clear} />
      <OrderFilters key={JSON.stringify(request.filters) + request.sort} request={request} onApply={setFilters} />

      <DataList
        query={query}
        rows={(data) => data.content}
        rowKey={(order) => order.orderId}
        label="Orders"
        columns={[
          { id: "order", header: "Order", className: "font-medium text-ink-900", cell: (o) => `#${o.orderId}` },
          { id: "date", header: "Date", className: "whitespace-nowrap", cell: (o) => money.date(o.orderDate) },
          { id: "customer", header: "Customer", className: "max-w-56 truncate", cell: (o) => o.email },
          {
            id: "items",
            header: "Items",
            cell: (order) => (
              <>
                <span className="sr-only">
                  {itemCount(order)} {itemCount(order) === 1 ? "item" : "items"}:{" "}
                </span>
                <OrderLines order={order} />
              </>
            ),
          },
          {
            id: "total",
            header: "Your Total",
            className: "font-semibold text-ink-900 tabular-nums",
            cell: (o) => money.format(o.sellerTotal),
          },
          { id: "status", header: "Status", cell: (o) => <OrderStatusBadge status={o.orderStatus} /> },
          { id: "payment", header: "Payment", cell: paymentOf },
          { id: "actions", header: "Actions", headerClassName: "text-right", cell: (o) => actionsOf(o, "justify-end") },
        ]}
        card={(order) => (
          <>
            <OrderCardHead order={order} />
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-700">
              <span>
                {itemCount(order)} item{itemCount(order) === 1 ? "" : "s"}
              </span>
              <span className="basis-full">
                <OrderLines order={order} />
              </span>
              <span>
                Your total: <strong className="text-ink-900 tabular-nums">{money.format(order.sellerTotal)}</strong>
              </span>
              <span className="flex items-center gap-1">Payment: {paymentOf(order)}</span>
            </div>
            {actionsOf(order, "border-t border-ink-100 pt-3")}
          </>
        )}
        cardClassName="gap-2"
        tableClassName="min-w-[860px]"
        skeleton={<SkeletonRows rowClassName="h-14" />}
        errorText={FALLBACK.fetchOrders}
        empty={
          filtered ? (
            <EmptyState icon={SearchX} title={MSG.ordersNoMatch} description={MSG.ordersNoMatchHint} />
          ) : (
            <EmptyState
              icon={Inbox}
              title={MSG.noOrders}
              description="Orders that contain your products appear here."
            />
          )
        }
        pagination={{ page, onPageChange: setPage }}
      />
      {/* Below the list: on a phone the newest orders and their actions come first. */}
      <OrdersExport />
      <OrderDetailsDialog
        order={details}
        notice={cancel.done === details?.orderId && details ? SUCCESS.partCancelled(details.orderId) : null}
        onCancelPart={cancel.open}
        onClose={() => {
          setDetails(null);
          cancel.forget();
        }}
      />
      <CancelPartDialog
        key={cancel.order?.orderId ?? 0}
        order={cancel.order}
        busy={cancel.busy}
        error={cancel.error}
        onCancelPart={cancel.submit}
        onClose={cancel.close}
      />
      <DeliverDialog
        order={delivering}
        busy={changeStatus.isPending}
        onConfirm={(order) => changeStatus.mutate({ orderId: order.orderId, status: "Delivered" })}
        onClose={() => setDelivering(null)}
      />
      <ShipDialog
        key={shipping?.orderId ?? 0}
        order={shipping}
        busy={changeStatus.isPending}
        error={shipping && changeStatus.isError ? errorMessage(changeStatus.error, FALLBACK.updateOrderStatus) : null}
        onShip={(tracking) =>
          shipping && changeStatus.mutate({ orderId: shipping.orderId, status: "Shipped", tracking })
        }
        onClose={() => {
          setShipping(null);
          changeStatus.reset();
        }}
      />
    </section>
  );
}
