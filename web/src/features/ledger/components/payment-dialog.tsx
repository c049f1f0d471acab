import { type SellerAccount, type SellerPaymentInput, sellerPaymentInput } from "@shop/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, Button, Dialog, Input } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { requestResolver, setServerErrors, typedNumber } from "../../../lib/form";
import { useMoney } from "../../../lib/shop-settings";
import { useRecordPayment } from "../api/record-payment";
import { sellerBalanceWords } from "./ledger-words";
import { RadioChoice } from "./radio-choice";
import { useBackOfficeT, useShownText } from "../../../lib/back-office-i18n";

type Direction = "payout" | "settlement";
interface PaymentValues {
  direction: Direction;
  /** As typed: text. */
  amount: string;
  reference: string;
  note: string;
}
const FIELDS = ["amount", "reference", "note"] as const;

/** The form's one conversion to the request: the amount as a number, an empty note left out. */
const toRequest = (v: PaymentValues) => ({
  ...v,
  amount: typedNumber(v.amount),
  note: v.note.trim() === "" ? undefined : v.note,
});

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
  const t = useBackOfficeT();
  const money = useMoney();
  return (
    <Dialog
      open={seller !== null}
      onClose={onClose}
      title={t("ledPaymentTitle")}
      description={
        seller ? `${seller.displayName || seller.username}: ${sellerBalanceWords(seller.balance, money, t)}` : undefined
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
  const t = useBackOfficeT();
  const shown = useShownText();
  const money = useMoney();
  const cents = money.toMinor(seller.balance);
  const record = useRecordPayment(seller.sellerId);
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<PaymentValues, unknown, SellerPaymentInput>({
    defaultValues: {
      direction: cents < 0 ? "settlement" : "payout",
      amount: cents === 0 ? "" : money.fromMinor(Math.abs(cents)).toFixed(money.digits),
      reference: "",
      note: "",
    },
    resolver: requestResolver(sellerPaymentInput, toRequest, { money, labels: { amount: t("ledAmount") } }),
    reValidateMode: "onSubmit",
  });
  const direction = watch("direction");
  const name = seller.displayName || seller.username;
  const field = (key: (typeof FIELDS)[number]) => register(key, { onChange: () => clearErrors(key) });

  const submit = handleSubmit(
    (payment) => {
      setFormError(undefined);
      record.mutate(payment, {
        onSuccess: () =>
          onRecorded(
            payment.direction === "payout"
              ? t("ledPayoutDone", { amount: money.format(payment.amount), name })
              : t("ledSettlementDone", { amount: money.format(payment.amount), name }),
          ),
        onError: (err) => {
          setServerErrors(err, setError, FIELDS);
          setFormError(errorMessage(err, t("ledPaymentFailed")));
        },
      });
    },
    () => setFormError(undefined),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {formError && <Alert kind="error">{formError}</Alert>}
      <RadioChoice
        legend={t("ledDirection")}
        name="direction"
        value={direction}
        onChange={(v) => {
          setValue("direction", v);
          setFormError(undefined);
        }}
        options={[
          { value: "payout", label: t("ledPayout"), hint: t("ledPayoutHint", { name }) },
          { value: "settlement", label: t("ledSettlement"), hint: t("ledSettlementHint", { name }) },
        ]}
      />
      <Input
        label={t("ledAmountIn", { symbol: money.symbol })}
        type="number"
        inputMode="decimal"
        step={money.step}
        min={money.step}
        required
        error={shown(errors.amount?.message)}
        {...field("amount")}
      />
      <Input
        label={t("ledReference")}
        required
        maxLength={100}
        placeholder={t("ledReferencePlaceholder")}
        error={shown(errors.reference?.message)}
        {...field("reference")}
      />
      <Input
        label={t("ledNote")}
        maxLength={500}
        placeholder={t("ledOptional")}
        error={shown(errors.note?.message)}
        {...field("note")}
      />
      {direction === "payout" && (
        <div className="rounded-md bg-ink-50 p-3 text-sm ring-1 ring-ink-200">
          <p className="font-medium text-ink-800">{t("payoutTo")}</p>
          <p className="whitespace-pre-line text-ink-700">{seller.bankDetails || t("noBankDetails")}</p>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-ink-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={record.isPending}>
          {t("ledCancel")}
        </Button>
        <Button type="submit" loading={record.isPending}>
          {direction === "payout" ? t("ledRecordPayout") : t("ledRecordSettlement")}
        </Button>
      </div>
    </form>
  );
}
