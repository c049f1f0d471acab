import { RotateCw } from "lucide-react";
import { useId } from "react";
import { Alert, Button, Page, PageHeader, Skeleton } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { useBackOfficeT } from "../../../lib/back-office-i18n";
import { usePageTitle } from "../../../lib/use-page-title";
import { useAdminHome } from "../api/get-admin-home";
import { PeriodFigures } from "../components/period-figures";
import { SetupChecklistCard } from "../../setup";
import { TodoList } from "../components/todo-list";

/** The owner's home (docs/decisions/0053-the-back-office-of-its-own.md): today's work and the last 30 days, from one call. */
export function AdminHomePage() {
  const t = useBackOfficeT();
  usePageTitle(t("office.home"));
  const query = useAdminHome();
  const ids = useId();

  return (
    <Page>
      <PageHeader title={t("office.home")} description={t("office.homeIntro")} />
      {query.isPending ? (
        <div role="status" aria-label={t("office.homeLoading")} className="grid gap-6">
          <Skeleton className="h-48 w-full rounded-card" />
          <Skeleton className="h-40 w-full rounded-card" />
        </div>
      ) : query.isError ? (
        <Alert kind="error">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
            {errorMessage(query.error, t("office.homeLoadFailed"))}
            <Button size="sm" variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              {t("office.tryAgain")}
            </Button>
          </span>
        </Alert>
      ) : (
        <div className="grid gap-6">
          <TodoList todo={query.data.todo} headingId={`${ids}-todo`} />
          {query.data.setup && <SetupChecklistCard items={query.data.setup.items} headingId={`${ids}-setup`} />}
          <PeriodFigures home={query.data} headingId={`${ids}-period`} />
        </div>
      )}
    </Page>
  );
}
