import { type PaymentSettings, type PaymentSettingsInput, paymentSettingsInput } from "@shop/contract";
import { useForm } from "react-hook-form";
import { Alert, Button, Checkbox, Input, Skeleton } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { requestResolver, setServerErrors, typedNumber } from "../../../lib/form";
import { usePaymentSettings, useSavePaymentSettings } from "../api/payment-settings";
import { useBackOfficeT } from "../../../lib/back-office-i18n";

interface PaymentValues {
  cardEnabled: boolean;
  cashEnabled: boolean;
  /** As typed: text. */
  payoutHoldDays: string;
}

const toRequest = (v: PaymentValues) => ({ ...v, payoutHoldDays: typedNumber(v.payoutHoldDays) });

function PaymentSettingsForm({
  settings,
  onSave,
}: {
  settings: PaymentSettings;
  onSave: (input: PaymentSettingsInput) => Promise<unknown>;
}) {
  const t = useBackOfficeT();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PaymentValues, unknown, PaymentSettingsInput>({
    defaultValues: {
      cardEnabled: settings.cardEnabled,
      cashEnabled: settings.cashEnabled,
      payoutHoldDays: String(settings.payoutHoldDays),
    },
    resolver: requestResolver(paymentSettingsInput, toRequest),
    reValidateMode: "onSubmit",
  });
  const submit = handleSubmit((input) =>
    onSave(input).catch((err: unknown) => setServerErrors(err, setError, ["cashEnabled", "payoutHoldDays"])),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="payments-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3">
        <Checkbox
          label={t("paymentsCard")}
          hint={settings.cardAvailable ? undefined : t("paymentsCardMissing")}
          {...register("cardEnabled")}
        />
        <Checkbox label={t("paymentsCash")} error={errors.cashEnabled?.message} {...register("cashEnabled")} />
      </div>
      <Input
        label={t("paymentsHold")}
        inputMode="numeric"
        fieldClassName="max-w-60"
        error={errors.payoutHoldDays?.message}
        {...register("payoutHoldDays")}
      />
      <Button type="submit" loading={isSubmitting} className="self-end">
        {t("paymentsSave")}
      </Button>
    </form>
  );
}

/** The admin's Payments settings (docs/decisions/0050-card-payments-through-stripe.md), beside the marketplace's terms. */
export function PaymentSettingsSection({
  onSaved,
  onFailed,
}: {
  onSaved: (text: string) => void;
  onFailed: (text: string) => void;
}) {
  const t = useBackOfficeT();
  const settings = usePaymentSettings();
  const save = useSavePaymentSettings();
  return (
    <section
      aria-labelledby="payments-heading"
      className="flex flex-col gap-4 rounded-card border border-ink-200/70 bg-white p-5 shadow-card"
    >
      <div>
        <h2 id="payments-heading" className="text-lg font-semibold text-ink-900">
          {t("paymentsHeading")}
        </h2>
        <p className="text-sm text-ink-500">{t("paymentsIntro")}</p>
      </div>
      {settings.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : settings.isError ? (
        <Alert kind="error">{errorMessage(settings.error, t("paymentsLoadFailed"))}</Alert>
      ) : (
        <PaymentSettingsForm
          key={JSON.stringify(settings.data)}
          settings={settings.data}
          onSave={(input) =>
            save.mutateAsync(input).then(
              () => onSaved(t("paymentsSaved")),
              (error: unknown) => {
                onFailed(errorMessage(error, t("paymentsSaveFailed")));
                throw error;
              },
            )
          }
        />
      )}
    </section>
  );
}
