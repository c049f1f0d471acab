import { useEffect } from "react";
import { type Location, Outlet, ScrollRestoration, useNavigate, useNavigation } from "react-router";
import { FullPageSpinner } from "../../components/ui";
import { SESSION_EXPIRED_EVENT, type SessionExpiredDetail } from "../../lib/session";
import { Footer } from "./footer";
import { Header } from "./header";

/** After a 401 on a non-exempt page the api-client signals here; the shopper goes to /login and back afterwards. */
export function useSessionExpiryRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    function onExpired(event: Event) {
      const { from } = (event as CustomEvent<SessionExpiredDetail>).detail;
      void navigate("/login", { replace: true, state: { from } });
    }
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate]);
}

/**
 * Where the router saves and restores a page's scroll position (session storage). Its default key is
 * the history entry's, and every document opened by its address shares the entry key "default", so
 * a page opened that way took the scroll of the last page opened that way. Those entries are keyed
 * by their address instead: a reload still comes back to where the shopper was.
 */
export function scrollKey(location: Location): string {
  return location.key === "default" ? location.pathname + location.search : location.key;
}

export function AppLayout() {
  useSessionExpiryRedirect();
  // Going to a page whose chunk has not loaded yet: its place shows a spinner until it has.
  const loadingPage = useNavigation().state === "loading";
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-control bg-ink-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Header />
      {/* A screen tall below the header (h-16): the footer starts at the fold, so a page arriving after its script does not push it (CLS). */}
      <main id="main" className="min-h-[calc(100svh-4rem)] flex-1">
        {loadingPage ? <FullPageSpinner /> : <Outlet />}
      </main>
      <Footer />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
