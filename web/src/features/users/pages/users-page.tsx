import { type AdminUser, type Page as PageOf, ROLES, type Role } from "@shop/contract";
import { MSG } from "@shop/contract/messages/back-office";
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

const ROLE_LABELS: Record<string, { label: string; tone: "grey" | "blue" | "purple" }> = {
  [ROLES.user]: { label: "Customer", tone: "grey" },
  [ROLES.seller]: { label: "Seller", tone: "blue" },
  [ROLES.admin]: { label: "Admin", tone: "purple" },
};

const GRANTABLE = [
  { role: ROLES.seller, label: "Seller" },
  { role: ROLES.admin, label: "Admin" },
] as const;

/** Beyond the spec: admins list accounts and grant or remove the seller and admin roles. */
export function UsersPage() {
  const money = useMoney();
  usePageTitle("Users");
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
      showSuccess(`Roles of ${updated.username} updated successfully`);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: (error) => {
      showError(errorMessage(error, "Failed to update roles"));
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
          {user.username}
          {isMe && <span className="ml-1 text-xs font-normal text-ink-500">(you)</span>}
        </p>
        <p className="max-w-64 truncate text-xs text-ink-500">{user.email}</p>
      </div>
    </div>
  );
  const rolesOf = (user: AdminUser) => (
    <div className="flex flex-wrap gap-1">
      {user.roles.map((role) => (
        <Badge key={role} tone={ROLE_LABELS[role]?.tone ?? "grey"}>
          {ROLE_LABELS[role]?.label ?? role}
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
        aria-label={`${label} role for ${user.username}`}
        title={locked ? MSG.ownAdminRole : undefined}
        checked={granted}
        disabled={locked || pendingUser === user.userId}
        onChange={(event) => toggle(user, role, event.target.checked)}
        className="size-4 cursor-pointer accent-ink-900 disabled:cursor-not-allowed disabled:opacity-50"
      />
    );
  };

  return (
    <Page>
      <PageHeader
        eyebrow="Administration"
        title="Users"
        description="Find accounts and grant or remove the seller and admin roles."
      />
      <div className="flex flex-col gap-4">
        <search>
          <form onSubmit={search} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <Input
              label="Search users"
              type="search"
              placeholder="Username or email"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              fieldClassName="sm:w-80"
            />
            <div className="flex gap-2">
              <Button type="submit" variant="secondary">
                <Search aria-hidden="true" className="size-4" />
                Search<span className="sr-only"> accounts</span>
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
                  Clear
                </Button>
              )}
            </div>
          </form>
        </search>
        <Banner banner={banner} onDismiss={clear} />
        {query.data && (
          <p className="text-sm text-ink-500">
            {query.data.totalElements} account{query.data.totalElements === 1 ? "" : "s"}
            {keyword ? ` matching "${keyword}"` : ""}
          </p>
        )}
        <DataList
          query={query}
          rows={(data) =>
            data.content.map((user) => (requested?.userId === user.userId ? { ...user, roles: requested.roles } : user))
          }
          rowKey={(user) => user.userId}
          label="Users"
          columns={[
            { id: "user", header: "User", cell: (user) => identityOf(user, me?.id === user.userId) },
            { id: "roles", header: "Roles", cell: rolesOf },
            {
              id: "joined",
              header: "Joined",
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
          errorText="Failed to fetch users"
          empty={<EmptyState icon={Users} title="No users found" />}
          pagination={{ page, onPageChange: setPage }}
        />
      </div>
    </Page>
  );
}
