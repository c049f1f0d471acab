import { type SellerAccount, sellerCommissionInput } from "@shop/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, Button, Checkbox, Dialog } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { requestResolver, setServerErrors, typedNumber } from "../../../lib/form";
import { useSetSellerCommission } from "../api/set-seller-commission";
import { CommissionPercentInput } from "./commission-percent-input";
import { useBackOfficeT, useShownText } from "../../../lib/back-office-i18n";

interface CommissionValues {
  useDefault: boolean;
  /** As typed: text. */
  percent: string;
}

/** The form's one conversion to the request: the shop's default is a null rate. */
const toRequest = (v: CommissionValues) => ({ percent: v.useDefault ? null : typedNumber(v.percent) });

/** A seller's own commission rate, or back to the shop's default. */
export function CommissionDialog({
  seller,
  defaultPercent,
  onClose,
  onSaved,
}: {
  seller: SellerAccount | null;
  defaultPercent: number | undefined;
  onClose: () => void;
  onSaved: (seller: SellerAccount) => void;
}) {
  const t = useBackOfficeT();
  return (
    <Dialog
      open={seller !== null}
      onClose={onClose}
      size="sm"
      title={t("ledRateTitle")}
      description={seller ? t("ledFor", { name: seller.displayName || seller.username }) : undefined}
    >
      {seller && (
        <CommissionForm
          key={seller.sellerId}
          seller={seller}
          defaultPercent={defaultPercent}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}

function CommissionForm({
  seller,
  defaultPercent,
  onClose,
  onSaved,
}: {
  seller: SellerAccount;
  defaultPercent: number | undefined;
  onClose: () => void;
  onSaved: (seller: SellerAccount) => void;
}) {
  const t = useBackOfficeT();
  const shown = useShownText();
  const save = useSetSellerCommission(seller.sellerId);
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<CommissionValues, unknown, { percent: number | null }>({
    defaultValues: {
      useDefault: seller.ownCommissionPercent === null,
      percent: String(seller.ownCommissionPercent ?? seller.commissionPercent),
    },
    resolver: requestResolver(sellerCommissionInput, toRequest),
    reValidateMode: "onSubmit",
  });
  const useDefault = watch("useDefault");

  const submit = handleSubmit(({ percent }) => {
    setFormError(undefined);
    save.mutate(percent, {
      onSuccess: onSaved,
      onError: (err) => {
        if (setServerErrors(err, setError, ["percent"]) === 0) setFormError(errorMessage(err, t("ledRateFailed")));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {formError && <Alert kind="error">{formError}</Alert>}
      <Checkbox
        label={defaultPercent !== undefined ? t("ledUseDefaultOf", { percent: defaultPercent }) : t("ledUseDefault")}
        {...register("useDefault")}
      />
      {!useDefault && (
        <CommissionPercentInput
          error={shown(errors.percent?.message)}
          hint={t("ledRateHint")}
          data-autofocus
          {...register("percent", { onChange: () => clearErrors("percent") })}
        />
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-ink-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
          {t("ledCancel")}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t("ledSaveRate")}
        </Button>
      </div>
    </form>
  );
}
