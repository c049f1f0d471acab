import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordForm } from "@shop/contract";
import { FALLBACK, MSG } from "@shop/contract/messages/account";
import { CircleCheck, LockKeyhole } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import type { z } from "zod";
import { Alert, Button, buttonClasses, EmptyState, Page } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { usePageTitle } from "../../../lib/use-page-title";
import { useResetPassword } from "../api/reset-password";
import { AuthCard, textLinkClasses } from "../components/auth-card";
import { PasswordInput } from "../components/password-input";

type ResetValues = z.infer<typeof resetPasswordForm>;

function ResetPasswordForm({ token }: { token: string }) {
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
      { onSuccess: () => setDone(true), onError: (err) => setError(errorMessage(err, FALLBACK.resetPassword)) },
    );
  });

  if (done) {
    return (
      <AuthCard icon={CircleCheck} title="Reset Password">
        <Alert kind="success" title={null}>
          {MSG.resetSuccess}
        </Alert>
        <Link to="/login" className={buttonClasses({ size: "lg", className: "mt-6 w-full" })}>
          Go to Login
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={LockKeyhole}
      title="Reset Password"
      description="Choose a new password for your account."
      footer={
        <>
          Link not working?{" "}
          <Link to="/forgot-password" className={textLinkClasses}>
            Request a new one
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
          label="New password"
          autoComplete="new-password"
          hint="At least 6 characters. Mix letters, numbers and symbols."
          error={errors.newPassword?.message}
          {...register("newPassword")}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        <Button type="submit" size="lg" loading={reset.isPending} className="mt-2 w-full">
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const { token } = useParams();
  usePageTitle(token ? "Reset Password" : "Invalid Reset Link");

  if (!token) {
    return (
      <Page width="medium">
        <EmptyState
          titleAs="h1"
          title={<span className="font-display text-2xl">Invalid Reset Link</span>}
          description="This password reset link is missing its token. Request a new link to reset your password."
          action={
            <Link to="/forgot-password" className={buttonClasses()}>
              Request a new link
            </Link>
          }
        />
      </Page>
    );
  }

  return <ResetPasswordForm token={token} />;
}
