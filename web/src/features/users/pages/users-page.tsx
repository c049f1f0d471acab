import { type AdminUser, type Page as PageOf, ROLES, type Role } from "@shop/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Search, UserRound, Users, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  Badge,
  Banner,
  Button,
  DataList,
  EmptyState,
  Input,
  Page,
  PageHeader,
  SkeletonRows,
  useTimedMessage,
} from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { usePageTitle } from "../../../lib/use-page-title";
import { useSession } from "../../../lib/use-session";
import { useUsers, userKeys } from "../api/get-users";
import { setUserRoles } from "../api/set-user-roles";
import { useMoney } from "../../../lib/shop-settings";
import { BackOfficeTexts, type BackOfficeKey, useBackOfficeT } from "../../../lib/back-office-i18n";

const ROLE_LABELS: Record<string, { label: BackOfficeKey; tone: "grey" | "blue" | "purple" }> = {
  [ROLES.user]: { label: "usersRoleCustomer", tone: "grey" },
  [ROLES.seller]: { label: "usersRoleSeller", tone: "blue" },
  [ROLES.admin]: { label: "usersRoleAdmin", tone: "purple" },
};

const GRANTABLE_ROLES = [
  { role: ROLES.seller, label: "usersRoleSeller" },
  { role: ROLES.admin, label: "usersRoleAdmin" },
] as const;

/** Beyond the spec: admins list accounts and grant or remove the seller and admin roles. */
export function UsersPage() {
  return (
    <BackOfficeTexts>
      <UsersScreen />
    </BackOfficeTexts>
  );
}

