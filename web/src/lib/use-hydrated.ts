import { useEffect, useState } from "react";

/** Set once the app has taken over the page in this browser: every later mount starts hydrated. */
let appHydrated = false;

/**
 * False in the server's HTML and during hydration, true once the app runs (decision 0025): what
 * only matters before the scripts have loaded (a form's submit button that the app replaces by
 * instant changes) is shown while this is false. A state set by an effect rather than an external
 * store, so the first render in the browser matches the server's markup exactly.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appHydrated);
  useEffect(() => {
    appHydrated = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
