import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiServer = "http://localhost:8080";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      "/api": apiServer,
      "/images": apiServer,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
});
