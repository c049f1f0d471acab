import {
  RETURN_REASON_WORDS,
  RETURN_REASONS,
  type ReturnableOrderPart,
  type ReturnReason,
  type ReturnRequestInput,
  describeVariant,
  returnRequestInput,
} from "@shop/contract";
import { MSG } from "@shop/contract/messages/account";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, Button, Input, Select, Textarea } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { requestResolver } from "../../../lib/form";
import { useRequestReturn } from "../api/request-return";

/** The form's values: a count per order line (text, as the inputs hold it), the reason and the note. */
interface ReturnFormValues {
  quantities: Record<string, string>;
  reason: ReturnReason | "";
  note: string;
}

/** The form's one conversion to the body the API takes: the lines with a count above 0. */
const toRequest =
  (part: ReturnableOrderPart) =>
  (v: ReturnFormValues): unknown => ({
    sellerId: part.sellerId,
    reason: v.reason || undefined,
    ...(v.note.trim() ? { note: v.note.trim() } : {}),
    lines: part.lines
      .map((l) => ({ orderItemId: l.orderItemId, quantity: Number(v.quantities[String(l.orderItemId)] || 0) }))
      .filter((l) => l.quantity !== 0),
  });

/** The customer's return of one delivered part: how many of each line, why, and a note. */
export function ReturnForm({
  orderId,
  part,
  onDone,
  onCancel,
}: {
  orderId: number;
  part: ReturnableOrderPart;
  onDone: () => void;
  onCancel: () => void;
}) {
  const ask = useRequestReturn(orderId);
  const [formError, setFormError] = useState<string>();
  const lines = part.lines.filter((l) => l.returnable > 0);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReturnFormValues, unknown, ReturnRequestInput>({
    defaultValues: {
      quantities: Object.fromEntries(lines.map((l) => [String(l.orderItemId), lines.length === 1 ? "1" : "0"])),
      reason: "",
      note: "",
    },
    resolver: requestResolver(returnRequestInput, toRequest(part)),
    reValidateMode: "onSubmit",
  });
  const submit = handleSubmit((input) => {
    setFormError(undefined);
    ask.mutate(input, {
      onSuccess: onDone,
      onError: (error) => setFormError(errorMessage(error, MSG.returnAskFailed)),
    });
  });
  const linesError = (errors as { lines?: { message?: string } }).lines?.message;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {formError && <Alert kind="error">{formError}</Alert>}
      <p className="text-sm text-ink-600">{MSG.returnFormIntro}</p>
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{MSG.returnItems}</legend>
        {lines.map((l, i) => {
          const variant = describeVariant(l.options);
          return (
            <Input
              key={l.orderItemId}
              label={MSG.returnQuantityOf(variant ? `${l.productName} (${variant})` : l.productName, l.returnable)}
              type="number"
              inputMode="numeric"
              min={0}
              max={l.returnable}
              step={1}
              {...register(`quantities.${String(l.orderItemId)}`)}
              {...(i === 0 ? { "data-autofocus": true } : {})}
            />
          );
        })}
        {linesError && <p className="text-xs font-medium text-red-700">{linesError}</p>}
      </fieldset>
      <Select label={MSG.returnReasonLabel} required error={errors.reason?.message} {...register("reason")}>
        <option value="">—</option>
        {RETURN_REASONS.map((r) => (
          <option key={r} value={r}>
            {RETURN_REASON_WORDS[r]}
          </option>
        ))}
      </Select>
      <Textarea
        label={MSG.returnNoteLabel}
        rows={3}
        maxLength={1000}
        error={errors.note?.message}
        {...register("note")}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {MSG.returnFormDismiss}
        </Button>
        <Button type="submit" loading={ask.isPending}>
          {MSG.returnSubmit}
        </Button>
      </div>
    </form>
  );
}
