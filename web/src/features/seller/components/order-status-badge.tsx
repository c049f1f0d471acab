import { ORDER_STATUS } from "@shop/contract";
import { Badge, sellerOrderStatusTone } from "../../../components/ui";
import { type BackOfficeKey, useBackOfficeT } from "../../../lib/back-office-i18n";

/** Each order status the API writes, and its name on the page. */
export const ORDER_STATUS_KEYS: Record<string, BackOfficeKey> = {
  [ORDER_STATUS.placed]: "statusPlaced",
  [ORDER_STATUS.partiallyShipped]: "statusPartiallyShipped",
  [ORDER_STATUS.shipped]: "statusShipped",
  [ORDER_STATUS.delivered]: "statusDelivered",
  [ORDER_STATUS.cancelled]: "statusCancelled",
};

/** A seller order's status as returned by the server, coloured by the seller rules of docs/product/storefront.md §4. */
export function OrderStatusBadge({ status }: { status: string }) {
  const t = useBackOfficeT();
  const key = ORDER_STATUS_KEYS[status];
  return <Badge tone={sellerOrderStatusTone(status)}>{key ? t(key) : status || t("dashUnknownStatus")}</Badge>;
}
