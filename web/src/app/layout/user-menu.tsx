import { ChevronDown, LogOut } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useLogout } from "../../features/auth/session-actions";
import { cn } from "../../lib/cn";
import { useShopSettings } from "../../lib/shop-settings";
import { useSession } from "../../lib/use-session";
import { accountLinks } from "./account-links";
import { useDismiss } from "./use-dismiss";
import { useT } from "../../lib/i18n";

const itemClasses =
  "flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-900";

/** Disclosure menu of a signed-in user: Escape and outside clicks close it, focus returns to the button. */
export function UserMenu() {
  const session = useSession();
  const { shopName } = useShopSettings();
  const logout = useLogout();
  const t = useT();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();

  const close = useCallback(() => {
    setOpen(false);
    if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes
  useEffect(() => setOpen(false), [pathname]);

  if (!session.user) return null;
  const initial = session.user.username.charAt(0).toUpperCase();

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 cursor-pointer items-center gap-2 rounded-full border border-ink-200 bg-white pr-3 pl-1 text-sm font-medium text-ink-800 transition-colors hover:border-ink-300"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-ink-900 text-xs font-semibold text-brand-400"
        >
          {initial}
        </span>
        <span className="max-w-32 truncate">{session.user.username}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 text-ink-500 transition-transform", open && "rotate-180")}
        />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 mt-2 w-60 animate-fade-in rounded-card border border-ink-200/70 bg-white p-1.5 shadow-raised"
        >
          <p className="truncate px-3 pt-2 pb-1 text-xs text-ink-500">
            {t("menuSignedInAs")} <span className="font-medium text-ink-800">{session.user.username}</span>
          </p>
          <ul className="py-1">
            {accountLinks(session, shopName).map(({ to, key, values, icon: Icon }) => (
              <li key={to}>
                <Link to={to} className={itemClasses} onClick={() => setOpen(false)}>
                  <Icon aria-hidden="true" className="size-4 text-ink-400" />
                  {t(key, values)}
                </Link>
              </li>
            ))}
          </ul>
          <div className="border-t border-ink-100 pt-1">
            <button type="button" className={itemClasses} onClick={logout}>
              <LogOut aria-hidden="true" className="size-4 text-ink-400" />
              {t("menuLogout")}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
