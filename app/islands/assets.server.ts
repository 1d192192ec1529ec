/**
 * Where the browser finds the site script and the island runtime (decision 027).
 *
 * `scripts/build-browser.ts` builds them before `react-router build` (into .browser-build/, where
 * the prerender reads them, then copied into build/browser and build/client/assets): the site
 * script (the plain behaviour of every page, one self-contained file, inlined into each page) and
 * the island runtime with one chunk per island (hashed files, copied into build/client/assets and
 * served as immutable). Its manifest names the files. In development (no build) Vite's dev server
 * serves the sources themselves.
 */
import fs from "node:fs";
import path from "node:path";

export type IslandAssets = {
  /** The site script's source, inlined into every page ("" in development: `siteSrc` instead). */
  siteScript: string;
  /** In development: the site script's module URL. */
  siteSrc: string | null;
  /** The island runtime's URL. */
  runtime: string;
};

export type BrowserManifest = {
  site: string;
  runtime: { file: string; imports: string[] };
  islands: Record<string, { file: string; imports: string[] }>;
};

/**
 * build/browser, seen from the server bundle (build/server) or from the repository's root; while
 * `react-router build` prerenders, .browser-build.
 */
function browserDir(): string | null {
  const candidates = [
    path.resolve(import.meta.dirname, "../browser"),
    path.resolve(process.cwd(), "build/browser"),
    path.resolve(import.meta.dirname, "../../.browser-build"),
    path.resolve(process.cwd(), ".browser-build"),
  ];
  return candidates.find((dir) => fs.existsSync(path.join(dir, "manifest.json"))) ?? null;
}

let cached: IslandAssets | undefined;

const DEV_ASSETS: IslandAssets = {
  siteScript: "",
  siteSrc: "/app/browser/site.ts",
  runtime: "/app/islands/runtime.ts",
};

export function islandAssets(): IslandAssets {
  if (cached) return cached;
  const dir = browserDir();
  if (!dir) return DEV_ASSETS;
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8")) as BrowserManifest;
  const url = (file: string) => `/assets/${file}`;
  cached = {
    siteScript: fs.readFileSync(path.join(dir, manifest.site), "utf8").trim(),
    siteSrc: null,
    runtime: url(manifest.runtime.file),
  };
  return cached;
}
