import { PART_CANCEL_REASON_MAX, type SellerOrder } from "@shop/contract";
import { MSG } from "@shop/contract/messages/back-office";
import { type FormEvent, useId, useState } from "react";
import { Button, Dialog, Textarea } from "../../../components/ui";

export interface CancelPartDialogProps {
  order: SellerOrder | null;
  busy: boolean;
  /** The server's refusal, shown in the dialog (e.g. the part shipped meanwhile). */
  error: string | null;
  onCancelPart: (reason: string) => void;
  onClose: () => void;
}

/** The server's own check of a reason (docs/decisions/0048-part-cancellation-mails-and-cash.md), before asking it. */
export function reasonError(reason: string): string | null {
  const text = reason.trim();
  if (text === "") return MSG.cancelReasonRequired;
  if (text.length > PART_CANCEL_REASON_MAX) return MSG.cancelReasonMax(PART_CANCEL_REASON_MAX);
  return null;
}

/**
 * "Cancel my part" of an order not yet shipped: asks for the reason the customer's mail and the credit
 * note carry (docs/decisions/0043-cancelling-one-part.md), then the part's stock comes back.
 */
export function CancelPartDialog({ order, busy, error, onCancelPart, onClose }: CancelPartDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = reasonError(reason);
    setProblem(invalid);
    if (!invalid) onCancelPart(reason.trim());
  };
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title={order ? MSG.cancelPartTitle(order.orderId) : ""}
      description={MSG.cancelPartDescription}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {MSG.keepPartButton}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={busy}>
            {MSG.cancelPartButton}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Textarea
          label={MSG.cancelReasonLabel}
          required
          rows={3}
          maxLength={PART_CANCEL_REASON_MAX}
          value={reason}
          error={problem ?? undefined}
          data-autofocus
          onChange={(e) => {
            setReason(e.target.value);
            if (problem) setProblem(reasonError(e.target.value));
          }}
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
