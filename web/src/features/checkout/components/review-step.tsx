import { type Address, ORDER_NOTE_MAX } from "@shop/contract";
import { Banknote, Pencil, CreditCard } from "lucide-react";
import type { ReactNode } from "react";
import { AddressLines, Button, Textarea } from "../../../components/ui";
import type { CartLine } from "../../cart";
import { useCheckoutT } from "../../../lib/area-texts";
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
  const t = useCheckoutT();
  return (
    <section className="flex flex-col gap-3 border-b border-ink-100 pb-5 last:border-b-0 last:pb-0">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold tracking-wide text-ink-500 uppercase">{title}</h3>
        {onEdit && (
          <Button variant="ghost" size="sm" onClick={onEdit} disabled={disabled} aria-label={editLabel}>
            <Pencil aria-hidden="true" className="size-3.5" />
            {t("reviewStep.change")}
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
  const t = useCheckoutT();
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h2 data-step-heading tabIndex={-1} className="text-lg font-semibold text-ink-900 focus:outline-none">
          {t("reviewStep.heading")}
        </h2>
        <p className="text-sm text-ink-500">{t("reviewStep.intro")}</p>
      </div>
      <ReviewSection title={t("reviewStep.items")}>
        <LineList items={items} />
      </ReviewSection>
      {codeBox && <ReviewSection title={t("reviewStep.discountCode")}>{codeBox}</ReviewSection>}
      <ReviewSection
        title={t("reviewStep.shipTo")}
        onEdit={onEditShipping}
        editLabel={t("reviewStep.changeAddress")}
        disabled={disabled}
      >
        {address ? (
          <AddressLines address={address} />
        ) : (
          <p className="text-sm text-ink-500">{t("reviewStep.noAddress")}</p>
        )}
      </ReviewSection>
      <ReviewSection
        title={t("reviewStep.payment")}
        onEdit={onEditPayment}
        editLabel={t("reviewStep.changePayment")}
        disabled={disabled}
      >
        {payment === "card" ? (
          <p className="flex items-center gap-2 text-sm text-ink-800">
            <CreditCard aria-hidden="true" className="size-4 text-brand-700" />
            {t("payCardTitle")}
          </p>
        ) : (
          <p className="flex items-center gap-2 text-sm text-ink-800">
            <Banknote aria-hidden="true" className="size-4 text-emerald-700" />
            {t("paymentStep.cash")}
          </p>
        )}
      </ReviewSection>
      <ReviewSection title={t("reviewStep.notes")}>
        <Textarea
          id="order-notes"
          label={t("reviewStep.notesLabel")}
          hideLabel
          placeholder={t("reviewStep.notesPlaceholder")}
          maxLength={ORDER_NOTE_MAX}
          rows={3}
          value={note}
          disabled={disabled}
          hint={t("reviewStep.notesCount", { length: note.length, max: ORDER_NOTE_MAX })}
          onChange={(event) => onNoteChange(event.target.value)}
        />
      </ReviewSection>
    </div>
  );
}
