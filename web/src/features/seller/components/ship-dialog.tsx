import { CARRIERS, type SellerOrder } from "@shop/contract";
import { Truck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button, Dialog, Input } from "../../../components/ui";
import type { Tracking } from "../api/update-seller-order-status";

export interface ShipDialogProps {
  order: SellerOrder | null;
  busy: boolean;
  /** The server's refusal, shown in the dialog (e.g. a tracking number it does not accept). */
  error: string | null;
  onShip: (tracking: Tracking) => void;
  onClose: () => void;
}

/**
 * "Mark Shipped" for one order: the carrier and tracking number are optional; given, the customer's
 * shipped mail and order details carry them, with a tracking link for the well-known carriers.
 */
export function ShipDialog({ order, busy, error, onShip, onClose }: ShipDialogProps) {
  const formId = useId();
  const listId = useId();
  const [carrier, setCarrier] = useState("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShip({ carrier: carrier.trim(), trackingNumber: trackingNumber.trim() });
  };
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title={order ? `Mark Shipped: order #${order.orderId}` : ""}
      description="Add the carrier and tracking number if you have them: the customer's mail links to the tracking page."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            <Truck aria-hidden="true" className="size-4" />
            Mark Shipped
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Input
          label="Carrier (optional)"
          list={listId}
          autoComplete="off"
          value={carrier}
          maxLength={40}
          onChange={(e) => setCarrier(e.target.value)}
        />
        <datalist id={listId}>
          {CARRIERS.map((c) => (
            <option key={c.name} value={c.name} />
          ))}
        </datalist>
        <Input
          label="Tracking number (optional)"
          autoComplete="off"
          value={trackingNumber}
          maxLength={40}
          onChange={(e) => setTrackingNumber(e.target.value)}
        />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}
