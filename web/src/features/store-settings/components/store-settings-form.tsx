import { type StoreSettings, type StoreSettingsInput, shopMoney, storeSettingsInputSchema } from "@shop/contract";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Alert, Input, SaveBar, Textarea } from "../../../components/ui";
import { isApiError } from "../../../lib/api-client";
import { useBackOfficeT, useShownText } from "../../../lib/back-office-i18n";
import { requestResolver } from "../../../lib/form";
import { CurrencyFields } from "./currency-fields";
import { LanguageFields } from "./language-fields";
import { TaxFields } from "./tax-fields";
import { LogoField } from "./logo-field";
import { PictureField } from "./picture-field";
import { BannersEditor, ReasonsEditor, Section, TestimonialsEditor } from "./settings-lists";
import { type SettingsFieldName, type SettingsFormValues, toSettings, toValues } from "./settings-values";

export interface StoreSettingsFormProps {
  settings: StoreSettings;
  saving: boolean;
  /** The last save's result, shown in the save bar beside the button, where the owner is looking. */
  status?: ReactNode;
  onSave: (settings: StoreSettingsInput) => Promise<unknown>;
}

/** Every store setting in one form; the same schema as the server checks each field before saving. */
export function StoreSettingsForm({ settings, saving, onSave, status }: StoreSettingsFormProps) {
  // The fee and threshold are checked in the shop's currency as stored (docs/decisions/0034-money-formatting.md).
  const t = useBackOfficeT();
  const shown = useShownText();
  const money = shopMoney(settings);
  const form = useForm<SettingsFormValues, unknown, StoreSettingsInput>({
    defaultValues: toValues(settings),
    resolver: requestResolver(storeSettingsInputSchema, toSettings, {
      money,
      labels: { shippingFee: t("setShippingFee"), freeShippingThreshold: t("setThreshold") },
    }),
    // Checked on save only: an edited field's error clears and stays cleared until the next save.
    reValidateMode: "onSubmit",
  });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = form;
  const error = (name: SettingsFieldName) => shown(form.getFieldState(name, form.formState).error?.message);
  const field = (name: SettingsFieldName) => register(name, { onChange: () => clearErrors(name) });

  // The schema's errors focus the first field (react-hook-form's shouldFocusError); the server's too.
  const submit = handleSubmit(async (settings) => {
    try {
      await onSave(settings);
    } catch (err) {
      if (!isApiError(err)) return;
      Object.entries(err.fieldErrors).forEach(([name, message], i) => {
        setError(name as SettingsFieldName, { message }, { shouldFocus: i === 0 });
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {Object.keys(errors).length > 0 && <Alert kind="error">{t("setCheckFields")}</Alert>}
      <Section title={t("setShop")} description={t("setShopText")}>
        <Input label={t("setShopName")} required error={error("shopName")} {...field("shopName")} />
        <Input label={t("setTagline")} hint={t("setTaglineHint")} error={error("tagline")} {...field("tagline")} />
      </Section>

      <LogoField form={form} error={error} />

      <Section title={t("setContact")} description={t("setContactText")}>
        <Input
          label={t("setAddress")}
          autoComplete="street-address"
          error={error("contactAddress")}
          {...field("contactAddress")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t("setPhone")}
            type="tel"
            autoComplete="tel"
            error={error("contactPhone")}
            {...field("contactPhone")}
          />
          <Input
            label={t("setEmail")}
            type="email"
            autoComplete="email"
            error={error("contactEmail")}
            {...field("contactEmail")}
          />
        </div>
      </Section>

      <Section title={t("setSocial")} description={t("setSocialText")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="Instagram" type="url" error={error("social.instagram")} {...field("social.instagram")} />
          <Input label="Facebook" type="url" error={error("social.facebook")} {...field("social.facebook")} />
          <Input label="X" type="url" error={error("social.x")} {...field("social.x")} />
          <Input label="YouTube" type="url" error={error("social.youtube")} {...field("social.youtube")} />
        </div>
      </Section>

      <CurrencyFields error={error} field={field} />

      <Section title={t("setShipping")} description={t("setShippingText")}>
        <p className="text-sm text-ink-600">
          {t("setZonesBefore")}{" "}
          <Link to="/admin/shipping" className="font-medium text-ink-900 underline underline-offset-2">
            {t("setZonesLink")}
          </Link>{" "}
          {t("setZonesAfter")}
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          <Input
            label={t("setShippingFeeIn", { symbol: money.symbol })}
            type="number"
            inputMode="decimal"
            step={money.step}
            min="0"
            required
            error={error("shippingFee")}
            {...field("shippingFee")}
          />
          <Input
            label={t("setTaxRate")}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            max="50"
            required
            error={error("taxRate")}
            {...field("taxRate")}
          />
          <Input
            label={t("setFreeOver", { symbol: money.symbol })}
            type="number"
            inputMode="decimal"
            step={money.step}
            min="0"
            hint={t("setFreeOverHint")}
            error={error("freeShippingThreshold")}
            {...field("freeShippingThreshold")}
          />
          <Input
            label={t("settingsReturnWindowLabel")}
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            max="365"
            required
            hint={t("settingsReturnWindowHint")}
            error={error("returnWindowDays")}
            {...field("returnWindowDays")}
          />
        </div>
      </Section>

      <LanguageFields form={form} error={error} />

      <TaxFields error={error} field={field} />

      <Section title={t("setHero")} description={t("setHeroText")}>
        <Input label={t("setHeadline")} error={error("hero.headline")} {...field("hero.headline")} />
        <Textarea label={t("setText")} rows={2} error={error("hero.text")} {...field("hero.text")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t("setButtonLabel")}
            hint={t("setButtonLabelHint")}
            error={error("hero.ctaLabel")}
            {...field("hero.ctaLabel")}
          />
          <Input
            label={t("setButtonLink")}
            hint={t("setButtonLinkHint")}
            error={error("hero.ctaUrl")}
            {...field("hero.ctaUrl")}
          />
        </div>
        <PictureField
          form={form}
          name="hero.image"
          label={t("setPicture")}
          hint={t("setPictureHint")}
          uploadFor={t("setForHero")}
          error={error("hero.image")}
          field={field}
        />
      </Section>

      <BannersEditor form={form} error={error} field={field} />
      <ReasonsEditor form={form} error={error} field={field} />
      <TestimonialsEditor form={form} error={error} field={field} />
      <SaveBar label={t("setSave")} saving={saving} status={status} />
    </form>
  );
}
