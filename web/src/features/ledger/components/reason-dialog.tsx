import { type DecisionReasonInput, decisionReasonInput } from "@shop/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, Button, Dialog, Textarea } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { requestResolver, setServerErrors } from "../../../lib/form";
import { useBackOfficeT, useShownText } from "../../../lib/back-office-i18n";

/**
 * An admin's decision with a reason the seller or applicant reads (docs/decisions/0047): rejecting
 * an application, suspending a seller. The contract's `decisionReasonInput` checks it; `onSubmit`
 * saves (its rejection's field message lands on the field, any other on the form).
 */
export function ReasonDialog({
  open,
  title,
  description,
  confirmLabel,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel: string;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  return (
    <Dialog open={open} onClose={onClose} size="sm" title={title} description={description}>
      {open && <ReasonForm confirmLabel={confirmLabel} onClose={onClose} onSubmit={onSubmit} />}
    </Dialog>
  );
}

function ReasonForm({
  confirmLabel,
  onClose,
  onSubmit,
}: {
  confirmLabel: string;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  const t = useBackOfficeT();
  const shown = useShownText();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<DecisionReasonInput, unknown, { reason: string }>({
    defaultValues: { reason: "" },
    resolver: requestResolver(decisionReasonInput),
    reValidateMode: "onSubmit",
  });

  const submit = handleSubmit(({ reason }) => {
    setFormError(undefined);
    return onSubmit(reason).catch((err: unknown) => {
      if (setServerErrors(err, setError, ["reason"]) === 0) setFormError(errorMessage(err, t("fallback.saveDecision")));
    });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {formError && <Alert kind="error">{formError}</Alert>}
      <Textarea
        label={t("decisionReason")}
        error={shown(errors.reason?.message)}
        rows={3}
        maxLength={500}
        data-autofocus
        {...register("reason", { onChange: () => clearErrors("reason") })}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-ink-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          {t("ledCancel")}
        </Button>
        <Button type="submit" variant="danger" loading={isSubmitting}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
