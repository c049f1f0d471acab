import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders, createQueryClient } from "./app/providers";
import { router } from "./app/router";
import { AppReady } from "./app/ssr/app-ready";
import { preloadPage } from "./app/ssr/match";
import { hydrateFromPage } from "./app/ssr/query-state";
import { readShopSettings } from "./lib/shop-settings";
// The design's fonts, self-hosted (Fontsource, variable weight, split by unicode range so a page
// loads only the subsets its text uses; font-display: swap). Latin files are preloaded (vite.config.ts).
import "@fontsource-variable/inter/wght.css";
import "@fontsource-variable/fraunces/wght.css";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html lacks #root");

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} settings={readShopSettings()}>
      <RouterProvider router={router} />
      <AppReady />
    </AppProviders>
  </StrictMode>
);

// A storefront page arrives rendered with its data (decision 0017): the browser adopts that HTML
// (its data from the page, its page chunk loaded first so nothing suspends); other pages render here.
if (hydrateFromPage(queryClient) && root.firstElementChild) {
  preloadPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
