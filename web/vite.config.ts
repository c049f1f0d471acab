import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

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

const apiServer = "http://localhost:8080";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadFonts()],
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
    // dist/.vite/manifest.json: which chunks each page loads, read by the first-load budget test.
    manifest: true,
  },
}));
