import { zodResolver } from "@hookform/resolvers/zod";
import { forgotPasswordForm } from "@shop/contract";
import { FALLBACK } from "@shop/contract/messages/account";
import { KeyRound, MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { Alert, Button, Input } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { usePageTitle } from "../../../lib/use-page-title";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { AuthCard, textLinkClasses } from "../components/auth-card";

type ForgotValues = z.infer<typeof forgotPasswordForm>;

const backToLogin = (
  <>
    Remembered it?{" "}
    <Link to="/login" className={textLinkClasses}>
      Back to Login
    </Link>
  </>
);

export function ForgotPasswordPage() {
  usePageTitle("Forgot Password");
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
      onError: (err) => setError(errorMessage(err, FALLBACK.sendReset)),
    });
  });

  if (sent) {
    return (
      <AuthCard icon={MailCheck} title="Check Your Email" footer={backToLogin}>
        <Alert kind="success" title={null}>
          {sent.message}
        </Alert>
        <p className="mt-4 text-center text-sm text-ink-600">
          We sent the instructions to <span className="font-semibold text-ink-900">{sent.email}</span>. The link is
          valid for 30 minutes.
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
          Try Another Email
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={KeyRound}
      title="Forgot Password"
      description="Enter your email and we'll send you a link to reset your password."
      footer={backToLogin}
    >
      {error && (
        <Alert kind="error" className="mb-5">
          {error}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Input label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
        <Button type="submit" size="lg" loading={request.isPending} className="mt-2 w-full">
          Send Reset Link
        </Button>
      </form>
    </AuthCard>
  );
}
