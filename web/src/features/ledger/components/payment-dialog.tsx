import { fromCents, type SellerAccount, sellerPaymentInput, toCents } from "@shop/contract";
import { type FormEvent, useState } from "react";
import { Alert, Button, Dialog, Input } from "../../../components/ui";
import { errorMessage, isApiError } from "../../../lib/api-client";
import { formatMoney } from "../../../lib/format";
import { recordPayment } from "../api/record-payment";
import { sellerBalanceWords } from "./ledger-words";
import { RadioChoice } from "./radio-choice";

type Direction = "payout" | "settlement";
type Field = "amount" | "reference" | "note";

/** Records a payout (the shop paid the seller) or a settlement (the seller paid the shop). */
export function PaymentDialog({
  seller,
  onClose,
  onRecorded,
}: {
  seller: SellerAccount | null;
  onClose: () => void;
  onRecorded: (message: string) => void;
}) {
  return (
    <Dialog
      open={seller !== null}
      onClose={onClose}
      title="Record a payment"
      description={
        seller ? `${seller.displayName || seller.username}: ${sellerBalanceWords(seller.balance)}` : undefined
      }
    >
      {seller && <PaymentForm key={seller.sellerId} seller={seller} onClose={onClose} onRecorded={onRecorded} />}
    </Dialog>
  );
}

function PaymentForm({
  seller,
  onClose,
  onRecorded,
}: {
  seller: SellerAccount;
  onClose: () => void;
  onRecorded: (message: string) => void;
}) {
  const cents = toCents(seller.balance);
  const [direction, setDirection] = useState<Direction>(cents < 0 ? "settlement" : "payout");
  const [amount, setAmount] = useState(cents === 0 ? "" : fromCents(Math.abs(cents)).toFixed(2));
  const [reference, setReference] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const name = seller.displayName || seller.username;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const parsed = sellerPaymentInput.safeParse({
      direction,
      amount: amount.trim() === "" ? undefined : Number(amount),
      reference,
      note: note.trim() === "" ? undefined : note,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    setSaving(true);
    try {
      await recordPayment(seller.sellerId, parsed.data);
      onRecorded(
        direction === "payout"
          ? `Payout of ${formatMoney(parsed.data.amount)} to ${name} recorded`
          : `Payment of ${formatMoney(parsed.data.amount)} from ${name} recorded`,
      );
    } catch (err) {
      if (isApiError(err) && Object.keys(err.fieldErrors).length > 0) setErrors(err.fieldErrors as typeof errors);
      setFormError(errorMessage(err, "The payment could not be recorded"));
    } finally {
      setSaving(false);
    }
  }

  const clear = (field: Field) => setErrors((e) => ({ ...e, [field]: undefined }));
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {formError && <Alert kind="error">{formError}</Alert>}
      <RadioChoice
        legend="Direction"
        name="direction"
        value={direction}
        onChange={(v) => {
          setDirection(v);
          setFormError(undefined);
        }}
        options={[
          { value: "payout", label: "Payout", hint: `The shop paid ${name}` },
          { value: "settlement", label: "Settlement", hint: `${name} paid the shop` },
        ]}
      />
      <Input
        label="Amount ($)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        required
        value={amount}
        onChange={(e) => {
          setAmount(e.target.value);
          clear("amount");
        }}
        error={errors.amount}
      />
      <Input
        label="Reference"
        required
        maxLength={100}
        placeholder="Bank transfer or receipt number"
        value={reference}
        onChange={(e) => {
          setReference(e.target.value);
          clear("reference");
        }}
        error={errors.reference}
      />
      <Input
        label="Note"
        maxLength={500}
        placeholder="Optional"
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
          clear("note");
        }}
        error={errors.note}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-ink-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Record {direction}
        </Button>
      </div>
    </form>
  );
}
