import { FALLBACK, MSG } from "@shop/contract/messages/account";
import { ArrowLeft, PackageX } from "lucide-react";
import { Link, useParams } from "react-router";
import { buttonClasses, Card, EmptyState, Page, PageHeader, Skeleton } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { orderSummaryLine } from "../order-summary";
import { usePageTitle } from "../../../lib/use-page-title";
import { useOrder } from "../api/get-order";
import { OrderDetails } from "../components/order-details";
import { OrderStatusBadge } from "../components/order-status-badge";
import { useMoney } from "../../../lib/shop-settings";
import { OrderReturns } from "../../returns";

const backToOrders = (
  <Link to="/orders" className={buttonClasses({ variant: "ghost", size: "sm", className: "self-start" })}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    All orders
  </Link>
);

/**
 * One order's own page (/orders/{id}), the one the order's mails link to. The server answers only
 * the order's customer (GET /api/orders/{id}); anyone else's id reads as not found.
 */
export function OrderPage() {
  const money = useMoney();
  const { orderId: raw } = useParams();
  const orderId = /^\d{1,9}$/.test(raw ?? "") ? Number(raw) : null;
  const order = useOrder(orderId ?? 0, orderId !== null);
  usePageTitle(orderId === null ? "Order" : `Order #${orderId}`);

  if (orderId === null || order.isError) {
    return (
      <Page>
        <EmptyState
          icon={PackageX}
          titleAs="h1"
          title={orderId === null ? MSG.orderNotFound : errorMessage(order.error, FALLBACK.loadOrderDetails)}
          action={
            <Link to="/orders" className={buttonClasses()}>
              See your orders
            </Link>
          }
        />
      </Page>
    );
  }

  const shown = order.data;
  return (
    <Page>
      {backToOrders}
      <PageHeader
        title={`Order #${orderId}`}
        description={shown ? `${orderSummaryLine(shown, money)} · ${money.format(shown.totalAmount)}` : undefined}
        actions={shown ? <OrderStatusBadge status={shown.orderStatus} /> : undefined}
      />
      <Card className="p-4 sm:p-5">
        {shown ? (
          <OrderDetails order={shown} />
        ) : (
          <div className="flex flex-col gap-3" aria-hidden="true">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        )}
      </Card>
      {shown && <OrderReturns orderId={orderId} />}
    </Page>
  );
}
