import type { LucideIcon } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import { cn } from "../../lib/cn";

export interface TabItem<V extends string> {
  value: V;
  label: string;
  icon?: LucideIcon;
}

export interface TabsProps<V extends string> {
  /** Names the tab list, e.g. "Account sections". */
  label: string;
  tabs: readonly TabItem<V>[];
  value: V;
  /** Called on click and arrow keys; to drive tabs by the URL, navigate here and derive `value` from the path. */
  onValueChange: (value: V) => void;
  /** Prefix of the tab and panel ids; TabPanel must use the same one. */
  idPrefix: string;
  className?: string;
}

export const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value}`;

/**
 * The tab an arrow key selected, until it has the focus. Tabs driven by the URL can be drawn again
 * by another route's screen (the seller dashboard's paths are routes of their own), which drops the
 * focus the key handler gave; the new list takes it back from here when it mounts.
 */
let focusPending: string | null = null;
export const tabPanelId = (idPrefix: string, value: string) => `${idPrefix}-panel-${value}`;

/** WAI-ARIA tabs with roving focus: arrows, Home and End move between tabs and select them. */
export function Tabs<V extends string>({ label, tabs, value, onValueChange, idPrefix, className }: TabsProps<V>) {
  const listRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const id = tabId(idPrefix, value);
    if (focusPending !== id) return;
    focusPending = null;
    const tab = listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id)}`);
    if (tab && document.activeElement !== tab) tab.focus();
  }, [idPrefix, value]);

  // On a narrow screen the list scrolls sideways: the selected tab (say one opened by its path) is
  // brought into view within the list, without scrolling the page.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, value))}`);
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [idPrefix, value]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.value === value);
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index <= 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    focusPending = tabId(idPrefix, target.value);
    onValueChange(target.value);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, target.value))}`)?.focus();
  }

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn("relative flex gap-1 overflow-x-auto border-b border-ink-200", className)}
    >
      {tabs.map(({ value: tabValue, label: tabLabel, icon: Icon }) => {
        const selected = tabValue === value;
        return (
          <button
            key={tabValue}
            id={tabId(idPrefix, tabValue)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={tabPanelId(idPrefix, tabValue)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onValueChange(tabValue)}
            className={cn(
              "-mb-px inline-flex cursor-pointer items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors",
              selected
                ? "border-brand-500 text-ink-900"
                : "border-transparent text-ink-500 hover:border-ink-300 hover:text-ink-800",
            )}
          >
            {Icon && <Icon aria-hidden="true" className="size-4" />}
            {tabLabel}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({
  idPrefix,
  value,
  className,
  children,
}: {
  idPrefix: string;
  value: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idPrefix, value)}
      aria-labelledby={tabId(idPrefix, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs make the panel focusable so keyboard users reach its content
      tabIndex={0}
      className={cn("pt-6 focus-visible:outline-none", className)}
    >
      {children}
    </div>
  );
}
