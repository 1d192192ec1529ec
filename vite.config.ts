import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { parseEnv } from "./app/services/env.server.ts";

// SITE_URL is baked into the bundles so that prerendered pages carry the right canonical links;
// scripts/start.ts rebuilds when it changes.
const { SITE_URL } = parseEnv({ SITE_URL: process.env.SITE_URL });

export default defineConfig({
  define: { __SITE_URL__: JSON.stringify(SITE_URL) },
  plugins: [tailwindcss(), reactRouter()],
});
