import {
  describeVariant,
  REFUND_METHODS,
  type RefundMethod,
  type Return,
  type ReturnDeclineInput,
  type ReturnReceiveInput,
  type ReturnRefundInput,
  returnDeclineInput,
  returnReceiveInput,
  returnRefundInput,
} from "@shop/contract";
import { useForm } from "react-hook-form";
import { Button, Input, Select } from "../../../components/ui";
import { requestResolver } from "../../../lib/form";
import { type BackOfficeKey, useBackOfficeT, useShownText } from "../../../lib/back-office-i18n";

/** The methods a refund can be paid by now (card needs card payments, which the shop does not take). */
const METHODS = REFUND_METHODS.filter((m): m is Exclude<RefundMethod, "card"> => m !== "card");
const METHOD_WORDS: Record<(typeof METHODS)[number], BackOfficeKey> = {
  cash: "refundMethodCash",
  bank_transfer: "refundMethodBankTransfer",
  store_credit: "refundMethodStoreCredit",
};

interface FormProps<T> {
  onSubmit: (body: T) => void;
  pending: boolean;
}

/** Decline with a reason the customer reads. */
export function DeclineForm({ onSubmit, pending }: FormProps<ReturnDeclineInput>) {
  const t = useBackOfficeT();
  const shown = useShownText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReturnDeclineInput, unknown, ReturnDeclineInput>({
    defaultValues: { reason: "" },
    resolver: requestResolver(returnDeclineInput),
    reValidateMode: "onSubmit",
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-3">
      <Input
        label={t("returnDeclineReasonLabel")}
        required
        maxLength={500}
        error={shown(errors.reason?.message)}
        {...register("reason")}
      />
      <Button type="submit" variant="secondary" loading={pending} className="self-start">
        {t("returnDecline")}
      </Button>
    </form>
  );
}

/** The form's values: the counts as the inputs hold them, per order line. */
interface ReceiveValues {
  lines: { orderItemId: number; quantityReceived: string; quantityResellable: string }[];
}

const toReceive = (v: ReceiveValues): unknown => ({
  lines: v.lines.map((l) => ({
    orderItemId: l.orderItemId,
    quantityReceived: Number(l.quantityReceived),
    quantityResellable: Number(l.quantityResellable),
  })),
});

/** What came back, per line: received (at most asked) and resellable (at most received; back in stock). */
export function ReceiveForm({ r, onSubmit, pending }: FormProps<ReturnReceiveInput> & { r: Return }) {
  const t = useBackOfficeT();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReceiveValues, unknown, ReturnReceiveInput>({
    defaultValues: {
      lines: r.lines.map((l) => ({
        orderItemId: l.orderItemId,
        quantityReceived: String(l.quantity),
        quantityResellable: String(l.quantity),
      })),
    },
    resolver: requestResolver(returnReceiveInput, toReceive),
    reValidateMode: "onSubmit",
  });
  const lineErrors = errors.lines as
    | ({ quantityReceived?: { message?: string }; quantityResellable?: { message?: string } } | undefined)[]
    | undefined;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-3">
      {r.lines.map((l, i) => {
        const variant = describeVariant(l.options);
        const name = variant ? `${l.productName} (${variant})` : l.productName;
        return (
          <div key={l.orderItemId} className="grid gap-3 sm:grid-cols-2">
            <Input
              label={t("returnReceivedLabel", { name })}
              type="number"
              inputMode="numeric"
              min={0}
              max={l.quantity}
              step={1}
              error={lineErrors?.[i]?.quantityReceived?.message}
              {...register(`lines.${i}.quantityReceived`)}
            />
            <Input
              label={t("returnResellableLabel", { name })}
              type="number"
              inputMode="numeric"
              min={0}
              max={l.quantity}
              step={1}
              error={lineErrors?.[i]?.quantityResellable?.message}
              {...register(`lines.${i}.quantityResellable`)}
            />
          </div>
        );
      })}
      <Button type="submit" loading={pending} className="self-start">
        {t("returnReceive")}
      </Button>
    </form>
  );
}

/** The refund as paid back: how, and the payment's reference (a refund counts as paid only with one). */
export function RefundForm({ onSubmit, pending }: FormProps<ReturnRefundInput>) {
  const t = useBackOfficeT();
  const shown = useShownText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReturnRefundInput, unknown, ReturnRefundInput>({
    defaultValues: { method: "cash", reference: "" },
    resolver: requestResolver(returnRefundInput),
    reValidateMode: "onSubmit",
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Select label={t("returnRefundMethodLabel")} error={shown(errors.method?.message)} {...register("method")}>
          {METHODS.map((m) => (
            <option key={m} value={m}>
              {t(METHOD_WORDS[m])}
            </option>
          ))}
        </Select>
        <Input
          label={t("returnRefundReferenceLabel")}
          required
          maxLength={100}
          error={shown(errors.reference?.message)}
          {...register("reference")}
        />
      </div>
      <Button type="submit" loading={pending} className="self-start">
        {t("returnRefund")}
      </Button>
    </form>
  );
}
