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
import { type BackOfficeT, useBackOfficeT } from "../../../lib/back-office-i18n";
import { useCreatePromotion } from "../api/create-promotion";
import { useUpdatePromotion } from "../api/update-promotion";
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
  /** The scope as typed: ids separated by commas (docs/decisions/0057-discount-scopes.md). */
  categoryIds: string;
  productIds: string;
  sellerIds: string;
  minQuantity: string;
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
  "categoryIds",
  "productIds",
  "sellerIds",
  "minQuantity",
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
  categoryIds: "",
  productIds: "",
  sellerIds: "",
  minQuantity: "",
};

const KIND_LABELS = {
  percent: "promoKindPercent",
  fixed: "promoKindFixed",
  free_shipping: "promoKindFreeShipping",
} as const satisfies Record<PromotionKindName, Parameters<BackOfficeT>[0]>;

/** A saved day as the date input holds it (the admin's own time zone), "" for none. */
const dayOf = (iso: string | null) => {
  if (!iso) return "";
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
};
const text = (n: number | null) => (n === null ? "" : String(n));

/** A saved code as the form's values, for an edit. */
export function promotionFormValues(p: Promotion): PromotionFormValues {
  return {
    code: p.code,
    kind: p.kind,
    value: p.kind === "free_shipping" ? "" : String(p.value),
    minSubtotal: text(p.minSubtotal),
    startsAt: dayOf(p.startsAt),
    endsAt: dayOf(p.endsAt),
    usageLimit: text(p.usageLimit),
    perCustomerLimit: text(p.perCustomerLimit),
    categoryIds: p.categoryIds.join(", "),
    productIds: p.productIds.join(", "),
    sellerIds: p.sellerIds.join(", "),
    minQuantity: text(p.minQuantity),
  };
}

/**
 * Ids typed with commas or spaces: [] when blank; anything but whole numbers is sent as typed, so the
 * contract's check says what a scope takes.
 */
const idsOf = (v: string): number[] => {
  const parts = v.split(/[\s,]+/).filter((part) => part !== "");
  return (parts.every((part) => /^\d+$/.test(part)) ? parts.map(Number) : v) as number[];
};

/** An amount or a percentage: a decimal from 0. */
const DECIMAL = { type: "number", inputMode: "decimal", step: "0.01", min: "0" } as const;
/** A limit: a whole count from 1, none when blank. */
const COUNT = { type: "number", inputMode: "numeric", step: "1", min: "1" } as const;
/** A scope's ids: digits, commas and spaces. */
const IDS = { inputMode: "numeric", autoComplete: "off", placeholder: "12, 40" } as const;

const blank = (v: string) => v.trim() === "";
const numberOrNull = (v: string) => (blank(v) ? null : Number(v));
/** A date field's day, from the start of that day (start) or to its end (end), in the admin's own time zone. */
const dayStart = (d: string) => (blank(d) ? null : new Date(`${d}T00:00:00`).toISOString());
const dayEnd = (d: string) => (blank(d) ? null : new Date(`${d}T23:59:59`).toISOString());

/** The form's one conversion to the body the API takes (blank optional fields are left out as null). */
export function toPromotionInput(v: PromotionFormValues, active = true): PromotionInput {
  return {
    code: v.code.trim(),
    kind: v.kind,
    ...(v.kind === "free_shipping" ? {} : { value: blank(v.value) ? undefined : Number(v.value) }),
    minSubtotal: numberOrNull(v.minSubtotal),
    startsAt: dayStart(v.startsAt),
    endsAt: dayEnd(v.endsAt),
    usageLimit: numberOrNull(v.usageLimit),
    perCustomerLimit: numberOrNull(v.perCustomerLimit),
    active,
    categoryIds: idsOf(v.categoryIds),
    productIds: idsOf(v.productIds),
    sellerIds: idsOf(v.sellerIds),
    minQuantity: numberOrNull(v.minQuantity),
  };
}

/**
 * A new discount code, or an edit of one (`editing`): the contract's rules on the client, the server's
 * field errors by field. An edit keeps the code's text, and a used code's discount
 * (docs/decisions/0057-discount-scopes.md).
 */