function UsersScreen() {
  const t = useBackOfficeT();
  const GRANTABLE = GRANTABLE_ROLES.map(({ role, label }) => ({ role, label: t(label) }));
  const money = useMoney();
  usePageTitle(t("usersTitle"));
  const { user: me } = useSession();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [draft, setDraft] = useState("");
  const [keyword, setKeyword] = useState("");
  const query = useUsers(page, keyword);
  const { message: banner, showSuccess, showError, clear } = useTimedMessage({ clearErrors: true });
  // The roles a click asked for, shown at once: the query cache's optimistic copy below only
  // reaches the screen a task later, and a controlled checkbox would snap back in between.
  const [requested, setRequested] = useState<{ userId: number; roles: Role[] } | null>(null);

  const changeRoles = useMutation({
    mutationFn: ({ user, roles }: { user: AdminUser; roles: Role[] }) => setUserRoles(user.userId, roles),
    // The checkbox follows the click at once; a failure puts the server's roles back.
    onMutate: ({ user, roles }) => {
      queryClient.setQueryData<PageOf<AdminUser>>(userKeys.page(page, keyword), (current) =>
        current
          ? { ...current, content: current.content.map((u) => (u.userId === user.userId ? { ...u, roles } : u)) }
          : current,
      );
    },
    onSuccess: (updated) => {
      showSuccess(t("usersRolesUpdated", { username: updated.username }));
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: (error) => {
      showError(errorMessage(error, t("usersRolesFailed")));
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onSettled: () => setRequested(null),
  });

  function toggle(user: AdminUser, role: Role, granted: boolean) {
    const current = user.roles.filter((r): r is Role => r === ROLES.seller || r === ROLES.admin);
    const roles = granted ? [...new Set([...current, role])] : current.filter((r) => r !== role);
    const next = [ROLES.user, ...roles];
    setRequested({ userId: user.userId, roles: next });
    changeRoles.mutate({ user, roles: next });
  }

  function search(event: FormEvent) {
    event.preventDefault();
    setKeyword(draft.trim());
    setPage(0);
  }

  const pendingUser = requested?.userId;

  const identityOf = (user: AdminUser, isMe: boolean) => (
    <div className="flex items-center gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ink-100 text-ink-500">
        <UserRound aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0">
        <p className="font-medium text-ink-900">
          <bdi>{user.username}</bdi>
          {isMe && <span className="ms-1 text-xs font-normal text-ink-500">{t("usersYou")}</span>}
        </p>
        <p className="max-w-64 truncate text-xs text-ink-500">
          <bdi>{user.email}</bdi>
        </p>
      </div>
    </div>
  );
  const rolesOf = (user: AdminUser) => (
    <div className="flex flex-wrap gap-1">
      {user.roles.map((role) => (
        <Badge key={role} tone={ROLE_LABELS[role]?.tone ?? "grey"}>
          {ROLE_LABELS[role] ? t(ROLE_LABELS[role].label) : role}
        </Badge>
      ))}
    </div>
  );
  const roleBox = (user: AdminUser, role: Role, label: string, isMe: boolean) => {
    const granted = user.roles.includes(role);
    const locked = isMe && role === ROLES.admin;
    return (
      <input
        type="checkbox"
        aria-label={t("usersRoleFor", { role: label, username: user.username })}
        title={locked ? t("ownAdminRole") : undefined}
        checked={granted}
        disabled={locked || pendingUser === user.userId}
        onChange={(event) => toggle(user, role, event.target.checked)}
        className="size-4 cursor-pointer accent-ink-900 disabled:cursor-not-allowed disabled:opacity-50"
      />
    );
  };

  return (
    <Page>
      <PageHeader eyebrow={t("setEyebrow")} title={t("usersTitle")} description={t("usersIntro")} />
      <div className="flex flex-col gap-4">
        <search>
          <form onSubmit={search} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <Input
              label={t("usersSearch")}
              type="search"
              placeholder={t("usersSearchPlaceholder")}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              fieldClassName="sm:w-80"
            />
            <div className="flex gap-2">
              <Button type="submit" variant="secondary">
                <Search aria-hidden="true" className="size-4" />
                {t("usersSearchButton")}
                <span className="sr-only"> {t("usersSearchAccounts")}</span>
              </Button>
              {keyword && (
                <Button
                  variant="ghost"
                  onClick={() => {
                    setDraft("");
                    setKeyword("");
                    setPage(0);
                  }}
                >
                  <X aria-hidden="true" className="size-4" />
                  {t("usersClear")}
                </Button>
              )}
            </div>
          </form>
        </search>
        <Banner banner={banner} onDismiss={clear} />
        {query.data && (
          <p className="text-sm text-ink-500">
            {keyword
              ? t("usersCountMatching", { n: query.data.totalElements, keyword })
              : t("usersCount", { n: query.data.totalElements })}
          </p>
        )}
        <DataList
          query={query}
          rows={(data) =>
            data.content.map((user) => (requested?.userId === user.userId ? { ...user, roles: requested.roles } : user))
          }
          rowKey={(user) => user.userId}
          label={t("usersTitle")}
          columns={[
            { id: "user", header: t("usersColUser"), cell: (user) => identityOf(user, me?.id === user.userId) },
            { id: "roles", header: t("usersColRoles"), cell: rolesOf },
            {
              id: "joined",
              header: t("usersColJoined"),
              className: "whitespace-nowrap",
              cell: (user) => money.date(user.createdAt),
            },
            ...GRANTABLE.map(({ role, label }) => ({
              id: role,
              header: label,
              headerClassName: "text-center",
              className: "text-center",
              cell: (user: AdminUser) => roleBox(user, role, label, me?.id === user.userId),
            })),
          ]}
          card={(user) => (
            <>
              {identityOf(user, me?.id === user.userId)}
              {rolesOf(user)}
              <div className="flex flex-wrap gap-x-6 gap-y-2 border-t border-ink-100 pt-3">
                {GRANTABLE.map(({ role, label }) => (
                  // biome-ignore lint/a11y/noLabelWithoutControl: roleBox renders the checkbox inside this label
                  <label key={role} className="inline-flex items-center gap-2 text-sm text-ink-800">
                    {roleBox(user, role, label, me?.id === user.userId)}
                    <span aria-hidden="true">{label}</span>
                  </label>
                ))}
              </div>
            </>
          )}
          tableClassName="min-w-[720px]"
          skeleton={<SkeletonRows count={6} />}
          errorText={t("usersLoadFailed")}
          empty={<EmptyState icon={Users} title={t("usersNone")} />}
          pagination={{ page, onPageChange: setPage }}
        />
      </div>
    </Page>
  );
}
