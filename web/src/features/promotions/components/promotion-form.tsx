import {
  PROMOTION_KINDS,
  type Promotion,
  type PromotionInput,
  type PromotionKindName,
  promotionInput,
} from "@shop/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, Button, Input } from "../../../components/ui";
import { errorMessage, isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { requestResolver, setServerErrors } from "../../../lib/form";
import { useMoney } from "../../../lib/shop-settings";
import { useCreatePromotion } from "../api/create-promotion";
import type { PromotionScope } from "../query-keys";

/** The form's values: what the inputs hold (text; the dates as days, the API takes instants). */
export interface PromotionFormValues {
  code: string;
  kind: PromotionKindName;
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
}
type TextField = Exclude<keyof PromotionFormValues, "kind">;
const FIELDS = [
  "code",
  "kind",
  "value",
  "minSubtotal",
  "startsAt",
  "endsAt",
  "usageLimit",
  "perCustomerLimit",
] as const satisfies readonly (keyof PromotionFormValues)[];

const EMPTY: PromotionFormValues = {
  code: "",
  kind: "percent",
  value: "",
  minSubtotal: "",
  startsAt: "",
  endsAt: "",
  usageLimit: "",
  perCustomerLimit: "",
};

const KIND_LABELS: Record<PromotionKindName, string> = {
  percent: "Percent off",
  fixed: "Amount off",
  free_shipping: "Free shipping",
};

/** An amount or a percentage: a decimal from 0. */
const DECIMAL = { type: "number", inputMode: "decimal", step: "0.01", min: "0" } as const;
/** A limit: a whole count from 1, none when blank. */
const COUNT = { type: "number", inputMode: "numeric", step: "1", min: "1", placeholder: "No limit" } as const;

const blank = (v: string) => v.trim() === "";
const numberOrNull = (v: string) => (blank(v) ? null : Number(v));
/** A date field's day, from the start of that day (start) or to its end (end), in the admin's own time zone. */
const dayStart = (d: string) => (blank(d) ? null : new Date(`${d}T00:00:00`).toISOString());
const dayEnd = (d: string) => (blank(d) ? null : new Date(`${d}T23:59:59`).toISOString());

/** The form's one conversion to the body the API takes (blank optional fields are left out as null). */
export function toPromotionInput(v: PromotionFormValues): PromotionInput {
  return {
    code: v.code.trim(),
    kind: v.kind,
    ...(v.kind === "free_shipping" ? {} : { value: blank(v.value) ? undefined : Number(v.value) }),
    minSubtotal: numberOrNull(v.minSubtotal),
    startsAt: dayStart(v.startsAt),
    endsAt: dayEnd(v.endsAt),
    usageLimit: numberOrNull(v.usageLimit),
    perCustomerLimit: numberOrNull(v.perCustomerLimit),
    active: true,
  };
}

/** A new discount code: the contract's rules on the client, the server's field errors by field. */
export function PromotionForm({
  scope,
  onCreated,
  onCancel,
  sellerNote,
}: {
  scope: PromotionScope;
  onCreated: (saved: Promotion) => void;
  onCancel: () => void;
  /** Tells a seller that only their own products qualify. */
  sellerNote?: boolean;
}) {
  const create = useCreatePromotion(scope);
  const money = useMoney();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<PromotionFormValues, unknown, PromotionInput>({
    defaultValues: EMPTY,
    resolver: requestResolver(promotionInput, toPromotionInput, {
      money,
      labels: (request) => ({
        ...(request.kind === "fixed" ? { value: "Value" } : {}),
        minSubtotal: "Minimum order amount",
      }),
    }),
    reValidateMode: "onSubmit",
  });
  const [kind, startsAt, endsAt] = watch(["kind", "startsAt", "endsAt"]);
  /** A text field's registration and error, for an Input; an edit clears its error. */
  const bind = (field: TextField) => ({
    ...register(field, { onChange: () => clearErrors(field) }),
    error: errors[field]?.message,
  });

  const submit = handleSubmit(
    (input) => {
      setFormError(undefined);
      create.mutate(input, {
        onSuccess: onCreated,
        onError: (error) => {
          if (setServerErrors(error, setError, FIELDS) > 0) return;
          if (isApiError(error) && error.status === 409) setError("code", { message: error.message });
          else setFormError(errorMessage(error, "The code could not be saved"));
        },
      });
    },
    () => setFormError(undefined),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {formError && <Alert kind="error">{formError}</Alert>}
      {sellerNote && (
        <Alert kind="info" title={null}>
          Your codes discount only your own products, and you pay for the discount.
        </Alert>
      )}
      <Input
        label="Code"
        required
        maxLength={32}
        autoCapitalize="characters"
        placeholder="SUMMER-10"
        hint="3 to 32 letters, digits or dashes"
        {...bind("code")}
        data-autofocus
      />
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-ink-800">Discount</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {PROMOTION_KINDS.map((choice) => (
            <label
              key={choice}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-lg border p-2.5 text-sm",
                kind === choice ? "border-ink-900 bg-ink-50 font-medium" : "border-ink-200 hover:border-ink-300",
              )}
            >
              <input
                type="radio"
                value={choice}
                {...register("kind", { onChange: () => clearErrors("kind") })}
                className="size-4 accent-ink-900"
              />
              {KIND_LABELS[choice]}
            </label>
          ))}
        </div>
        {errors.kind && <p className="text-xs font-medium text-red-700">{errors.kind.message}</p>}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {kind !== "free_shipping" && (
          <Input
            label={kind === "percent" ? "Percent off (%)" : `Amount off (${money.symbol})`}
            required
            {...DECIMAL}
            step={kind === "percent" ? DECIMAL.step : money.step}
            max={kind === "percent" ? "100" : undefined}
            {...bind("value")}
          />
        )}
        <Input
          label={`Minimum subtotal (${money.symbol})`}
          {...DECIMAL}
          step={money.step}
          placeholder="None"
          hint="Of the items the code applies to"
          {...bind("minSubtotal")}
        />
        <Input label="Starts on" type="date" max={endsAt || undefined} {...bind("startsAt")} />
        <Input label="Ends after" type="date" min={startsAt || undefined} {...bind("endsAt")} />
        <Input label="Usage limit" {...COUNT} hint="Orders in total" {...bind("usageLimit")} />
        <Input label="Per customer" {...COUNT} hint="Orders per customer" {...bind("perCustomerLimit")} />
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-ink-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          Create code
        </Button>
      </div>
    </form>
  );
}
