import type { SellerOrder } from "@shop/contract";
import { FALLBACK, MSG } from "@shop/contract/messages/back-office";
import { Eye, Inbox, SearchX } from "lucide-react";
import { useState } from "react";
import {
  Badge,
  Button,
  DataList,
  EmptyState,
  Page,
  PageHeader,
  paymentStatusLabel,
  paymentStatusTone,
  SkeletonRows,
} from "../../../components/ui";
import { useMoney } from "../../../lib/shop-settings";
import { OrderCardHead } from "../components/order-card-head";
import { usePageTitle } from "../../../lib/use-page-title";
import { useAdminOrders } from "../api/get-admin-orders";
import { OrderDetailsDialog } from "../components/order-details-dialog";
import { OrderFilters } from "../components/order-filters";
import { OrderStatusBadge } from "../components/order-status-badge";
import { useOrderListParams } from "../order-list-params";

/** Each seller's part and its status: "Seller 3 · Shipped". */
function Parts({ order }: { order: SellerOrder }) {
  return (
    <ul className="flex flex-col gap-1 text-xs">
      {(order.parts ?? []).map((part) => (
        <li key={part.sellerId} className="flex flex-wrap items-center gap-1">
          <span className="max-w-40 truncate text-ink-700">{part.sellerName}</span>
          <OrderStatusBadge status={part.status} />
        </li>
      ))}
    </ul>
  );
}

/** /admin/orders: every order of the shop, searched and filtered, the search kept in the URL. */
export function AdminOrdersPage() {
  usePageTitle(MSG.ordersTitle);
  const money = useMoney();
  const { request, setFilters, setPage, filtered } = useOrderListParams();
  const query = useAdminOrders(request);
  const [details, setDetails] = useState<SellerOrder | null>(null);

  const open = (order: SellerOrder, className?: string) => (
    <Button
      size="sm"
      variant="ghost"
      className={className}
      aria-label={`View details of order ${order.orderId}`}
      onClick={() => setDetails(order)}
    >
      <Eye aria-hidden="true" className="size-4" />
      Details
    </Button>
  );
  const payment = (order: SellerOrder) => (
    <Badge tone={paymentStatusTone(order.paymentDTO.pgStatus)}>{paymentStatusLabel(order.paymentDTO.pgStatus)}</Badge>
  );

  return (
    <Page>
      <PageHeader title={MSG.ordersTitle} description={MSG.ordersIntro} />
      <div className="flex flex-col gap-4">
        <OrderFilters
          key={JSON.stringify(request.filters) + request.sort}
          request={request}
          showSeller
          onApply={setFilters}
        />
        <DataList
          query={query}
          rows={(data) => data.content}
          rowKey={(order) => order.orderId}
          label={MSG.ordersTitle}
          beforeRows={(_, data) => (
            <p className="text-sm text-ink-500" aria-live="polite">
              {MSG.ordersCount(data.totalElements)}
            </p>
          )}
          columns={[
            { id: "order", header: "Order", className: "font-medium text-ink-900", cell: (o) => `#${o.orderId}` },
            { id: "date", header: "Date", className: "whitespace-nowrap", cell: (o) => money.date(o.orderDate) },
            {
              id: "customer",
              header: "Customer",
              className: "max-w-56",
              cell: (o) => (
                <>
                  <span className="block truncate text-ink-900">{o.addressDTO.fullName || o.email}</span>
                  {o.addressDTO.fullName && <span className="block truncate text-xs text-ink-500">{o.email}</span>}
                </>
              ),
            },
            { id: "parts", header: MSG.ordersPartsHeader, cell: (o) => <Parts order={o} /> },
            {
              id: "total",
              header: MSG.ordersTotalHeader,
              className: "font-semibold text-ink-900 tabular-nums",
              cell: (o) => money.format(o.sellerTotal),
            },
            { id: "status", header: "Status", cell: (o) => <OrderStatusBadge status={o.orderStatus} /> },
            { id: "payment", header: "Payment", cell: payment },
            { id: "actions", header: "Actions", headerClassName: "text-right", cell: (o) => open(o, "ml-auto") },
          ]}
          card={(order) => (
            <>
              <OrderCardHead order={order} />
              <Parts order={order} />
              <div className="flex flex-wrap items-center justify-between gap-2 border-t border-ink-100 pt-3 text-sm">
                <span>
                  {MSG.ordersTotalHeader}:{" "}
                  <strong className="text-ink-900 tabular-nums">{money.format(order.sellerTotal)}</strong>
                </span>
                {payment(order)}
                {open(order)}
              </div>
            </>
          )}
          cardClassName="gap-2"
          tableClassName="min-w-[900px]"
          skeleton={<SkeletonRows rowClassName="h-14" />}
          errorText={FALLBACK.fetchOrders}
          empty={
            filtered ? (
              <EmptyState icon={SearchX} title={MSG.ordersNoMatch} description={MSG.ordersNoMatchHint} />
            ) : (
              <EmptyState icon={Inbox} title={MSG.noOrders} description={MSG.ordersNoneYet} />
            )
          }
          pagination={{ page: request.page, onPageChange: setPage }}
        />
      </div>
      <OrderDetailsDialog order={details} onClose={() => setDetails(null)} />
    </Page>
  );
}
