import { LANGUAGE_NAMES, type Language } from "@shop/contract/i18n";
import { Languages, LogOut, type LucideIcon, Mail, Trash2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { type NavigateFunction, useNavigate } from "react-router";
import {
  Alert,
  Banner,
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Dialog,
  Input,
  Select,
  Skeleton,
  useTimedMessage,
} from "../../../components/ui";
import { errorMessage, isApiError } from "../../../lib/api-client";
import { useAccountT } from "../../../lib/area-texts";
import { useCurrentUserQuery } from "../../../lib/current-user";
import { useShopSettings } from "../../../lib/shop-settings";
import { around, PART } from "../../../lib/text-parts";
import type { StoredUser } from "../../../lib/storage";
import { useDeleteAccount } from "../api/delete-account";
import { useSignOutEverywhere } from "../api/sign-out-everywhere";
import { useUpdateLanguage } from "../api/update-language";
import { useUpdatePreferences } from "../api/update-preferences";
import { useEndLocalSession } from "../use-end-local-session";

/**
 * Leaves this signed-in page before the session ends. The navigation is flushed synchronously:
 * otherwise React renders the session change first, on the old page, whose guard then sends the
 * user to /login with a return path instead of `to`.
 */
function leaveThenEndSession(navigate: NavigateFunction, to: string, endLocalSession: () => void) {
  void Promise.resolve(navigate(to, { replace: true, flushSync: true })).then(endLocalSession);
}

/**
 * A setting of the account's own (read from the current user): its card with icon and title, the
 * setting, and below it the account's load failure and the last save's message.
 */
function PreferenceCard({
  icon: Icon,
  title,
  user,
  flash,
  children,
}: {
  icon: LucideIcon;
  title: string;
  user: ReturnType<typeof useCurrentUserQuery>;
  flash: ReturnType<typeof useTimedMessage>;
  children: ReactNode;
}) {
  const t = useAccountT();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-4 text-ink-500" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-3">
        {children}
        {user.isError && <Alert kind="error">{errorMessage(user.error, t("settingsTab.loadFailed"))}</Alert>}
        <Banner banner={flash.message} onDismiss={flash.clear} />
      </CardBody>
    </Card>
  );
}

function OrderEmailsSetting() {
  const t = useAccountT();
  const id = useId();
  const user = useCurrentUserQuery(true);
  const update = useUpdatePreferences();
  const flash = useTimedMessage({ clearErrors: false });

  // The setting a click asked for, shown at once: the mutation's own pending state reaches the
  // screen a task later, and the controlled switch would snap back in between.
  const [requested, setRequested] = useState<boolean | null>(null);

  function toggle(next: boolean) {
    setRequested(next);
    update.mutate(next, {
      onSettled: () => setRequested(null),
      onSuccess: (saved) =>
        flash.showSuccess(t(saved.orderEmails ? "settingsTab.orderEmailsOn" : "settingsTab.orderEmailsOff")),
      onError: (error) => flash.showError(errorMessage(error, t("settingsTab.saveFailed"))),
    });
  }

  const checked = requested ?? (update.isPending ? update.variables : user.data?.orderEmails);

  return (
    <PreferenceCard icon={Mail} title={t("settingsTab.notifications")} user={user} flash={flash}>
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={id} className="text-sm font-medium text-ink-900">
            {t("settingsTab.orderEmails")}
          </label>
          <p id={`${id}-hint`} className="text-sm text-ink-500">
            {t("settingsTab.orderEmailsHint")}
          </p>
        </div>
        {user.isPending ? (
          <Skeleton className="h-6 w-11 rounded-full" />
        ) : (
          <input
            id={id}
            type="checkbox"
            role="switch"
            aria-checked={checked ?? false}
            aria-describedby={`${id}-hint`}
            checked={checked ?? false}
            disabled={requested !== null || update.isPending || user.isError}
            onChange={(event) => toggle(event.target.checked)}
            className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-ink-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow-sm before:transition-transform checked:bg-emerald-600 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60"
          />
        )}
      </div>
    </PreferenceCard>
  );
}

