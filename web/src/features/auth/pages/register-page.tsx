import { zodResolver } from "@hookform/resolvers/zod";
import { type RegisterForm, registerForm, TIMINGS } from "@shop/contract";
import { UserPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { Alert, Button, Input } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useAccountT } from "../../../lib/area-texts";
import { usePageTitle } from "../../../lib/use-page-title";
import { useSession } from "../../../lib/use-session";
import { useSignIn } from "../api/sign-in";
import { useSignUp } from "../api/sign-up";
import { AuthCard, textLinkClasses } from "../components/auth-card";
import { loginRedirectTarget } from "../login-redirect";
import { PasswordInput } from "../components/password-input";

export function RegisterPage() {
  const t = useAccountT();
  usePageTitle(t("auth.registerPageTitle"));
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signUp = useSignUp();
  const signIn = useSignIn();
  const [authError, setAuthError] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerForm),
    defaultValues: { username: "", email: "", password: "", confirmPassword: "" },
  });

  useEffect(() => {
    const subscription = watch(() => setAuthError(null));
    return () => subscription.unsubscribe();
  }, [watch]);

  // When signing the new account in failed (a rare case): the message shows, then /login after 3 s.
  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => navigate("/login", { state: location.state }), TIMINGS.registerRedirectMs);
    return () => clearTimeout(timer);
  }, [registered, navigate, location.state]);

  if (session.isAuthenticated && !registered && !signUp.isSuccess) return <Navigate to="/" replace />;

  // A new customer is signed in at once (the guest cart joins the account) and goes back where the
  // sign-up started (the cart or the checkout), else to the home page.
  const onSubmit = handleSubmit((values) => {
    setAuthError(null);
    signUp.mutate(
      { username: values.username, email: values.email, password: values.password },
      {
        onSuccess: async () => {
          try {
            const signedIn = await signIn.mutateAsync({ username: values.username, password: values.password });
            await signedIn.listenersSettled;
            void navigate(loginRedirectTarget(location.state), { replace: true });
          } catch {
            reset();
            setRegistered(true);
          }
        },
        onError: (error) => setAuthError(errorMessage(error, t("fallback.register"))),
      },
    );
  });

  return (
    <AuthCard
      icon={UserPlus}
      title={t("auth.registerTitle")}
      description={t("auth.registerIntro")}
      footer={
        <>
          {t("auth.haveAccount")}{" "}
          <Link to="/login" state={location.state} className={textLinkClasses}>
            {t("auth.loginLink")}
          </Link>
        </>
      }
    >
      {registered && (
        <Alert kind="success" className="mb-5">
          {t("registrationSuccess")}
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
        <Input
          label={t("auth.email")}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <PasswordInput
          label={t("auth.password")}
          autoComplete="new-password"
          hint={t("auth.passwordHint")}
          error={errors.password?.message}
          {...register("password")}
        />
        <PasswordInput
          label={t("auth.confirmPassword")}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        <Button
          type="submit"
          size="lg"
          loading={signUp.isPending || signIn.isPending}
          disabled={registered}
          className="mt-2 w-full"
        >
          {t("auth.registerTitle")}
        </Button>
      </form>
    </AuthCard>
  );
}
