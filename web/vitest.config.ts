import { preact } from "@preact/preset-vite";
import { defineConfig } from "vitest/config";
import { compileMessages } from "./scripts/compile-messages";

export default defineConfig({
  plugins: [compileMessages(), preact()],
  // Packages' ES module builds, so that their imports of react go through the aliases too (their
  // CommonJS builds, which Node's resolution would pick, require React itself).
  resolve: {
    mainFields: ["module", "main"],
    conditions: ["module", "node", "development|production"],
    alias: { "lucide-react": "lucide-react/dist/esm/lucide-react.mjs" },
  },
  ssr: { resolve: { conditions: ["module", "node", "development|production"] } },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
    // Packages that import react are bundled through Vite, so that they too get preact/compat
    // instead of React (a second runtime in the tests would not be the one the shop ships).
    server: {
      deps: {
        inline: [
          /@testing-library\/(react|preact)/,
          /@tanstack\/react-query/,
          /react-router/,
          /lucide-react/,
          /react-hook-form/,
          /@hookform/,
          /recharts/,
        ],
      },
    },
  },
});