function SignOutEverywhere() {
  const t = useAccountT();
  const navigate = useNavigate();
  const signOutAll = useSignOutEverywhere();
  const endLocalSession = useEndLocalSession();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function confirm() {
    setError(null);
    signOutAll.mutate(undefined, {
      onSuccess: () => leaveThenEndSession(navigate, "/login", endLocalSession),
      onError: (err) => {
        setOpen(false);
        setError(errorMessage(err, t("settingsTab.signOutFailed")));
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LogOut aria-hidden="true" className="size-4 text-ink-500" />
          {t("settingsTab.sessions")}
        </CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-500">{t("settingsTab.sessionsText")}</p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t("settingsTab.signOutAll")}
          </Button>
        </div>
        {error && <Alert kind="error">{error}</Alert>}
      </CardBody>
      <ConfirmDialog
        open={open}
        title={t("settingsTab.signOutTitle")}
        message={t("settingsTab.signOutMessage")}
        confirmLabel={t("settingsTab.signOutConfirm")}
        destructive={false}
        loading={signOutAll.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </Card>
  );
}

function DeleteAccount({ user }: { user: StoredUser }) {
  const t = useAccountT();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const endLocalSession = useEndLocalSession();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  // Asked for only when the server wants it: signed in more than 10 minutes ago (docs/product/api.md §2).
  const [password, setPassword] = useState<string | null>(null);
  const matches = typed === user.username;

  function close() {
    setOpen(false);
    setTyped("");
    setError(null);
    setPassword(null);
  }

  function confirm() {
    if (!matches) return;
    setError(null);
    remove.mutate(
      { confirmUsername: typed, currentPassword: password ?? undefined },
      {
        onSuccess: () => leaveThenEndSession(navigate, "/", endLocalSession),
        onError: (err) => {
          const needed = isApiError(err) ? err.fieldErrors.currentPassword : undefined;
          if (needed) setPassword((p) => p ?? "");
          setError(needed ?? errorMessage(err, t("settingsTab.deleteFailed")));
        },
      },
    );
  }

  return (
    <Card className="border-red-200">
      <CardHeader className="border-red-100">
        <CardTitle className="flex items-center gap-2 text-red-800">
          <Trash2 aria-hidden="true" className="size-4" />
          {t("settingsTab.deleteTitle")}
        </CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-500">{t("settingsTab.deleteText")}</p>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t("settingsTab.deleteTitle")}
        </Button>
      </CardBody>
      <Dialog
        open={open}
        onClose={close}
        title={t("settingsTab.deleteDialogTitle")}
        description={t("settingsTab.deleteDialogText")}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t("settingsTab.cancel")}
            </Button>
            <Button variant="danger" disabled={!matches} loading={remove.isPending} onClick={confirm}>
              {t("settingsTab.deleteConfirm")}
            </Button>
          </>
        }
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
          className="flex flex-col gap-3"
        >
          {error && <Alert kind="error">{error}</Alert>}
          <Input
            id="confirm-username"
            label={around(
              t("settingsTab.typeToConfirm", { username: PART }),
              <strong className="font-semibold">{user.username}</strong>,
            )}
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          {password !== null && (
            <Input
              id="delete-account-password"
              label={t("settingsTab.currentPassword")}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </form>
      </Dialog>
    </Card>
  );
}

/**
 * The language of the account's mails (docs/decisions/0051), one of those the shop offers, each named in
 * itself; shown only when the shop offers more than one. The account without one gets the shop's default.
 */
function LanguageSetting({ offered }: { offered: readonly Language[] }) {
  const t = useAccountT();
  const id = useId();
  const user = useCurrentUserQuery(true);
  const update = useUpdateLanguage();
  const flash = useTimedMessage({ clearErrors: false });
  const saved = user.data?.language;
  const current = offered.find((code) => code === saved) ?? offered[0];
  const [chosen, setChosen] = useState<string | null>(null);

  function choose(next: string) {
    setChosen(next);
    update.mutate(next, {
      onSettled: () => setChosen(null),
      onSuccess: (answer) => {
        const name = LANGUAGE_NAMES[answer.language as Language] ?? answer.language ?? next;
        flash.showSuccess(t("settingsTab.languageSaved", { language: name }));
      },
      onError: (error) => flash.showError(errorMessage(error, t("settingsTab.languageFailed"))),
    });
  }

  return (
    <PreferenceCard icon={Languages} title={t("settingsTab.language")} user={user} flash={flash}>
      {user.isPending ? (
        <Skeleton className="h-10 w-full max-w-xs" />
      ) : (
        <Select
          id={`${id}-language`}
          label={t("settingsTab.languageLabel")}
          hint={t("settingsTab.languageHint")}
          fieldClassName="w-full max-w-xs"
          value={chosen ?? current}
          // Left enabled while saving: a disabled select loses the keyboard's focus, and each arrow key is a choice.
          aria-busy={update.isPending}
          disabled={user.isError}
          onChange={(event) => choose(event.target.value)}
        >
          {offered.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </Select>
      )}
    </PreferenceCard>
  );
}

/** Account Settings: order e-mails, the mails' language, sign out of all devices, delete the account. */
export function AccountSettingsTab({ user }: { user: StoredUser }) {
  const { languages } = useShopSettings();
  return (
    <div className="flex flex-col gap-6">
      <OrderEmailsSetting />
      {languages.length > 1 && <LanguageSetting offered={languages} />}
      <SignOutEverywhere />
      <DeleteAccount user={user} />
    </div>
  );
}
