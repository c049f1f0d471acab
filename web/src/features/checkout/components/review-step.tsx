import { MSG } from "@shop/contract/messages/checkout";
import { type Address, ORDER_NOTE_MAX } from "@shop/contract";
import { Banknote, Pencil, CreditCard } from "lucide-react";
import type { ReactNode } from "react";
import { AddressLines, Button, Textarea } from "../../../components/ui";
import type { CartLine } from "../../cart";
import { LineList } from "./order-summary";

export interface ReviewStepProps {
  items: readonly CartLine[];
  /** The discount-code box (the cart's), shown under the items. */
  codeBox?: ReactNode;
  address: Address | null;
  note: string;
  onNoteChange: (note: string) => void;
  onEditShipping: () => void;
  onEditPayment: () => void;
  disabled: boolean;
  /** The chosen way to pay (cash on delivery unless a card was chosen). */
  payment?: "cash" | "card";
}

function ReviewSection({
  title,
  onEdit,
  editLabel,
  disabled,
  children,
}: {
  title: string;
  onEdit?: () => void;
  editLabel?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3 border-b border-ink-100 pb-5 last:border-b-0 last:pb-0">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold tracking-wide text-ink-500 uppercase">{title}</h3>
        {onEdit && (
          <Button variant="ghost" size="sm" onClick={onEdit} disabled={disabled} aria-label={editLabel}>
            <Pencil aria-hidden="true" className="size-3.5" />
            Change
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}

/** Step 3: the items, address and payment once more, plus an optional note for the order. */
export function ReviewStep({
  items,
  codeBox,
  address,
  note,
  onNoteChange,
  onEditShipping,
  onEditPayment,
  disabled,
  payment = "cash",
}: ReviewStepProps) {
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h2 data-step-heading tabIndex={-1} className="text-lg font-semibold text-ink-900 focus:outline-none">
          Review your order
        </h2>
        <p className="text-sm text-ink-500">Check everything, then place your order.</p>
      </div>
      <ReviewSection title="Items">
        <LineList items={items} />
      </ReviewSection>
      {codeBox && <ReviewSection title="Discount code">{codeBox}</ReviewSection>}
      <ReviewSection title="Ship to" onEdit={onEditShipping} editLabel="Change shipping address" disabled={disabled}>
        {address ? <AddressLines address={address} /> : <p className="text-sm text-ink-500">No address selected</p>}
      </ReviewSection>
      <ReviewSection title="Payment" onEdit={onEditPayment} editLabel="Change payment method" disabled={disabled}>
        {payment === "card" ? (
          <p className="flex items-center gap-2 text-sm text-ink-800">
            <CreditCard aria-hidden="true" className="size-4 text-brand-700" />
            {MSG.payCardTitle}
          </p>
        ) : (
          <p className="flex items-center gap-2 text-sm text-ink-800">
            <Banknote aria-hidden="true" className="size-4 text-emerald-700" />
            {MSG.payCashTitle}
          </p>
        )}
      </ReviewSection>
      <ReviewSection title="Order notes">
        <Textarea
          id="order-notes"
          label="Notes for your order (optional)"
          hideLabel
          placeholder="Delivery instructions, gate code, a preferred time…"
          maxLength={ORDER_NOTE_MAX}
          rows={3}
          value={note}
          disabled={disabled}
          hint={`${note.length}/${ORDER_NOTE_MAX} characters`}
          onChange={(event) => onNoteChange(event.target.value)}
        />
      </ReviewSection>
    </div>
  );
}
