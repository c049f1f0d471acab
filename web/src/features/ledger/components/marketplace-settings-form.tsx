import {
  type CashCollector,
  type MarketplaceSettings,
  type MarketplaceSettingsInput,
  marketplaceSettingsInput,
} from "@shop/contract";
import { useForm } from "react-hook-form";
import { Button, Checkbox } from "../../../components/ui";
import { requestResolver, setServerErrors, typedNumber } from "../../../lib/form";
import { RadioChoice } from "./radio-choice";
import { CommissionPercentInput } from "./commission-percent-input";
import { type BackOfficeKey, useBackOfficeT, useShownText } from "../../../lib/back-office-i18n";

const CASH_CHOICES = [
  { value: "platform", label: "ledCashShop", hint: "ledCashShopHint" },
  { value: "seller", label: "ledCashSeller", hint: "ledCashSellerHint" },
] as const satisfies readonly { value: CashCollector; label: BackOfficeKey; hint: BackOfficeKey }[];

interface TermsValues {
  /** As typed: text. */
  commissionPercent: string;
  cashCollectedBy: CashCollector;
  autoApproveApplications: boolean;
}

const toRequest = (v: TermsValues) => ({ ...v, commissionPercent: typedNumber(v.commissionPercent) });

/** The default commission and who collects cash on delivery; orders placed afterwards use them. */
export function MarketplaceSettingsForm({
  settings,
  onSave,
}: {
  settings: MarketplaceSettings;
  onSave: (settings: MarketplaceSettingsInput) => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<TermsValues, unknown, MarketplaceSettingsInput>({
    defaultValues: {
      commissionPercent: String(settings.commissionPercent),
      cashCollectedBy: settings.cashCollectedBy,
      autoApproveApplications: settings.autoApproveApplications,
    },
    resolver: requestResolver(marketplaceSettingsInput, toRequest),
    reValidateMode: "onSubmit",
  });
  const cash = watch("cashCollectedBy");
  const t = useBackOfficeT();
  const shown = useShownText();

  // The page saves (its mutation shows the outcome); a refused rate comes back onto the field.
  const submit = handleSubmit((terms) =>
    onSave(terms).catch((err: unknown) => {
      setServerErrors(err, setError, ["commissionPercent"]);
    }),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="marketplace-heading"
      className="flex flex-col gap-4 rounded-card border border-ink-200/70 bg-white p-5 shadow-card"
    >
      <div>
        <h2 id="marketplace-heading" className="text-lg font-semibold text-ink-900">
          {t("ledTerms")}
        </h2>
        <p className="text-sm text-ink-500">{t("ledTermsText")}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-[12rem_1fr]">
        <CommissionPercentInput
          error={shown(errors.commissionPercent?.message)}
          hint={t("ledDefaultHint")}
          {...register("commissionPercent", { onChange: () => clearErrors("commissionPercent") })}
        />
        <RadioChoice
          legend={t("ledCashLegend")}
          name="cash"
          value={cash}
          options={CASH_CHOICES.map((c) => ({ value: c.value, label: t(c.label), hint: t(c.hint) }))}
          onChange={(value) => setValue("cashCollectedBy", value)}
        />
      </div>
      <Checkbox label={t("autoApproveApplications")} {...register("autoApproveApplications")} />
      <Button type="submit" loading={isSubmitting} className="self-end">
        {t("ledSaveTerms")}
      </Button>
    </form>
  );
}
