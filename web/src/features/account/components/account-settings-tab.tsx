import { LogOut, Mail, Trash2 } from "lucide-react";
import { useId, useState } from "react";
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
  Skeleton,
  useTimedMessage,
} from "../../../components/ui";
import { errorMessage, isApiError } from "../../../lib/api-client";
import { useCurrentUserQuery } from "../../../lib/current-user";
import type { StoredUser } from "../../../lib/storage";
import { useDeleteAccount } from "../api/delete-account";
import { useSignOutEverywhere } from "../api/sign-out-everywhere";
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

function OrderEmailsSetting() {
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
        flash.showSuccess(saved.orderEmails ? "Order e-mails turned on" : "Order e-mails turned off"),
      onError: (error) => flash.showError(errorMessage(error, "Failed to save your preference")),
    });
  }

  const checked = requested ?? (update.isPending ? update.variables : user.data?.orderEmails);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 text-ink-500" />
          Notifications
        </CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-3">
        <div className="flex items-start justify-between gap-4">
          <div>
            <label htmlFor={id} className="text-sm font-medium text-ink-900">
              Order confirmation e-mails
            </label>
            <p id={`${id}-hint`} className="text-sm text-ink-500">
              Get an e-mail with the details each time you place an order.
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
        {user.isError && <Alert kind="error">{errorMessage(user.error, "Failed to load your preferences")}</Alert>}
        <Banner banner={flash.message} onDismiss={flash.clear} />
      </CardBody>
    </Card>
  );
}

function SignOutEverywhere() {
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
        setError(errorMessage(err, "Failed to sign out of all devices"));
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LogOut aria-hidden="true" className="size-4 text-ink-500" />
          Sessions
        </CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-500">
            Signed in on a shared or lost device? This signs you out everywhere, including here.
          </p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Sign out of all devices
          </Button>
        </div>
        {error && <Alert kind="error">{error}</Alert>}
      </CardBody>
      <ConfirmDialog
        open={open}
        title="Sign out of all devices?"
        message="You will need to sign in again on every device, including this one."
        confirmLabel="Sign out everywhere"
        destructive={false}
        loading={signOutAll.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </Card>
  );
}

function DeleteAccount({ user }: { user: StoredUser }) {
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
          setError(needed ?? errorMessage(err, "Failed to delete account"));
        },
      },
    );
  }

  return (
    <Card className="border-red-200">
      <CardHeader className="border-red-100">
        <CardTitle className="flex items-center gap-2 text-red-800">
          <Trash2 aria-hidden="true" className="size-4" />
          Delete account
        </CardTitle>
      </CardHeader>
      <CardBody className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-500">
          Permanently deletes your account, addresses and cart. Past orders are kept for the shop's records without your
          personal details.
        </p>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </CardBody>
      <Dialog
        open={open}
        onClose={close}
        title="Delete your account?"
        description="This cannot be undone."
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button variant="danger" disabled={!matches} loading={remove.isPending} onClick={confirm}>
              Delete my account
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
            label={
              <>
                Type <strong className="font-semibold">{user.username}</strong> to confirm
              </>
            }
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          {password !== null && (
            <Input
              id="delete-account-password"
              label="Current password"
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

/** Account Settings: order e-mails, sign out of all devices, delete the account. */
export function AccountSettingsTab({ user }: { user: StoredUser }) {
  return (
    <div className="flex flex-col gap-6">
      <OrderEmailsSetting />
      <SignOutEverywhere />
      <DeleteAccount user={user} />
    </div>
  );
}
