/**
 * The bundle check, run by `npm run build` after the build (issue 15): for every public route it
 * adds up the JavaScript a first visit loads (the entry, then the root, layout and page modules
 * with their static imports: what React Router writes as modulepreload links into the page) and
 * prints the gzip size against the 125 KB target. Code a page loads later on demand (dynamic
 * import: form validation) is printed apart.
 *
 * The build fails when a public page's first load contains admin code (a module under
 * app/routes/admin or app/components/admin; behind a dynamic import, for admins only, it may), or when its first load passes the
 * 125 KB target (every page meets it since no public page is sent with React, decision 025; the
 * ratchet that stood above the heaviest page until then is gone). `npm run bench -- bundle` reports
 * the target as ok or MISS per page.
 *
 *   node scripts/bundle-check.ts            after `react-router build`
 *   node scripts/bundle-check.ts --json     the rows as JSON
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { themeScript } from "../app/lib/theme-script.ts";
import type { BrowserManifest } from "../app/islands/assets.server.ts";
import { loadsWithPage } from "../app/islands/contract.ts";
import { routeIslands, staticForVisitors } from "../app/lib/page-handle.ts";

/** Issue 15 target 2: JavaScript per page React Router hydrates (staff previews), framework included, gzip. */
export const JS_BUDGET_BYTES = 125 * 1000;
/** Issue 25: a public page with React islands (React included), and one without. */
export const ISLAND_BUDGET_BYTES = 85 * 1000;
export const PLAIN_BUDGET_BYTES = 8 * 1000;
const ADMIN_CODE = /^app\/(routes|components)\/admin\//;

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");

type RouteModule = { handle?: unknown };
type RouteAssets = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] };
type Assets = { entry: { module: string; imports: string[] }; routes: Record<string, RouteAssets> };
type Chunk = { modules: string[]; imports: string[]; dynamicImports: string[] };

export type PageBundle = {
  route: string;
  path: string;
  files: string[];
  gzipBytes: number;
  lazyGzipBytes: number;
  adminModules: string[];
  /** False for a page sent without React Router's client: the inline scripts and its islands. */
  hydrated: boolean;
  /** The islands the page may show (its route's `handle.islands`). */
  islands: string[];
  /** What the page may load at most (the budget of its kind). */
  limit: number;
};

const gzipText = (text: string) => zlib.gzipSync(Buffer.from(text, "utf8"), { level: 9 }).length;
const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

