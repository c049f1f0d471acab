import type { SellerOrder } from "@shop/contract";
import { ConfirmDialog } from "../../../components/ui";
import { useBackOfficeT } from "../../../lib/back-office-i18n";

/**
 * Mark Delivered asks first (docs/decisions/0053-the-back-office-of-its-own.md): it mails the customer
 * and books the part's sale in the ledger, neither of which can be taken back.
 */
export function DeliverDialog({
  order,
  busy,
  onConfirm,
  onClose,
}: {
  order: SellerOrder | null;
  busy: boolean;
  onConfirm: (order: SellerOrder) => void;
  onClose: () => void;
}) {
  const t = useBackOfficeT();
  return (
    <ConfirmDialog
      open={order !== null}
      title={order ? t("office.deliverTitle", { orderId: order.orderId }) : ""}
      message={t("office.deliverQuestion")}
      confirmLabel={t("office.deliverConfirm")}
      cancelLabel={t("office.deliverCancel")}
      destructive={false}
      loading={busy}
      onConfirm={() => order && onConfirm(order)}
      onCancel={onClose}
    />
  );
}
