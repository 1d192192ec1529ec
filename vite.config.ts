import fs from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { parseEnv } from "./app/services/env.server.ts";

// SITE_URL is baked into the bundles so that prerendered pages carry the right canonical links;
// scripts/start.ts rebuilds when it changes.
const { SITE_URL } = parseEnv({ SITE_URL: process.env.SITE_URL });

/**
 * Writes build/client/.vite/chunk-modules.json: every client chunk with the source modules in it and
 * the chunks it imports (statically and on demand), so that the bundle check
 * (scripts/bundle-check.ts) can tell which page loads which code.
 */
function chunkModules(): Plugin {
  return {
    name: "iratech:chunk-modules",
    apply: "build",
    writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      const chunks: Record<string, { modules: string[]; imports: string[]; dynamicImports: string[] }> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[output.fileName] = {
          modules: output.moduleIds.map((id) => path.relative(process.cwd(), id.replace(/\0/g, ""))),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
        };
      }
      const target = path.join(options.dir, ".vite", "chunk-modules.json");
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, JSON.stringify(chunks, null, 1));
    },
  };
}

/** Modules in every public page's first load, bundled together (the "site" chunk below). */
const SITE_MODULES = [
  /node_modules\/(clsx|class-variance-authority)\//,
  /node_modules\/lucide-react\/dist\/esm\/(shared\/|context|Icon\.|createLucideIcon|defaultAttributes)/,
  /node_modules\/lucide-react\/dist\/esm\/icons\/(menu|monitor|moon|sun|phone|mail|x|chevron-right|chevron-down)\.mjs$/,
  /\/app\/components\/(site-header|site-footer|theme-toggle|social-icons|logo|error-page|nonce)\.tsx$/,
  /\/app\/components\/ui\/(button|slot|toast)\.tsx$/,
  /\/app\/lib\/(utils|roles|paths|navigation|company|iraconnect|site-config|site-settings|prerender|seo|media)\.ts$/,
  /\/app\/content\/products\.ts$/,
];

export default defineConfig({
  define: { __SITE_URL__: JSON.stringify(SITE_URL) },
  plugins: [tailwindcss(), reactRouter(), chunkModules()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React, React DOM and React Router in one file: every page loads all of them, and one
            // file compresses better and costs one request instead of four (issue 15).
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|@react-router)[\\/]/, priority: 2 },
                // The site's own code every public page loads (root, header, footer, theme menu,
                // toasts, links, meta tags): one file instead of about twenty small ones, each of
                // which compressed on its own and cost a request (issue 15).
                { name: "site", test: (id) => SITE_MODULES.some((pattern) => pattern.test(id.replace(/\\/g, "/"))), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
