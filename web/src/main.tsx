import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders, createQueryClient } from "./app/providers";
import { createAppRouter } from "./app/router";
import { AppReady } from "./app/ssr/app-ready";
import { loadLazyRoutes } from "./app/ssr/match";
import { hydrateFromPage } from "./app/ssr/query-state";
import { languagePrefix } from "@shop/contract";
import { loadLanguage, pageLanguage } from "./lib/i18n";
import { readShopSettings } from "./lib/shop-settings";
// The design's fonts, self-hosted (Fontsource, variable weight, split by unicode range so a page
// loads only the subsets its text uses; font-display: swap). Latin files are preloaded (vite.config.ts).
import "@fontsource-variable/inter/wght.css";
import "@fontsource-variable/fraunces/wght.css";
import "./index.css";

const found = document.getElementById("root");
if (!found) throw new Error("index.html lacks #root");
const root: HTMLElement = found;

const queryClient = createQueryClient();
const language = pageLanguage();
const settings = readShopSettings();
// The page's language prefix (none for the shop's default): the router's base (decision 0045).
const basename = languagePrefix(language, settings.languages);

function start(rendered: boolean) {
  const router = createAppRouter(basename);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} settings={settings} language={language}>
        <RouterProvider router={router} />
        <AppReady />
      </AppProviders>
    </StrictMode>
  );
  if (rendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

// A storefront page arrives rendered with its data (decision 0017): the browser adopts that HTML
// (its data from the page, its lazy route loaded before the router is made, so that the first render
// is the page and not its fallback); other pages render here, their chunk loading behind a spinner.
// The page's language's texts load with the page's chunk (docs/decisions/0045-languages-and-messages.md);
// when they fail, the page shows in English rather than not at all.
const texts = loadLanguage(language).catch(() => undefined);
if (hydrateFromPage(queryClient) && root.firstElementChild) {
  // Hydrate even when the chunk failed to load: the router then loads it again and reports the failure.
  Promise.all([loadLazyRoutes(window.location.pathname, basename), texts]).then(
    () => start(true),
    () => start(true),
  );
} else {
  void texts.then(() => start(false));
}
