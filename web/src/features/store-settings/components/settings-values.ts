import type { Hero, StoreSettings, StoreSettingsInput } from "@shop/contract";
import type { FieldPath, UseFormReturn } from "react-hook-form";

/** The form's values: numbers as typed (text), the free-shipping threshold empty for "never". */
export interface SettingsFormValues
  extends Omit<
    StoreSettings,
    "shippingFee" | "taxRate" | "freeShippingThreshold" | "hero" | "banners" | "currencyDigits" | "returnWindowDays"
  > {
  shippingFee: string;
  /** Days after delivery a return may be asked for (docs/decisions/0046-returns-and-refunds.md). */
  returnWindowDays: string;
  taxRate: string;
  freeShippingThreshold: string;
  /** The hero's fields, all empty for "no hero". */
  hero: Hero;
  banners: NonNullable<StoreSettings["banners"]>;
}

const NO_HERO: Hero = { headline: "", text: "", ctaLabel: "", ctaUrl: "", image: "" };

export const toValues = ({ currencyDigits: _, ...s }: StoreSettings): SettingsFormValues => ({
  ...s,
  shippingFee: String(s.shippingFee),
  taxRate: String(s.taxRate),
  returnWindowDays: String(s.returnWindowDays ?? 14),
  freeShippingThreshold: s.freeShippingThreshold === null ? "" : String(s.freeShippingThreshold),
  hero: { ...NO_HERO, ...(s.hero ?? {}) },
  banners: s.banners ?? [],
  logo: s.logo ?? null,
});

const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/**
 * The form's one conversion to what is sent: the contract's shape, checked by the contract's schema
 * (the form's resolver) before and by the server after.
 */
export function toSettings(v: SettingsFormValues): unknown {
  return {
    ...v,
    shippingFee: toNumber(v.shippingFee),
    taxRate: toNumber(v.taxRate),
    returnWindowDays: toNumber(v.returnWindowDays),
    freeShippingThreshold: v.freeShippingThreshold.trim() === "" ? null : toNumber(v.freeShippingThreshold),
    // No field of the hero filled in: no hero (the home page shows the shop's name and tagline).
    hero: Object.values(v.hero).every((x) => !x?.trim()) ? null : v.hero,
  };
}

/** The settings form: what the inputs hold in, the contract's StoreSettingsInput out of handleSubmit. */
export type SettingsForm = UseFormReturn<SettingsFormValues, unknown, StoreSettingsInput>;
export type SettingsFieldName = FieldPath<SettingsFormValues>;

/** What each part of the form gets: the form, a field's error message, and a field's registration. */
export interface SettingsPartProps {
  form: SettingsForm;
  error: (name: SettingsFieldName) => string | undefined;
  field: (name: SettingsFieldName) => ReturnType<SettingsForm["register"]>;
}
