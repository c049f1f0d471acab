import type { SellerAccount } from "@shop/contract";
import { FALLBACK, MSG, SUCCESS } from "@shop/contract/messages/back-office";
import { useState } from "react";
import { Alert, ConfirmDialog } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useSellerSuspension } from "../api/suspend-seller";
import { ReasonDialog } from "./reason-dialog";

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
        title={MSG.sellerSuspendTitle(name)}
        description={MSG.sellerSuspendHint}
        confirmLabel={MSG.sellerSuspend}
        onClose={close}
        onSubmit={(reason) =>
          suspension.mutateAsync({ sellerId: seller!.sellerId, reason }).then(() => onDone(SUCCESS.sellerSuspendedDone))
        }
      />
      <ConfirmDialog
        open={seller?.suspended === true}
        title={`${MSG.sellerReinstate} ${name}`}
        message={
          <>
            {error && <Alert kind="error">{error}</Alert>}
            {seller?.suspensionReason ? MSG.applicationReason(seller.suspensionReason) : null}
          </>
        }
        confirmLabel={MSG.sellerReinstate}
        destructive={false}
        loading={suspension.isPending}
        onCancel={close}
        onConfirm={() =>
          suspension.mutate(
            { sellerId: seller!.sellerId, reason: null },
            {
              onSuccess: () => onDone(SUCCESS.sellerReinstated),
              onError: (err) => setError(errorMessage(err, FALLBACK.saveDecision)),
            },
          )
        }
      />
    </>
  );
}
