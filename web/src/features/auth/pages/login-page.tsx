import { zodResolver } from "@hookform/resolvers/zod";
import { type LoginForm, loginForm } from "@shop/contract";
import { LogIn } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { Alert, Button, Checkbox, Input } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useAccountT } from "../../../lib/area-texts";
import { hasSessionExpiredNotice } from "../../../lib/session";
import { usePageTitle } from "../../../lib/use-page-title";
import { useSignIn } from "../api/sign-in";
import { AuthCard, textLinkClasses } from "../components/auth-card";
import { PasswordInput } from "../components/password-input";
import { loginRedirectTarget } from "../login-redirect";

export function LoginPage() {
  const t = useAccountT();
  usePageTitle(t("auth.loginTitle"));
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [authError, setAuthError] = useState<string | null>(null);
  const [sessionExpired] = useState(hasSessionExpiredNotice);
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginForm),
    defaultValues: { username: "", password: "", rememberMe: false },
  });

  // The auth error is cleared as soon as the user types again.
  useEffect(() => {
    const subscription = watch(() => setAuthError(null));
    return () => subscription.unsubscribe();
  }, [watch]);

  const onSubmit = handleSubmit((values) => {
    setAuthError(null);
    signIn.mutate(
      { username: values.username, password: values.password, rememberMe: values.rememberMe },
      {
        onSuccess: async ({ listenersSettled }) => {
          // The sign-in steps (the cart feature merges the guest cart into the account) are running; arriving
          // at /cart or /checkout after they are done shows the merged cart at once.
          setRedirecting(true);
          await listenersSettled;
          await navigate(loginRedirectTarget(location.state), { replace: true });
        },
        onError: (error) => setAuthError(errorMessage(error, t("fallback.login"))),
      },
    );
  });

  return (
    <AuthCard
      icon={LogIn}
      title={t("auth.loginTitle")}
      description={t("auth.loginIntro")}
      footer={
        <>
          {t("auth.noAccount")}{" "}
          <Link to="/register" state={location.state} className={textLinkClasses}>
            {t("auth.createOne")}
          </Link>
        </>
      }
    >
      {sessionExpired && !authError && (
        <Alert kind="info" className="mb-5">
          {t("sessionExpired")}
        </Alert>
      )}
      {authError && (
        <Alert kind="error" className="mb-5">
          {authError}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Input
          label={t("auth.username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register("username")}
        />
        <PasswordInput
          label={t("auth.password")}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register("password")}
        />
        <div className="flex items-center justify-between gap-3">
          <Checkbox label={t("auth.rememberMe")} {...register("rememberMe")} />
          <Link to="/forgot-password" className="text-sm font-medium text-ink-700 hover:text-brand-700">
            {t("auth.forgotLink")}
          </Link>
        </div>
        <Button type="submit" size="lg" loading={signIn.isPending || redirecting} className="mt-2 w-full">
          {t("auth.signIn")}
        </Button>
      </form>
    </AuthCard>
  );
}
