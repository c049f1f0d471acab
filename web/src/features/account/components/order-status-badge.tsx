import {
  accountOrderStatusLabel,
  accountOrderStatusTone,
  Badge,
  paymentStatusLabel,
  paymentStatusTone,
} from "../../../components/ui";

/**
 * The order status as the server returned it, coloured by the account keyword rules of
 * docs/product/storefront.md §4.
 */
export function OrderStatusBadge({ status }: { status: string | null | undefined }) {
  const tone = accountOrderStatusTone(status);
  return (
    <Badge tone={tone}>
      <span className="sr-only">Status: </span>
      <span data-tone={tone}>{accountOrderStatusLabel(status)}</span>
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: string | null | undefined }) {
  const tone = paymentStatusTone(status);
  return (
    <Badge tone={tone}>
      <span className="sr-only">Payment status: </span>
      <span data-tone={tone}>{paymentStatusLabel(status)}</span>
    </Badge>
  );
}
