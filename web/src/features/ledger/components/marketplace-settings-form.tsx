import {
  type CashCollector,
  type MarketplaceSettings,
  type MarketplaceSettingsInput,
  marketplaceSettingsInput,
} from "@shop/contract";
import { MSG } from "@shop/contract/messages/back-office";
import { useForm } from "react-hook-form";
import { Button, Checkbox } from "../../../components/ui";
import { requestResolver, setServerErrors, typedNumber } from "../../../lib/form";
import { RadioChoice } from "./radio-choice";
import { CommissionPercentInput } from "./commission-percent-input";

const CASH_CHOICES = [
  {
    value: "platform",
    label: "The shop",
    hint: "The shop's courier account collects cash on delivery and pays the sellers.",
  },
  {
    value: "seller",
    label: "Each seller",
    hint: "Each seller's courier collects the cash for their part; sellers owe the shop its commission.",
  },
] as const satisfies readonly { value: CashCollector; label: string; hint: string }[];

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
          Marketplace terms
        </h2>
        <p className="text-sm text-ink-500">
          Orders placed after a change use the new terms; earlier orders keep theirs.
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-[12rem_1fr]">
        <CommissionPercentInput
          error={errors.commissionPercent?.message}
          hint="The default for every seller, 0 to 100"
          {...register("commissionPercent", { onChange: () => clearErrors("commissionPercent") })}
        />
        <RadioChoice
          legend="Who collects cash on delivery"
          name="cash"
          value={cash}
          options={CASH_CHOICES}
          onChange={(value) => setValue("cashCollectedBy", value)}
        />
      </div>
      <Checkbox label={MSG.autoApproveApplications} {...register("autoApproveApplications")} />
      <Button type="submit" loading={isSubmitting} className="self-end">
        Save terms
      </Button>
    </form>
  );
}
