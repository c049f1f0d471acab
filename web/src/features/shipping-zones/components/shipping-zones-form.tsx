/** The shop's shipping zones as one form: a field array of zones, checked by the request's schema. */
import { isCountryCode, type ShippingZone, type ShippingZones } from "@shop/contract";
import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { type FieldError, useFieldArray, useForm } from "react-hook-form";
import { Alert, Button, Input, SaveBar } from "../../../components/ui";
import { isApiError } from "../../../lib/api-client";
import { requestResolver } from "../../../lib/form";
import { useMoney } from "../../../lib/shop-settings";
import {
  codesOf,
  NEW_ZONE,
  toRequest,
  toValues,
  type ZoneValues,
  type ZonesFormValues,
  zonesFormSchema,
} from "./zone-values";
import { useBackOfficeT, useShownText } from "../../../lib/back-office-i18n";
import { useLanguage } from "../../../lib/i18n";

const regionNames = new Map<string, Intl.DisplayNames>();
/** "Germany, Austria" for "DE, AT": what the owner typed, in words of the page's language, to check at a glance. */
function countryNames(text: string, language: string): string {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: "region" });
    regionNames.set(language, names);
  }
  return codesOf(text)
    .map((code) => (isCountryCode(code) ? names.of(code) : `${code}?`))
    .join(", ");
}

/** The first message under a field's errors (a country list's errors are per code). */
function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const own = (error as FieldError).message;
  if (typeof own === "string") return own;
  for (const inner of Object.values(error)) {
    const found = messageOf(inner);
    if (found) return found;
  }
  return undefined;
}

export interface ShippingZonesFormProps {
  zones: readonly ShippingZone[];
  saving: boolean;
  status?: ReactNode;
  onSave: (zones: ShippingZones) => Promise<unknown>;
}

export function ShippingZonesForm({ zones, saving, status, onSave }: ShippingZonesFormProps) {
  // Amounts in the shop's currency: its symbol beside the field, its smallest step.
  const { symbol, step } = useMoney();
  const t = useBackOfficeT();
  const shown = useShownText();
  const language = useLanguage();
  const form = useForm<ZonesFormValues, unknown, { zones: ShippingZones }>({
    defaultValues: toValues(zones),
    resolver: requestResolver(zonesFormSchema, toRequest),
    reValidateMode: "onSubmit",
  });
  const list = useFieldArray({ control: form.control, name: "zones" });
  const { register, handleSubmit, setError, watch, formState } = form;
  const errorOf = (i: number, key: keyof ZoneValues) => shown(messageOf(formState.errors.zones?.[i]?.[key]));

  const submit = handleSubmit(async ({ zones: next }) => {
    try {
      await onSave(next);
    } catch (err) {
      if (!isApiError(err)) return;
      // The server names fields by their place in the list ("0.fee"): the form's are under "zones".
      for (const [name, message] of Object.entries(err.fieldErrors)) {
        const [i, key] = name.split(".");
        if (i !== undefined && key) setError(`zones.${Number(i)}.${key as keyof ZoneValues}`, { message });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {Object.keys(formState.errors).length > 0 && <Alert kind="error">{t("setCheckFields")}</Alert>}
      {list.fields.length === 0 && (
        <p className="rounded-card border border-dashed border-ink-300 bg-white p-5 text-sm text-ink-600">
          {t("zonesNone")}
        </p>
      )}
      <ol className="flex flex-col gap-4">
        {list.fields.map((item, i) => {
          const elsewhere = watch(`zones.${i}.everywhereElse`);
          const countries = watch(`zones.${i}.countries`);
          return (
            <li key={item.id} className="rounded-card border border-ink-200/70 bg-white p-5 shadow-card">
              <div className="grid gap-4 sm:grid-cols-2">
                <Input
                  label={t("zonesNameN", { n: i + 1 })}
                  error={errorOf(i, "name")}
                  {...register(`zones.${i}.name`)}
                />
                <label className="flex items-center gap-2 self-end pb-2 text-sm text-ink-800">
                  <input type="checkbox" className="size-4 accent-ink-900" {...register(`zones.${i}.everywhereElse`)} />
                  {t("zonesElsewhere")}
                </label>
              </div>
              {!elsewhere && (
                <Input
                  label={t("zonesCountries")}
                  fieldClassName="mt-4"
                  hint={countries.trim() ? countryNames(countries, language) : t("zonesCountriesHint")}
                  error={errorOf(i, "countries")}
                  autoCapitalize="characters"
                  {...register(`zones.${i}.countries`)}
                />
              )}
              {elsewhere && errorOf(i, "everywhereElse") && (
                <p className="mt-2 text-sm text-red-700">{errorOf(i, "everywhereElse")}</p>
              )}
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                <Input
                  label={t("setShippingFeeIn", { symbol })}
                  type="number"
                  step={step}
                  inputMode="decimal"
                  min="0"
                  error={errorOf(i, "fee")}
                  {...register(`zones.${i}.fee`)}
                />
                <Input
                  label={t("setFreeOver", { symbol })}
                  type="number"
                  step={step}
                  inputMode="decimal"
                  min="0"
                  hint={t("setFreeOverHint")}
                  error={errorOf(i, "freeShippingThreshold")}
                  {...register(`zones.${i}.freeShippingThreshold`)}
                />
              </div>
              <Button type="button" variant="ghost" size="sm" className="mt-3" onClick={() => list.remove(i)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t("zonesRemoveN", { n: i + 1 })}
              </Button>
            </li>
          );
        })}
      </ol>
      <Button type="button" variant="secondary" className="self-start" onClick={() => list.append({ ...NEW_ZONE })}>
        <Plus aria-hidden="true" className="size-4" />
        {t("zonesAdd")}
      </Button>
      <SaveBar label={t("zonesSave")} saving={saving} status={status} />
    </form>
  );
}
