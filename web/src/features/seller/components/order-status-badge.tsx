import { Badge, sellerOrderStatusTone } from "../../../components/ui";

/** A seller order's status as returned by the server, coloured by the seller rules of docs/product/storefront.md §4. */
export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge tone={sellerOrderStatusTone(status)}>{status || "Unknown"}</Badge>;
}
