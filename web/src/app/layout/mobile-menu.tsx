import { LogIn, LogOut, Menu, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useLogout } from "../../features/auth/session-actions";
import { cn } from "../../lib/cn";
import { useHydrated } from "../../lib/use-hydrated";
import { useShopSettings } from "../../lib/shop-settings";
import { useSession } from "../../lib/use-session";
import { accountLinks, mainLinks } from "./account-links";
import { LanguageSwitcher } from "./language-switcher";
import { SearchBox } from "./search-box";
import { useDismiss } from "./use-dismiss";
import { useT } from "../../lib/i18n";

const rowClasses =
  "flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-ink-800 transition-colors hover:bg-ink-100";

/** The panel's id: before the app runs, the toggle is a link to it and CSS (:target) shows it. */
const PANEL_ID = "site-menu";

/**
 * Below md: a toggle that drops a panel mirroring the header (search, links, account entries). The
 * panel is in the server's HTML and opens without the app too (decision 0025).
 */
export function MobileMenu() {
  const session = useSession();
  const { shopName } = useShopSettings();
  const logout = useLogout();
  const t = useT();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the panel whenever the page changes
  useEffect(() => setOpen(false), [pathname, search]);
  // Opened before the app ran (the link to #site-menu): it stays open now that it runs.
  useEffect(() => {
    if (window.location.hash === `#${PANEL_ID}`) setOpen(true);
  }, []);

  return (
    <div ref={rootRef} className="md:hidden">
      {/* biome-ignore lint/a11y/useSemanticElements: a link to the panel until the app runs (decision 0025), a toggle after */}
      <a
        href={`#${PANEL_ID}`}
        role="button"
        aria-expanded={hydrated ? open : undefined}
        aria-controls={PANEL_ID}
        aria-label={open ? t("menuClose") : t("menuOpen")}
        onClick={(event) => {
          event.preventDefault();
          setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key !== " ") return;
          event.preventDefault();
          setOpen((value) => !value);
        }}
        className="flex size-10 cursor-pointer items-center justify-center rounded-full text-ink-800 transition-colors hover:bg-ink-100"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </a>
      {(open || !hydrated) && (
        <div
          id={PANEL_ID}
          className={cn(
            "absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] animate-fade-in overflow-y-auto border-b border-ink-200 bg-white px-4 pt-3 pb-5 shadow-raised",
            !hydrated && "hidden target:block",
          )}
        >
          <SearchBox onSearch={close} />
          <nav aria-label={t("navMobile")} className="mt-3 flex flex-col gap-0.5">
            {mainLinks.map(({ to, key }) => (
              <NavLink key={to} to={to} className={({ isActive }) => cn(rowClasses, isActive && "bg-ink-100")}>
                {t(key)}
              </NavLink>
            ))}
          </nav>
          <LanguageSwitcher tone="light" className="mt-3 border-t border-ink-100 pt-3" />
          <div className="mt-3 border-t border-ink-100 pt-3">
            {session.user ? (
              <>
                <p className="px-3 pb-1 text-xs text-ink-500">
                  {t("menuSignedInAs")} <span className="font-medium text-ink-800">{session.user.username}</span>
                </p>
                <ul className="flex flex-col gap-0.5">
                  {accountLinks(session, shopName).map(({ to, key, values, icon: Icon }) => (
                    <li key={to}>
                      <Link to={to} className={rowClasses}>
                        <Icon aria-hidden="true" className="size-5 text-ink-400" />
                        {t(key, values)}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <button type="button" onClick={logout} className={cn(rowClasses, "w-full cursor-pointer")}>
                      <LogOut aria-hidden="true" className="size-5 text-ink-400" />
                      {t("menuLogout")}
                    </button>
                  </li>
                </ul>
              </>
            ) : (
              <Link to="/login" className={rowClasses}>
                <LogIn aria-hidden="true" className="size-5 text-ink-400" />
                {t("login")}
              </Link>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
