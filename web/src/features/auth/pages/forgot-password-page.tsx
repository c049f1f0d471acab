import { zodResolver } from "@hookform/resolvers/zod";
import { forgotPasswordForm } from "@shop/contract";
import { KeyRound, MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { Alert, Button, Input } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useAccountT } from "../../../lib/area-texts";
import { around, PART } from "../../../lib/text-parts";
import { usePageTitle } from "../../../lib/use-page-title";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { AuthCard, textLinkClasses } from "../components/auth-card";

type ForgotValues = z.infer<typeof forgotPasswordForm>;

function BackToLogin() {
  const t = useAccountT();
  return (
    <>
      {t("auth.remembered")}{" "}
      <Link to="/login" className={textLinkClasses}>
        {t("auth.backToLogin")}
      </Link>
    </>
  );
}

export function ForgotPasswordPage() {
  const t = useAccountT();
  usePageTitle(t("auth.forgotTitle"));
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ForgotValues>({ resolver: zodResolver(forgotPasswordForm), defaultValues: { email: "" } });

  const onSubmit = handleSubmit(({ email }) => {
    setError(null);
    request.mutate(email, {
      onSuccess: (message) => setSent({ email, message }),
      onError: (err) => setError(errorMessage(err, t("fallback.sendReset"))),
    });
  });

  if (sent) {
    return (
      <AuthCard icon={MailCheck} title={t("auth.checkEmail")} footer={<BackToLogin />}>
        <Alert kind="success" title={null}>
          {sent.message}
        </Alert>
        <p className="mt-4 text-center text-sm text-ink-600">
          {around(t("auth.sentTo", { email: PART }), <span className="font-semibold text-ink-900">{sent.email}</span>)}
        </p>
        <Button
          variant="secondary"
          size="lg"
          className="mt-6 w-full"
          onClick={() => {
            reset();
            request.reset();
            setSent(null);
          }}
        >
          {t("auth.tryAnother")}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={KeyRound}
      title={t("auth.forgotTitle")}
      description={t("auth.forgotIntro")}
      footer={<BackToLogin />}
    >
      {error && (
        <Alert kind="error" className="mb-5">
          {error}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Input
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <Button type="submit" size="lg" loading={request.isPending} className="mt-2 w-full">
          {t("auth.sendLink")}
        </Button>
      </form>
    </AuthCard>
  );
}
