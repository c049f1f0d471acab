import { zodResolver } from "@hookform/resolvers/zod";
import { emailForm } from "@shop/contract";
import { Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Banner, Button, Card, CardBody, CardHeader, CardTitle, Input, useTimedMessage } from "../../../components/ui";
import { errorMessage, isApiError } from "../../../lib/api-client";
import { useAccountT } from "../../../lib/area-texts";
import type { StoredUser } from "../../../lib/storage";
import { useUpdateEmail } from "../api/update-email";

type EmailFields = z.input<typeof emailForm>;

function EmailEditor({ current, onDone }: { current: string; onDone: (changed: boolean) => void }) {
  const t = useAccountT();
  const update = useUpdateEmail();
  const [serverError, setServerError] = useState<string | null>(null);
  // Asked for only when the server wants it: signed in more than 10 minutes ago (docs/product/api.md §2).
  const [password, setPassword] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<EmailFields, unknown, z.output<typeof emailForm>>({
    resolver: zodResolver(emailForm),
    defaultValues: { email: current },
  });

  // The editor opens on the user's click: straight into its only field.
  useEffect(() => setFocus("email", { shouldSelect: true }), [setFocus]);

  const submit = handleSubmit(({ email }) => {
    // docs/product/storefront.md §2: an unchanged email simply closes the editor.
    if (email === current) {
      onDone(false);
      return;
    }
    setServerError(null);
    setPasswordError(null);
    update.mutate(
      { email, currentPassword: password ?? undefined },
      {
        onSuccess: () => onDone(true),
        onError: (error) => {
          const needed = isApiError(error) ? error.fieldErrors.currentPassword : undefined;
          if (needed) {
            setPassword((p) => p ?? "");
            setPasswordError(needed);
          } else setServerError(errorMessage(error, t("fallback.updateEmail")));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="flex w-full flex-col gap-3 sm:flex-row sm:items-start">
      <Input
        id="profile-email"
        label={t("profileTab.emailAddress")}
        hideLabel
        type="email"
        autoComplete="email"
        fieldClassName="flex-1"
        error={errors.email?.message ?? serverError ?? undefined}
        {...register("email", { onChange: () => setServerError(null) })}
      />
      {password !== null && (
        <Input
          id="profile-email-password"
          label={t("profileTab.currentPassword")}
          type="password"
          autoComplete="current-password"
          fieldClassName="flex-1"
          autoFocus
          value={password}
          error={passwordError ?? undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError(null);
          }}
        />
      )}
      <div className="flex gap-2">
        <Button type="submit" loading={update.isPending}>
          {t("profileTab.save")}
        </Button>
        <Button variant="secondary" onClick={() => onDone(false)} disabled={update.isPending}>
          {t("profileTab.cancel")}
        </Button>
      </div>
    </form>
  );
}

/** Profile tab: username and email; the email can be edited. */
export function ProfileTab({ user }: { user: StoredUser }) {
  const t = useAccountT();
  const [editing, setEditing] = useState(false);
  const flash = useTimedMessage({ clearErrors: false });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("profileTab.title")}</CardTitle>
        <p className="text-sm text-ink-500">{t("profileTab.intro")}</p>
      </CardHeader>
      <CardBody className="flex flex-col gap-5">
        <Banner banner={flash.message} onDismiss={flash.clear} />
        <dl className="flex flex-col gap-5">
          <div className="flex flex-col gap-1">
            <dt className="text-sm font-medium text-ink-500">{t("profileTab.username")}</dt>
            <dd className="text-base font-medium text-ink-900">{user.username}</dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-sm font-medium text-ink-500">{t("profileTab.email")}</dt>
            <dd className="flex flex-wrap items-center justify-between gap-3">
              {editing ? (
                <EmailEditor
                  current={user.email}
                  onDone={(changed) => {
                    setEditing(false);
                    if (changed) flash.showSuccess(t("success.emailUpdated"));
                  }}
                />
              ) : (
                <>
                  <span className="min-w-0 text-base break-all text-ink-900">{user.email}</span>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                      flash.clear();
                      setEditing(true);
                    }}
                  >
                    <Pencil aria-hidden="true" className="size-3.5" />
                    {t("profileTab.editEmail")}
                  </Button>
                </>
              )}
            </dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}
