import type { SellerAccount } from "@shop/contract";
import { useState } from "react";
import { Alert, ConfirmDialog } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useSellerSuspension } from "../api/suspend-seller";
import { ReasonDialog } from "./reason-dialog";
import { useBackOfficeT } from "../../../lib/back-office-i18n";

/**
 * Suspending a seller (with a reason they read) or reinstating a suspended one, from the Sellers
 * list (docs/decisions/0047): a suspended seller's products leave the storefront, their open orders
 * stay theirs to ship.
 */
export function SuspensionDialogs({
  seller,
  onClose,
  onDone,
}: {
  seller: SellerAccount | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = useBackOfficeT();
  const suspension = useSellerSuspension();
  const [error, setError] = useState<string>();
  const name = seller ? seller.displayName || seller.username : "";
  const close = () => {
    setError(undefined);
    onClose();
  };
  return (
    <>
      <ReasonDialog
        open={seller !== null && !seller.suspended}
        title={t("sellerSuspendTitle", { name })}
        description={t("sellerSuspendHint")}
        confirmLabel={t("sellerSuspend")}
        onClose={close}
        onSubmit={(reason) =>
          suspension
            .mutateAsync({ sellerId: seller!.sellerId, reason })
            .then(() => onDone(t("success.sellerSuspendedDone")))
        }
      />
      <ConfirmDialog
        open={seller?.suspended === true}
        title={t("ledReinstateName", { name })}
        message={
          <>
            {error && <Alert kind="error">{error}</Alert>}
            {seller?.suspensionReason ? t("applicationReason", { reason: seller.suspensionReason }) : null}
          </>
        }
        confirmLabel={t("sellerReinstate")}
        destructive={false}
        loading={suspension.isPending}
        onCancel={close}
        onConfirm={() =>
          suspension.mutate(
            { sellerId: seller!.sellerId, reason: null },
            {
              onSuccess: () => onDone(t("success.sellerReinstated")),
              onError: (err) => setError(errorMessage(err, t("fallback.saveDecision"))),
            },
          )
        }
      />
    </>
  );
}
