import type { SetupChecklist } from "@shop/contract";
import { Circle, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { useBackOfficeT } from "../../../lib/back-office-i18n";
import { cn } from "../../../lib/cn";

/** The setup checklist's steps, each ticked or not and linking to where it is done (the checklist and the owner's home). */
export function SetupStepList({ items }: { items: SetupChecklist["items"] }) {
  const t = useBackOfficeT();
  return (
    <ol className="mt-3 divide-y divide-ink-100">
      {items.map((item) => (
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
            <span
              className={cn(
                "shrink-0 rounded-full px-2 py-0.5 text-xs font-medium",
                item.done ? "bg-emerald-50 text-emerald-700" : "bg-brand-50 text-brand-800",
              )}
            >
              {item.done ? t("setupDone") : t("setupToDo")}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
