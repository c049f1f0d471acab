import type { SetupChecklist } from "@shop/contract";
import { useBackOfficeT } from "../../../lib/back-office-i18n";
import { SetupStepList } from "../../setup";

/** The setup checklist on the home, until every step is done; each step links to where it is done. */
export function SetupSteps({ setup, headingId }: { setup: SetupChecklist; headingId: string }) {
  const t = useBackOfficeT();
  const finished = setup.items.filter((item) => item.done).length;
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-brand-200 bg-white p-5 shadow-card">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-display text-xl font-semibold text-ink-900">
          {t("office.setupTitle")}
        </h2>
        <p className="text-sm font-medium text-ink-600">
          {t("office.setupProgress", { done: finished, total: setup.items.length })}
        </p>
      </div>
      <SetupStepList items={setup.items} />
    </section>
  );
}
