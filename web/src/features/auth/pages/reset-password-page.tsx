import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordForm } from "@shop/contract";
import { CircleCheck, LockKeyhole } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import type { z } from "zod";
import { Alert, Button, buttonClasses, EmptyState, Page } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useAccountT } from "../../../lib/area-texts";
import { usePageTitle } from "../../../lib/use-page-title";
import { useResetPassword } from "../api/reset-password";
import { AuthCard, textLinkClasses } from "../components/auth-card";
import { PasswordInput } from "../components/password-input";

type ResetValues = z.infer<typeof resetPasswordForm>;

function ResetPasswordForm({ token }: { token: string }) {
  const t = useAccountT();
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(({ newPassword }) => {
    setError(null);
    reset.mutate(
      { token, newPassword },
      { onSuccess: () => setDone(true), onError: (err) => setError(errorMessage(err, t("fallback.resetPassword"))) },
    );
  });

  if (done) {
    return (
      <AuthCard icon={CircleCheck} title={t("auth.resetTitle")}>
        <Alert kind="success" title={null}>
          {t("resetSuccess")}
        </Alert>
        <Link to="/login" className={buttonClasses({ size: "lg", className: "mt-6 w-full" })}>
          {t("auth.goToLogin")}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={LockKeyhole}
      title={t("auth.resetTitle")}
      description={t("auth.resetIntro")}
      footer={
        <>
          {t("auth.linkNotWorking")}{" "}
          <Link to="/forgot-password" className={textLinkClasses}>
            {t("auth.requestNewOne")}
          </Link>
        </>
      }
    >
      {error && (
        <Alert kind="error" className="mb-5">
          {error}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <PasswordInput
          label={t("auth.newPassword")}
          autoComplete="new-password"
          hint={t("auth.passwordHint")}
          error={errors.newPassword?.message}
          {...register("newPassword")}
        />
        <PasswordInput
          label={t("auth.confirmNewPassword")}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        <Button type="submit" size="lg" loading={reset.isPending} className="mt-2 w-full">
          {t("auth.resetTitle")}
        </Button>
      </form>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const t = useAccountT();
  const { token } = useParams();
  usePageTitle(t(token ? "auth.resetTitle" : "auth.invalidLink"));

  if (!token) {
    return (
      <Page width="medium">
        <EmptyState
          titleAs="h1"
          title={<span className="font-display text-2xl">{t("auth.invalidLink")}</span>}
          description={t("auth.invalidLinkText")}
          action={
            <Link to="/forgot-password" className={buttonClasses()}>
              {t("auth.requestNewLink")}
            </Link>
          }
        />
      </Page>
    );
  }

  return <ResetPasswordForm token={token} />;
}
