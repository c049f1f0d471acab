import tailwindcss from "@tailwindcss/vite";
import { preact } from "@preact/preset-vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { compileMessages } from "./scripts/compile-messages";

/**
 * Preloads the Latin files of the self-hosted fonts (the text of every page needs them), so that
 * the browser fetches them with the CSS instead of after it: the fallback shows for less time.
 */
function preloadFonts(): Plugin {
  const wanted = /^assets\/(inter|fraunces)-latin-wght-normal-[\w-]+\.woff2$/;
  return {
    name: "preload-fonts",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        return Object.keys(ctx.bundle ?? {})
          .filter((file) => wanted.test(file))
          .map((file) => ({
            tag: "link",
            attrs: { rel: "preload", href: `/${file}`, as: "font", type: "font/woff2", crossorigin: "" },
            injectTo: "head" as const,
          }));
      },
    },
  };
}

/**
 * React Router's production build: its package points every import at the development build, whose
 * warnings are kept in by a flag the minifier cannot see through.
 */
const routerDist = fileURLToPath(new URL("../node_modules/react-router/dist/production/", import.meta.url));
export const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${routerDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${routerDist}dom-export.mjs` },
];

const apiServer = "http://localhost:8080";

export default defineConfig(({ isSsrBuild }) => ({
  // The app is written against React's API and runs on Preact's compatibility layer (decision 0019):
  // the preset points react and react-dom at preact/compat, in the browser, the server bundle and the
  // component tests alike (vitest.config.ts).
  plugins: [compileMessages(), preact(), tailwindcss(), preloadFonts()],
  resolve: { alias: reactRouterProduction },
  server: {
    proxy: {
      "/api": apiServer,
      "/images": apiServer,
    },
  },
  // The server bundle (web/dist-ssr, decision 0017) carries its dependencies: the server loads it
  // as one file and needs none of the web app's packages at run time.
  ssr: { noExternal: true },
  // ...built for production: React's development build is left out of it.
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : undefined,
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // No module-preload polyfill in the first load: every browser the storefront supports preloads
    // modules itself (Chrome 66, Safari 17, Firefox 115); an older one loads them when imported.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: which chunks each page loads, read by the first-load budget test.
    manifest: true,
    // The libraries every page runs (Preact, TanStack Query, React Router, Lingui) in one chunk of their
    // own: left to the default splitting they came in a dozen small chunks, each gzipped apart
    // (decision 0027's addendum: 1.0–1.9 KiB less on the storefront's first load).
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [{ name: "vendor", test: /node_modules[\\/](preact|@tanstack|react-router|@lingui)/ }],
            },
          },
        },
  },
}));
