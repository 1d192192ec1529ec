/**
 * Builds what runs in a visitor's browser besides the pages themselves (decision 027), before
 * `react-router build` renders the prerendered pages that name these files:
 *
 * - site.js: the site script (app/browser/site.ts), one self-contained minified file that every
 *   page carries inline;
 * - assets/: the island runtime (app/islands/runtime.ts) and one chunk per island, hashed, with
 *   React in a chunk of its own; manifest.json names them.
 *
 * They are written to .browser-build/ (`react-router build` empties build/), where the prerender
 * reads them (app/islands/assets.server.ts), and copied into build/ after it:
 *
 *   node scripts/build-browser.ts          build into .browser-build/
 *   node scripts/build-browser.ts --copy   after `react-router build`: site.js and manifest.json
 *                                          into build/browser, the hashed files into build/client/assets
 */
import fs from "node:fs";
import path from "node:path";
import { build, type Manifest } from "vite";
import { parseEnv } from "#app/services/env.server.ts";
import { ISLAND_MODULES, ISLAND_NAMES } from "#app/islands/contract.ts";
import type { BrowserManifest } from "#app/islands/assets.server.ts";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, ".browser-build");
const assetsOut = path.join(outDir, "assets");

if (process.argv.includes("--copy")) {
  const target = path.join(root, "build/client/assets");
  const browser = path.join(root, "build/browser");
  fs.mkdirSync(target, { recursive: true });
  fs.mkdirSync(browser, { recursive: true });
  for (const file of fs.readdirSync(assetsOut).filter((name) => name.endsWith(".js"))) fs.copyFileSync(path.join(assetsOut, file), path.join(target, file));
  for (const file of ["site.js", "manifest.json"]) fs.copyFileSync(path.join(outDir, file), path.join(browser, file));
  process.exit(0);
}

const { SITE_URL } = parseEnv({ SITE_URL: process.env.SITE_URL });
const shared = {
  configFile: false as const,
  root,
  logLevel: "warn" as const,
  mode: "production",
  define: { __SITE_URL__: JSON.stringify(SITE_URL), "process.env.NODE_ENV": JSON.stringify("production") },
  oxc: { jsx: { runtime: "automatic" as const } },
};

fs.rmSync(outDir, { recursive: true, force: true });

// The site script: no imports at run time, so it can be inlined.
await build({
  ...shared,
  build: {
    outDir,
    emptyOutDir: false,
    target: "es2022",
    minify: true,
    copyPublicDir: false,
    lib: { entry: path.join(root, "app/browser/site.ts"), formats: ["iife"], name: "site", fileName: () => "site.js" },
  },
});

// The island runtime and its islands, with the small class merge in place of tailwind-merge
// (app/islands/tailwind-merge-lite.ts, decision 027).
await build({
  ...shared,
  base: "/assets/",
  resolve: { alias: { "tailwind-merge": path.join(root, "app/islands/tailwind-merge-lite.ts") } },
  build: {
    outDir: assetsOut,
    emptyOutDir: false,
    assetsDir: "",
    target: "es2022",
    minify: true,
    copyPublicDir: false,
    manifest: "vite-manifest.json",
    modulePreload: false,
    // Library mode: Vite then adds no preload helper to the dynamic imports (the runtime fetches
    // an island's chunk beside React when it is due), about 0.9 KB less on every page with islands.
    lib: { entry: { "island-runtime": path.join(root, "app/islands/runtime.ts") }, formats: ["es"] },
    rolldownOptions: {
      // Reading a property has no side effect in our modules: an unused export built from others'
      // properties (app/lib/paths.ts's lists of admin paths) is dropped, not kept for its reads.
      treeshake: { propertyReadSideEffects: false },
      output: {
        entryFileNames: "[name]-[hash].js",
        // Library mode keeps the whitespace of ES output; these files are for browsers only.
        minify: true,
        chunkFileNames: "island-[name]-[hash].js",
        // React and React DOM in a chunk of their own: the same file on every page with islands.
        codeSplitting: { groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 }] },
      },
    },
  },
});

const vite = JSON.parse(fs.readFileSync(path.join(assetsOut, "vite-manifest.json"), "utf8")) as Manifest;
/** A chunk's file and, transitively, the files it imports statically. */
function closure(key: string): { file: string; imports: string[] } {
  const seen = new Set<string>();
  const visit = (k: string) => {
    for (const imported of vite[k]?.imports ?? []) {
      const file = vite[imported]?.file;
      if (file && !seen.has(file)) {
        seen.add(file);
        visit(imported);
      }
    }
  };
  visit(key);
  const file = vite[key]?.file;
  if (!file) throw new Error(`build-browser: ${key} is not in Vite's manifest`);
  return { file, imports: [...seen] };
}
const manifest: BrowserManifest = {
  site: "site.js",
  runtime: closure("app/islands/runtime.ts"),
  islands: Object.fromEntries(ISLAND_NAMES.map((name) => [name, closure(`app/islands/${ISLAND_MODULES[name] ?? `${name}.tsx`}`)])),
};
fs.writeFileSync(path.join(outDir, "manifest.json"), JSON.stringify(manifest, null, 1));
const size = (file: string) => fs.statSync(file).size;
console.log(`Browser code: site script ${size(path.join(outDir, "site.js"))} bytes; ${fs.readdirSync(assetsOut).length} island files`);
