import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordForm } from "@shop/contract";
import { ShieldCheck } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Banner, Button, Card, CardBody, CardHeader, CardTitle, Input, useTimedMessage } from "../../../components/ui";
import { errorMessage, isApiError } from "../../../lib/api-client";
import { useAccountT } from "../../../lib/area-texts";
import { cn } from "../../../lib/cn";
import { useChangePassword } from "../api/change-password";

type PasswordFields = z.input<typeof changePasswordForm>;

const EMPTY: PasswordFields = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** The docs/product/storefront.md §5 hints: length, then a mix of letters, numbers and symbols. */
function passwordChecks(password: string) {
  return [
    { label: "passwordTab.checkLength", ok: password.length >= 6 },
    { label: "passwordTab.checkLetters", ok: /[A-Za-z]/.test(password) },
    { label: "passwordTab.checkNumbers", ok: /\d/.test(password) },
    { label: "passwordTab.checkSymbols", ok: /[^A-Za-z0-9]/.test(password) },
  ] as const;
}

/** Change Password tab: the fresh token of the answer replaces the stored one, so the user stays signed in. */
export function ChangePasswordTab() {
  const t = useAccountT();
  const change = useChangePassword();
  const flash = useTimedMessage({ clearErrors: false });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<PasswordFields, unknown, z.output<typeof changePasswordForm>>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: EMPTY,
  });
  const newPassword = useWatch({ control, name: "newPassword" }) ?? "";
  const checks = passwordChecks(newPassword);

  const submit = handleSubmit(({ currentPassword, newPassword: next }) => {
    flash.clear();
    change.mutate(
      { currentPassword, newPassword: next },
      {
        onSuccess: () => {
          reset(EMPTY);
          flash.showSuccess(t("success.passwordChanged"));
        },
        onError: (error) => {
          // A wrong current password is the server's error of that field (in the page's language, decision 0045).
          const wrong = isApiError(error) ? error.fieldErrors.currentPassword : undefined;
          if (wrong) setError("currentPassword", { message: wrong });
          flash.showError(errorMessage(error, t("fallback.changePassword")));
        },
      },
    );
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("passwordTab.title")}</CardTitle>
        <p className="text-sm text-ink-500">{t("passwordTab.intro")}</p>
      </CardHeader>
      <CardBody>
        <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
          <Banner banner={flash.message} onDismiss={flash.clear} />
          <Input
            id="current-password"
            label={t("passwordTab.current")}
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...register("currentPassword")}
          />
          <Input
            id="new-password"
            label={t("passwordTab.next")}
            type="password"
            autoComplete="new-password"
            required
            hint={t("passwordTab.hint")}
            error={errors.newPassword?.message}
            {...register("newPassword")}
          />
          <ul aria-label={t("passwordTab.strength")} className="grid grid-cols-1 gap-1.5 text-xs sm:grid-cols-2">
            {checks.map((check) => (
              <li
                key={check.label}
                className={cn("flex items-center gap-1.5", check.ok ? "text-emerald-700" : "text-ink-500")}
              >
                <ShieldCheck aria-hidden="true" className={cn("size-3.5", check.ok ? "opacity-100" : "opacity-40")} />
                {t(check.label)}
                <span className="sr-only">{t(check.ok ? "passwordTab.checkDone" : "passwordTab.checkNotYet")}</span>
              </li>
            ))}
          </ul>
          <Input
            id="confirm-password"
            label={t("passwordTab.confirm")}
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...register("confirmPassword")}
          />
          <div>
            <Button type="submit" loading={change.isPending}>
              {t("passwordTab.submit")}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
