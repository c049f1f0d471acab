import { useEffect } from "react";

/**
 * Marks <html data-app-ready> once the app has taken over the page (hydrated, or rendered in the
 * browser). Renders nothing, on the server too, so hydration is unaffected. Browser tests wait for
 * it before clicking: a server-rendered button shows before its code has arrived.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.setAttribute("data-app-ready", "");
  }, []);
  return null;
}