export async function measureBundles(): Promise<PageBundle[]> {
  const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as {
    assets: Assets;
    routes: Record<string, { module: RouteModule }>;
  };
  const { entry, routes } = build.assets;
  // The inline scripts every page carries (the theme before paint, the header's and FAQ's behaviour),
  // counted too: a page without React sends only these.
  const browserDir = path.join(root, "build/browser");
  const browser = JSON.parse(fs.readFileSync(path.join(browserDir, "manifest.json"), "utf8")) as BrowserManifest;
  const inline = gzipText(themeScript) + gzipText(fs.readFileSync(path.join(browserDir, browser.site), "utf8"));
  /** The island runtime's files and those of the named islands (React counted once). */
  const islandFiles = (names: readonly string[]) => {
    if (names.length === 0) return [];
    const files = new Set([browser.runtime.file, ...browser.runtime.imports]);
    for (const name of names) {
      const island = browser.islands[name];
      if (!island) throw new Error(`bundle check: the island ${name} is not in build/browser/manifest.json`);
      for (const file of [island.file, ...island.imports]) files.add(file);
    }
    return [...files].map((file) => `assets/${file}`);
  };
  // Written by the chunk-modules plugin in vite.config.ts.
  const chunks = JSON.parse(fs.readFileSync(path.join(clientDir, ".vite/chunk-modules.json"), "utf8")) as Record<string, Chunk>;
  const strip = (url: string) => url.replace(/^\//, "");

  const chain = (id: string): RouteAssets[] => {
    const route = routes[id];
    if (!route) return [];
    return [...(route.parentId ? chain(route.parentId) : []), route];
  };
  const fullPath = (id: string) =>
    "/" + chain(id).map((r) => r.path ?? "").filter(Boolean).join("/");

  const rows: PageBundle[] = [];
  for (const route of Object.values(routes)) {
    const ancestors = chain(route.id);
    if (!ancestors.some((r) => r.id === "routes/public-layout") || route.id === "routes/public-layout") continue;
    // A page whose route says `handle.hydrate: false` (or decides by its data, as a case study for
    // a visitor) is sent without the framework (decision 025).
    const isStatic = staticForVisitors(build.routes[route.id]?.module.handle);
    const eager = new Set<string>();
    if (!isStatic) {
      for (const url of [entry.module, ...entry.imports]) eager.add(strip(url));
      for (const r of ancestors) for (const url of [r.module, ...(r.imports ?? [])]) eager.add(strip(url));
    }
    // Everything those chunks may import later.
    const lazy = new Set<string>();
    const queue = [...eager];
    while (queue.length) {
      const chunk = chunks[queue.pop()!];
      for (const file of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
        if (!eager.has(file) && !lazy.has(file)) {
          lazy.add(file);
          queue.push(file);
        }
      }
    }
    const islands = isStatic ? [...routeIslands(build.routes[route.id]?.module.handle)] : [];
    // An island that waits to be seen is fetched as it comes near (app/islands/define.tsx does not
    // preload it): its files are the page's later bytes, not its first load. React and the runtime
    // count whenever the page has an island.
    if (islands.length > 0) for (const file of [browser.runtime.file, ...browser.runtime.imports]) eager.add(`assets/${file}`);
    for (const file of islandFiles(islands.filter((name) => loadsWithPage(name)))) eager.add(file);
    for (const file of islandFiles(islands)) if (!eager.has(file)) lazy.add(file);
    const files = [...eager].sort();
    // Admin code behind a dynamic import (a panel only a signed-in admin's page renders) is allowed.
    const adminModules = [...eager].flatMap((file) => (chunks[file]?.modules ?? []).filter((m) => ADMIN_CODE.test(m)).map((m) => `${m} (${file})`));
    rows.push({
      route: route.id,
      path: fullPath(route.id),
      files,
      gzipBytes: inline + files.reduce((sum, file) => sum + gzipSize(file), 0),
      hydrated: !isStatic,
      islands,
      limit: !isStatic ? JS_BUDGET_BYTES : islands.length > 0 ? ISLAND_BUDGET_BYTES : PLAIN_BUDGET_BYTES,
      lazyGzipBytes: [...lazy].reduce((sum, file) => sum + gzipSize(file), 0),
      adminModules,
    });
  }
  return rows;
}

export function failures(rows: PageBundle[]): string[] {
  return rows.flatMap((row) => [
    ...(row.gzipBytes > row.limit ? [`${row.path} loads ${kb(row.gzipBytes)} of JavaScript (the build allows ${kb(row.limit)})`] : []),
    ...row.adminModules.map((m) => `${row.path} loads admin code: ${m}`),
  ]);
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

if (import.meta.main) {
  const rows = await measureBundles();
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(rows));
  } else {
    console.log(`\nJavaScript per public page (gzip, first visit; ≤ ${kb(PLAIN_BUDGET_BYTES)} without islands, ≤ ${kb(ISLAND_BUDGET_BYTES)} with them):`);
    const width = Math.max(...rows.map((r) => r.path.length));
    for (const row of rows) {
      const mark = row.gzipBytes <= row.limit ? "ok" : "over target";
      const kind = row.hydrated ? `${String(row.files.length).padStart(2)} files` : row.islands.length ? `islands: ${row.islands.join(", ")}` : "inline only";
      console.log(`  ${row.path.padEnd(width)}  ${kb(row.gzipBytes).padStart(9)} of ${kb(row.limit).padStart(8)}  ${mark}  ${kind}`);
    }
  }
  // `npm run bench` collects these rows into its closing table (bench/all.ts).
  const summaryFile = process.env.BENCH_SUMMARY_FILE;
  if (summaryFile) {
    const summary = rows.map((row) => ({
      bench: "bundle",
      subject: `JS gzip ${row.path}`,
      result: `${kb(row.gzipBytes)} (+${kb(row.lazyGzipBytes)} on demand)${row.adminModules.length ? ", admin code!" : ""}`,
      target: `≤ ${kb(row.limit)}, no admin code`,
      ok: row.gzipBytes <= row.limit && row.adminModules.length === 0,
    }));
    fs.appendFileSync(summaryFile, summary.map((row) => JSON.stringify(row)).join("\n") + "\n");
  }
  const failed = failures(rows);
  if (failed.length) {
    console.error(`\nBundle check failed:\n  ${failed.join("\n  ")}`);
    process.exit(1);
  }
  if (!process.argv.includes("--json")) console.log("Bundle check passed.");
}
