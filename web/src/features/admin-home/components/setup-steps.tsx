import type { SetupChecklist } from "@shop/contract";
import { Circle, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { useBackOfficeT } from "../../../lib/back-office-i18n";
import { cn } from "../../../lib/cn";

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
      <ol className="mt-3 divide-y divide-ink-100">
        {setup.items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.link}
              className="-mx-2 flex min-h-12 items-center gap-3 rounded-md px-2 py-2.5 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {item.done ? (
                <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
              ) : (
                <Circle aria-hidden="true" className="size-5 shrink-0 text-ink-300" />
              )}
              <span className={cn("min-w-0 flex-1 text-sm", item.done ? "text-ink-500" : "font-medium text-ink-900")}>
                {item.label}
              </span>
              <span className="text-xs text-ink-500">{item.done ? t("office.setupDone") : t("office.setupToDo")}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