export function PromotionForm({
  scope,
  editing,
  onCreated,
  onCancel,
  sellerNote,
}: {
  scope: PromotionScope;
  /** The code being edited; absent: a new one. */
  editing?: Promotion;
  onCreated: (saved: Promotion) => void;
  onCancel: () => void;
  /** Tells a seller that only their own products qualify. */
  sellerNote?: boolean;
}) {
  const t = useBackOfficeT();
  const create = useCreatePromotion(scope);
  const update = useUpdatePromotion(scope);
  const save = editing ? update : create;
  const discountLocked = editing !== undefined && editing.timesUsed > 0;
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
    defaultValues: editing ? promotionFormValues(editing) : EMPTY,
    resolver: requestResolver(promotionInput, (v: PromotionFormValues) => toPromotionInput(v, editing?.active ?? true), {
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
      const handlers = {
        onSuccess: onCreated,
        onError: (error: unknown) => {
          if (setServerErrors(error, setError, FIELDS) > 0) return;
          if (isApiError(error) && error.status === 409) setError(editing ? "value" : "code", { message: error.message });
          else setFormError(errorMessage(error, t("promoFormSaveFailed")));
        },
      };
      if (editing) update.mutate({ id: editing.promotionId, change: input }, handlers);
      else create.mutate(input, handlers);
    },
    () => setFormError(undefined),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {formError && <Alert kind="error">{formError}</Alert>}
      {sellerNote && (
        <Alert kind="info" title={null}>
          {t("promoFormSellerNote")}
        </Alert>
      )}
      <Input
        label={t("promoFormCode")}
        required
        maxLength={32}
        autoCapitalize="characters"
        placeholder="SUMMER-10"
        hint={editing ? t("promoFormCodeFixed") : t("promoFormCodeHint")}
        readOnly={editing !== undefined}
        {...bind("code")}
        {...(editing ? {} : { "data-autofocus": true })}
      />
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-ink-800">{t("promoFormDiscount")}</legend>
        {discountLocked && <p className="mb-1.5 text-xs text-ink-500">{t("promoFormValueLocked")}</p>}
        {discountLocked ? (
          <p className="rounded-lg border border-ink-200 bg-ink-50 p-2.5 text-sm font-medium">{t(KIND_LABELS[kind])}</p>
        ) : (
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
                {t(KIND_LABELS[choice])}
              </label>
            ))}
          </div>
        )}
        {errors.kind && <p className="text-xs font-medium text-red-700">{errors.kind.message}</p>}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {kind !== "free_shipping" && (
          <Input
            label={kind === "percent" ? t("promoFormPercent") : t("promoFormAmount", { symbol: money.symbol })}
            required
            readOnly={discountLocked}
            {...DECIMAL}
            step={kind === "percent" ? DECIMAL.step : money.step}
            max={kind === "percent" ? "100" : undefined}
            {...bind("value")}
          />
        )}
        <Input
          label={t("promoFormMinSubtotal", { symbol: money.symbol })}
          {...DECIMAL}
          step={money.step}
          placeholder={t("promoFormNone")}
          hint={t("promoFormMinSubtotalHint")}
          {...bind("minSubtotal")}
        />
        <Input label={t("promoFormStarts")} type="date" max={endsAt || undefined} {...bind("startsAt")} />
        <Input label={t("promoFormEnds")} type="date" min={startsAt || undefined} {...bind("endsAt")} />
        <Input
          label={t("promoFormUsageLimit")}
          {...COUNT}
          placeholder={t("promoFormNoLimit")}
          hint={t("promoFormUsageHint")}
          {...bind("usageLimit")}
        />
        <Input
          label={t("promoFormPerCustomer")}
          {...COUNT}
          placeholder={t("promoFormNoLimit")}
          hint={t("promoFormPerCustomerHint")}
          {...bind("perCustomerLimit")}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-ink-800">{t("promoFormScope")}</legend>
        <p className="text-xs text-ink-500">{t("promoFormScopeHint")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label={t("promoFormCategories")} {...IDS} hint={t("promoFormIdsHint")} {...bind("categoryIds")} />
          <Input label={t("promoFormProducts")} {...IDS} hint={t("promoFormIdsHint")} {...bind("productIds")} />
          {scope === "admin" && (
            <Input label={t("promoFormSellers")} {...IDS} hint={t("promoFormIdsHint")} {...bind("sellerIds")} />
          )}
          <Input
            label={t("promoFormMinQuantity")}
            {...COUNT}
            placeholder={t("promoFormNone")}
            hint={t("promoFormMinQuantityHint")}
            {...bind("minQuantity")}
          />
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 border-t border-ink-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {t("promoFormCancel")}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {editing ? t("promoFormSave") : t("promoFormCreate")}
        </Button>
      </div>
    </form>
  );
}
