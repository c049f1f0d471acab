import { LogOut, Menu, Store, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, Outlet, ScrollRestoration, useLocation, useNavigation } from "react-router";
import { FullPageSpinner } from "../../components/ui";
import { useLogout } from "../../features/auth/session-actions";
import { useBackOfficeT } from "../../lib/back-office-i18n";
import { cn } from "../../lib/cn";
import { useShopSettings } from "../../lib/shop-settings";
import { useSession } from "../../lib/use-session";
import { scrollKey, useSessionExpiryRedirect } from "./app-layout";
import { backOfficeGroups, isCurrent } from "./back-office-links";
import { BrandMark } from "./brand";
import { useDismiss } from "./use-dismiss";

const NAV_ID = "back-office-nav";

const rowClasses =
  "flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500";

/**
 * The back office's frame (docs/decisions/0053-the-back-office-of-its-own.md): the shop's name, its
 * own navigation (a sidebar on a desk, a menu under the top bar on a phone), the way back to the
 * storefront and the signed-in user, around every management screen. No storefront header or footer.
 */
export function BackOfficeLayout() {
  useSessionExpiryRedirect();
  const t = useBackOfficeT();
  const session = useSession();
  const { shopName } = useShopSettings();
  const logout = useLogout();
  const { pathname } = useLocation();
  const loadingPage = useNavigation().state === "loading";
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    if (rootRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the phone's menu closes whenever the page changes
  useEffect(() => setOpen(false), [pathname]);

  if (session.isLoading) return <FullPageSpinner />;
  // Not staff: the page's guard sends them to /login; the back office's frame is not shown to them.
  if (!session.isSeller) return <Outlet />;
  return (
    <div className="min-h-screen bg-ink-50 md:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-ink-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        {t("office.skipToContent")}
      </a>
      <div
        ref={rootRef}
        className="sticky top-0 z-40 border-b border-ink-200 bg-white md:h-screen md:w-64 md:shrink-0 md:overflow-y-auto md:border-e md:border-b-0"
      >
        <div className="flex h-14 items-center gap-3 px-4 md:h-16">
          <Link to={session.isAdmin ? "/admin" : "/seller/dashboard"} className="flex min-w-0 items-center gap-2.5">
            <BrandMark className="size-7 shrink-0" />
            <span className="min-w-0">
              <span className="block truncate font-display text-base font-semibold text-ink-900">{shopName}</span>
              <span className="block text-xs text-ink-500">{t("office.title")}</span>
            </span>
          </Link>
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={open}
            aria-controls={NAV_ID}
            aria-label={open ? t("office.menuClose") : t("office.menuOpen")}
            onClick={() => setOpen((value) => !value)}
            className="ms-auto flex size-10 cursor-pointer items-center justify-center rounded-full text-ink-800 hover:bg-ink-100 md:hidden"
          >
            {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
        <nav
          id={NAV_ID}
          aria-label={t("office.title")}
          className={cn(
            "max-h-[calc(100svh-3.5rem)] overflow-y-auto border-t border-ink-100 px-3 pt-2 pb-4 md:block md:max-h-none md:border-t-0",
            open ? "block" : "hidden",
          )}
        >
          {backOfficeGroups(session).map((group) => (
            <div key={group.key} className="mt-3 first:mt-1">
              <p
                id={`${NAV_ID}-${group.key}`}
                className="px-3 pb-1 text-xs font-semibold tracking-wider text-ink-500 uppercase"
              >
                {t(group.key)}
              </p>
              <ul aria-labelledby={`${NAV_ID}-${group.key}`} className="flex flex-col gap-0.5">
                {group.links.map((link) => {
                  const current = isCurrent(link, pathname);
                  const Icon = link.icon;
                  return (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        aria-current={current ? "page" : undefined}
                        className={cn(
                          rowClasses,
                          current ? "bg-ink-900 text-white" : "text-ink-700 hover:bg-ink-100 hover:text-ink-900",
                        )}
                      >
                        <Icon
                          aria-hidden="true"
                          className={cn("size-4", current ? "text-brand-400" : "text-ink-400")}
                        />
                        {t(link.key)}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
          <div className="mt-4 flex flex-col gap-0.5 border-t border-ink-100 pt-3">
            <Link to="/" className={cn(rowClasses, "text-ink-700 hover:bg-ink-100")}>
              <Store aria-hidden="true" className="size-4 text-ink-400" />
              {t("office.toStorefront")}
            </Link>
            {session.user && (
              <>
                <p className="truncate px-3 pt-2 text-xs text-ink-500">
                  {t("office.signedInAs", { name: session.user.username })}
                </p>
                <button
                  type="button"
                  onClick={logout}
                  className={cn(rowClasses, "w-full cursor-pointer text-ink-700 hover:bg-ink-100")}
                >
                  <LogOut aria-hidden="true" className="size-4 text-ink-400" />
                  {t("office.logout")}
                </button>
              </>
            )}
          </div>
        </nav>
      </div>
      <main id="main" className="min-w-0 flex-1">
        {loadingPage ? <FullPageSpinner /> : <Outlet />}
      </main>
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
