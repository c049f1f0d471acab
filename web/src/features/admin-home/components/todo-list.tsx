import { type AdminHome, ORDER_STATUS } from "@shop/contract";
import { ChevronRight, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { useBackOfficeT } from "../../../lib/back-office-i18n";
import { useMoney } from "../../../lib/shop-settings";

interface Todo {
  key: string;
  text: string;
  to: string;
}

/** Each thing that waits, as a link to the list it counts (filtered where the list takes filters). */
function todosOf(todo: AdminHome["todo"], t: ReturnType<typeof useBackOfficeT>, formatMinor: (n: number) => string) {
  const items: (Todo | false)[] = [
    todo.ordersToShip.count > 0 && {
      key: "ship",
      text: t("office.todoOrdersToShip", { count: todo.ordersToShip.count }),
      to: `/admin/orders?${new URLSearchParams({ status: ORDER_STATUS.placed, to: todo.ordersToShip.upTo, sort: "oldest" })}`,
    },
    todo.returnsWaiting.escalated > 0 && {
      key: "escalated",
      text: t("office.todoReturnsEscalated", { count: todo.returnsWaiting.escalated }),
      to: "/admin/returns",
    },
    todo.returnsWaiting.requested > 0 && {
      key: "returns",
      text: t("office.todoReturnsRequested", { count: todo.returnsWaiting.requested }),
      to: "/admin/returns",
    },
    todo.applicationsWaiting > 0 && {
      key: "applications",
      text: t("office.todoApplications", { count: todo.applicationsWaiting }),
      to: "/admin/sellers/applications",
    },
    todo.payoutsOwed.sellers > 0 && {
      key: "payouts",
      text: t("office.todoPayouts", {
        amount: formatMinor(todo.payoutsOwed.amountCents),
        count: todo.payoutsOwed.sellers,
      }),
      to: "/admin/sellers",
    },
    todo.lowStock > 0 && {
      key: "low",
      text: t("office.todoLowStock", { count: todo.lowStock }),
      to: "/admin/products",
    },
    todo.soldOut > 0 && { key: "out", text: t("office.todoSoldOut", { count: todo.soldOut }), to: "/admin/products" },
    todo.failedMails > 0 && {
      key: "mail",
      text: t("office.todoFailedMails", { count: todo.failedMails }),
      to: "/admin/mail",
    },
  ];
  return items.filter((item): item is Todo => item !== false);
}

export function TodoList({ todo, headingId }: { todo: AdminHome["todo"]; headingId: string }) {
  const t = useBackOfficeT();
  const money = useMoney();
  const items = todosOf(todo, t, money.formatMinor);
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-ink-200 bg-white p-5 shadow-card">
      <h2 id={headingId} className="font-display text-xl font-semibold text-ink-900">
        {t("office.todoTitle")}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-ink-600">
          <CircleCheck aria-hidden="true" className="size-5 text-emerald-600" />
          {t("office.todoNone")}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-ink-100">
          {items.map((item) => (
            <li key={item.key}>
              <Link
                to={item.to}
                className="-mx-2 flex min-h-12 items-center gap-3 rounded-md px-2 py-2.5 text-sm font-medium text-ink-900 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <span className="min-w-0 flex-1">{item.text}</span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-400 rtl:rotate-180" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
