import { RotateCw } from "lucide-react";
import { useId } from "react";
import type { SetupChecklist as SetupChecklistAnswer } from "@shop/contract";
import { Alert, Button, Skeleton } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useSetupChecklist } from "../api/get-setup-checklist";
import { SetupStepList } from "./setup-step-list";
import { useBackOfficeT } from "../../../lib/back-office-i18n";

/**
 * The admin's "get your shop ready" checklist (docs/product/api.md §9, docs/decisions/0024-mails-and-papers.md):
 * settings, categories, a seller, the first product and the owner's pages, each ticked from the
 * shop's data and linking to the screen where it is done. Once every step is done it is not shown.
 */
export function SetupChecklist({ className }: { className?: string }) {
  const t = useBackOfficeT();
  const query = useSetupChecklist();
  const headingId = useId();

  if (query.isPending) {
    return (
      <div role="status" aria-label={t("setupLoading")} className={className}>
        <Skeleton className="h-72 w-full rounded-card" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert kind="error" className={className}>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
          {errorMessage(query.error, t("setupLoadFailed"))}
          <Button size="sm" variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t("setupTryAgain")}
          </Button>
        </span>
      </Alert>
    );
  }
  const { items, done } = query.data;
  if (done) return null;
  return <SetupChecklistCard items={items} headingId={headingId} className={className} />;
}

/** The checklist's card: its heading, how far it is, and the steps (the owner's home shows it from its own answer). */
export function SetupChecklistCard({
  items,
  headingId,
  className,
}: {
  items: SetupChecklistAnswer["items"];
  headingId: string;
  className?: string;
}) {
  const t = useBackOfficeT();
  const finished = items.filter((item) => item.done).length;

  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-card border border-brand-200 bg-white p-5 shadow-card sm:p-6", className)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-display text-xl font-semibold text-ink-900">
          {t("setupTitle")}
        </h2>
        <p className="text-sm font-medium text-ink-600">{t("setupProgress", { finished, total: items.length })}</p>
      </div>
      <p className="mt-1 text-sm text-ink-600">{t("setupIntro")}</p>
      <div aria-hidden="true" className="mt-4 h-1.5 overflow-hidden rounded-full bg-ink-100">
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${(finished / items.length) * 100}%` }} />
      </div>
      <SetupStepList items={items} />
    </section>
  );
}
