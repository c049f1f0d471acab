import { ORDER_STATUS, PAYMENT_STATUS } from "@shop/contract";
import type { AccountKey } from "@shop/contract/messages/account";
import {
  accountOrderStatusLabel,
  accountOrderStatusTone,
  Badge,
  paymentStatusLabel,
  paymentStatusTone,
} from "../../../components/ui";
import { useAccountT } from "../../../lib/area-texts";

/** The statuses the server writes (in English), named in the page's language (docs/decisions/0045). */
const ORDER_STATUS_KEYS: Record<string, AccountKey> = {
  [ORDER_STATUS.awaitingPayment]: "orderStatus.awaitingPayment",
  [ORDER_STATUS.placed]: "orderStatus.placed",
  [ORDER_STATUS.partiallyShipped]: "orderStatus.partiallyShipped",
  [ORDER_STATUS.shipped]: "orderStatus.shipped",
  [ORDER_STATUS.delivered]: "orderStatus.delivered",
  [ORDER_STATUS.cancelled]: "orderStatus.cancelled",
  Processing: "orderStatus.processing",
};

const PAYMENT_STATUS_KEYS: Record<string, AccountKey> = {
  [PAYMENT_STATUS.pending]: "orderStatus.paymentPending",
  [PAYMENT_STATUS.success]: "orderStatus.paymentPaid",
  [PAYMENT_STATUS.succeeded]: "orderStatus.paymentPaid",
  [PAYMENT_STATUS.failed]: "orderStatus.paymentFailed",
  [PAYMENT_STATUS.cancelled]: "orderStatus.paymentCancelled",
  "": "orderStatus.paymentUnknown",
};

/**
 * The order status as the server returned it, coloured by the account keyword rules of
 * docs/product/storefront.md §4 (read from the English), named in the page's language; a status the
 * shop does not know is shown as written.
 */
export function OrderStatusBadge({ status }: { status: string | null | undefined }) {
  const t = useAccountT();
  const tone = accountOrderStatusTone(status);
  const label = accountOrderStatusLabel(status);
  const key = ORDER_STATUS_KEYS[label];
  return (
    <Badge tone={tone}>
      <span className="sr-only">{t("orderStatus.status")} </span>
      <span data-tone={tone}>{key ? t(key) : label}</span>
    </Badge>
  );
}

export function PaymentStatusBadge({ status }: { status: string | null | undefined }) {
  const t = useAccountT();
  const tone = paymentStatusTone(status);
  const key = PAYMENT_STATUS_KEYS[(status ?? "").trim().toLowerCase()];
  return (
    <Badge tone={tone}>
      <span className="sr-only">{t("orderStatus.paymentStatus")} </span>
      <span data-tone={tone}>{key ? t(key) : paymentStatusLabel(status)}</span>
    </Badge>
  );
}
