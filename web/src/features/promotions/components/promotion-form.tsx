import {
  PROMOTION_KINDS,
  type Promotion,
  type PromotionInput,
  type PromotionKindName,
  promotionInput,
} from "@shop/contract";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { Alert, Button, Input } from "../../../components/ui";
import { errorMessage, isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";

type Field = "code" | "kind" | "value" | "minSubtotal" | "startsAt" | "endsAt" | "usageLimit" | "perCustomerLimit";

export interface PromotionFormValues {
  code: string;
  kind: PromotionKindName;
  value: string;
  minSubtotal: string;
  startsOn: string;
  endsOn: string;
  usageLimit: string;
  perCustomerLimit: string;
}

const EMPTY: PromotionFormValues = {
  code: "",
  kind: "percent",
  value: "",
  minSubtotal: "",
  startsOn: "",
  endsOn: "",
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

/** The API's name of a form field: the form picks days, the API takes instants. */
const apiField = (field: keyof PromotionFormValues): Field =>
  field === "startsOn" ? "startsAt" : field === "endsOn" ? "endsAt" : (field as Field);

const blank = (v: string) => v.trim() === "";
const numberOrNull = (v: string) => (blank(v) ? null : Number(v));
/** A date field's day, from the start of that day (start) or to its end (end), in the admin's own time zone. */
const dayStart = (d: string) => (blank(d) ? null : new Date(`${d}T00:00:00`).toISOString());
const dayEnd = (d: string) => (blank(d) ? null : new Date(`${d}T23:59:59`).toISOString());

/** The body the API takes, from the form's strings (blank optional fields are left out as null). */
export function toPromotionInput(v: PromotionFormValues): PromotionInput {
  return {
    code: v.code.trim(),
    kind: v.kind,
    ...(v.kind === "free_shipping" ? {} : { value: blank(v.value) ? undefined : Number(v.value) }),
    minSubtotal: numberOrNull(v.minSubtotal),
    startsAt: dayStart(v.startsOn),
    endsAt: dayEnd(v.endsOn),
    usageLimit: numberOrNull(v.usageLimit),
    perCustomerLimit: numberOrNull(v.perCustomerLimit),
    active: true,
  };
}

/** A new discount code: the contract's rules on the client, the server's field errors by field. */
export function PromotionForm({
  onSubmit,
  onCancel,
  sellerNote,
}: {
  onSubmit: (input: PromotionInput) => Promise<Promotion>;
  onCancel: () => void;
  /** Tells a seller that only their own products qualify. */
  sellerNote?: boolean;
}) {
  const [values, setValues] = useState<PromotionFormValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const set = (field: keyof PromotionFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [apiField(field)]: undefined }));
  };
  /** A text field's value, edit and error, for an Input. */
  const bind = (field: Exclude<keyof PromotionFormValues, "kind">) => ({
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(field, e.target.value),
    error: errors[apiField(field)],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const input = toPromotionInput(values);
    const parsed = promotionInput.safeParse(input);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    setSaving(true);
    try {
      await onSubmit(input);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors as typeof errors);
      else if (isApiError(error) && error.status === 409) setErrors({ code: error.message });
      else setFormError(errorMessage(error, "The code could not be saved"));
    } finally {
      setSaving(false);
    }
  }

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
          {PROMOTION_KINDS.map((kind) => (
            <label
              key={kind}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-lg border p-2.5 text-sm",
                values.kind === kind ? "border-ink-900 bg-ink-50 font-medium" : "border-ink-200 hover:border-ink-300",
              )}
            >
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => set("kind", kind)}
                className="size-4 accent-ink-900"
              />
              {KIND_LABELS[kind]}
            </label>
          ))}
        </div>
        {errors.kind && <p className="text-xs font-medium text-red-700">{errors.kind}</p>}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {values.kind !== "free_shipping" && (
          <Input
            label={values.kind === "percent" ? "Percent off (%)" : "Amount off ($)"}
            required
            {...DECIMAL}
            max={values.kind === "percent" ? "100" : undefined}
            {...bind("value")}
          />
        )}
        <Input
          label="Minimum subtotal ($)"
          {...DECIMAL}
          placeholder="None"
          hint="Of the items the code applies to"
          {...bind("minSubtotal")}
        />
        <Input label="Starts on" type="date" max={values.endsOn || undefined} {...bind("startsOn")} />
        <Input label="Ends after" type="date" min={values.startsOn || undefined} {...bind("endsOn")} />
        <Input label="Usage limit" {...COUNT} hint="Orders in total" {...bind("usageLimit")} />
        <Input label="Per customer" {...COUNT} hint="Orders per customer" {...bind("perCustomerLimit")} />
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-ink-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Create code
        </Button>
      </div>
    </form>
  );
}
