import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Address,
  type AddressFieldKey,
  type AddressInput,
  addressFormatOf,
  addressFormInput,
  countryCodes,
} from "@shop/contract";
import { type AccountKey, MSG } from "@shop/contract/messages/account";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert, Button, Input } from "../../../components/ui";
import { errorMessage, isApiError } from "../../../lib/api-client";
import { useAccountT } from "../../../lib/area-texts";
import { useLanguage } from "../../../lib/i18n";

type AddressFields = z.input<typeof addressFormInput>;
type AddressOutput = z.output<typeof addressFormInput>;

const EMPTY: Required<{ [K in keyof AddressInput]: string }> = {
  fullName: "",
  phone: "",
  street: "",
  apartmentNumber: "",
  city: "",
  state: "",
  country: "",
  zipCode: "",
};

function toFields(address?: Address | null): AddressFields {
  if (!address) return EMPTY;
  return {
    fullName: address.fullName ?? "",
    phone: address.phone ?? "",
    street: address.street,
    apartmentNumber: address.apartmentNumber ?? "",
    city: address.city,
    state: address.state,
    country: address.country,
    zipCode: address.zipCode,
  };
}

/**
 * The countries as the picker suggests them: named in the page's language, alphabetical in it; typing
 * a name (in any language `countryCodeOf` reads) or a code both work.
 */
function CountryOptions({ id }: { id: string }) {
  const language = useLanguage();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: "region" });
    return countryCodes()
      .map((code) => names.of(code) ?? code)
      .sort((a, b) => a.localeCompare(b, language));
  }, [language]);
  return (
    <datalist id={id}>
      {options.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}

/** The names a country gives its state and postal code (address-formats.ts, in English) → their keys. */
const ADDRESS_LABEL_KEYS = new Map(
  Object.entries(MSG.addressLabels).map(([name, english]) => [
    english as string,
    `addressLabels.${name}` as AccountKey,
  ]),
);

export interface AddressFormProps {
  /** The address being edited; absent for a new one. */
  address?: Address | null;
  /** Saves; a rejected promise with server field errors marks those fields. */
  onSubmit: (input: AddressInput) => Promise<unknown>;
  onCancel?: () => void;
  submitLabel?: string;
  /** Prefix of the field ids, so two forms never share ids on one page. */
  idPrefix?: string;
  /** Shown when saving fails without a server message (docs/product/storefront.md §8: "Failed to save address"). */
  errorFallback?: string;
  /** The form element's id, so a button elsewhere (the checkout's Continue) can submit it. */
  formId?: string;
  /** Called when a submit stops at the form's own checks (nothing was sent). */
  onInvalid?: () => void;
}

/**
 * The address form of docs/product/storefront.md §5 plus the recipient's name and phone (a courier
 * collecting cash needs them), validated with the contract's addressFormInput schema.
 */
export function AddressForm({
  address,
  onSubmit,
  onCancel,
  submitLabel,
  idPrefix = "address",
  errorFallback,
  formId,
  onInvalid,
}: AddressFormProps) {
  const t = useAccountT();
  const labelOf = (english: string) => {
    const key = ADDRESS_LABEL_KEYS.get(english);
    return key ? t(key) : english;
  };
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressFields, unknown, AddressOutput>({
    resolver: zodResolver(addressFormInput),
    defaultValues: toFields(address),
    mode: "onTouched",
  });

  useEffect(() => reset(toFields(address)), [address, reset]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFormError(errorMessage(error, errorFallback ?? t("fallback.saveAddress")));
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in EMPTY) setError(field as keyof typeof EMPTY, { message });
        }
      }
    }
  }, onInvalid);

  // The fields the country uses, in its order, with its names (address-formats.ts).
  const format = addressFormatOf(watch("country"));
  const fieldOf: Record<AddressFieldKey, ReactNode> = {
    street: (
      <Input
        key="street"
        id={`${idPrefix}-street`}
        label={t("addressForm.street")}
        required
        autoComplete="address-line1"
        fieldClassName="sm:col-span-2"
        error={errors.street?.message}
        {...register("street")}
      />
    ),
    apartmentNumber: (
      <Input
        key="apartment"
        id={`${idPrefix}-apartment`}
        label={t("addressForm.apartment")}
        hint={t("addressForm.optional")}
        autoComplete="address-line2"
        fieldClassName="sm:col-span-2"
        error={errors.apartmentNumber?.message}
        {...register("apartmentNumber")}
      />
    ),
    city: (
      <Input
        key="city"
        id={`${idPrefix}-city`}
        label={t("addressForm.city")}
        required
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register("city")}
      />
    ),
    state:
      format.state === "none" ? null : (
        <Input
          key="state"
          id={`${idPrefix}-state`}
          label={labelOf(format.stateLabel)}
          required={format.state === "required"}
          hint={format.state === "optional" ? t("addressForm.optional") : undefined}
          autoComplete="address-level1"
          error={errors.state?.message}
          {...register("state")}
        />
      ),
    zipCode:
      format.postal === "none" ? null : (
        <Input
          key="zip"
          id={`${idPrefix}-zip`}
          label={labelOf(format.postalLabel)}
          required={format.postal === "required"}
          hint={
            format.postal === "optional"
              ? t("addressForm.optional")
              : format.postalExample && t("addressForm.example", { example: format.postalExample })
          }
          autoComplete="postal-code"
          error={errors.zipCode?.message}
          {...register("zipCode")}
        />
      ),
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      {formError && (
        <Alert kind="error" className="sm:col-span-2">
          {formError}
        </Alert>
      )}
      <Input
        id={`${idPrefix}-name`}
        label={t("addressForm.fullName")}
        required
        autoComplete="name"
        error={errors.fullName?.message}
        {...register("fullName")}
      />
      <Input
        id={`${idPrefix}-phone`}
        label={t("addressForm.phone")}
        hint={t("addressForm.phoneHint")}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register("phone")}
      />
      <Input
        id={`${idPrefix}-country`}
        label={t("addressForm.country")}
        required
        autoComplete="country-name"
        list={`${idPrefix}-countries`}
        fieldClassName="sm:col-span-2"
        hint={t("addressForm.countryHint")}
        error={errors.country?.message}
        {...register("country")}
      />
      <CountryOptions id={`${idPrefix}-countries`} />
      {format.fields.map((key) => fieldOf[key])}
      {/* In a dialog, kept in view at the foot of its scrolling body: an error a field shows as it loses
          focus then never moves the button from under the click that took the focus away. */}
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end in-[dialog]:sticky in-[dialog]:-bottom-4 in-[dialog]:-mx-5 in-[dialog]:-mb-4 in-[dialog]:border-t in-[dialog]:border-ink-100 in-[dialog]:bg-white in-[dialog]:px-5 in-[dialog]:py-3">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {t("addressForm.cancel")}
          </Button>
        )}
        <Button type="submit" loading={isSubmitting}>
          {submitLabel ?? t("addressForm.save")}
        </Button>
      </div>
    </form>
  );
}
