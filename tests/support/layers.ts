/**
 * The static import graph of app/, db/ and server/, and the layer rules of DESIGN.md checked on
 * it. Pure functions over a `{ file: source }` map, so tests/unit/layering.test.ts can run the
 * same rules on the real tree and on small made-up trees that must fail.
 */
import fs from "node:fs";
import path from "node:path";

export type Sources = ReadonlyMap<string, string>;

export interface Edge {
  from: string;
  to: string;
  /** `import type` / `export type`: erased by TypeScript, so it never reaches the browser bundle. */
  typeOnly: boolean;
}

export interface ImportRef {
  specifier: string;
  typeOnly: boolean;
}

/** The source without comments (a comment may name what the code must not do). */
export function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[\s;{}(),])\/\/.*$/gm, "$1");
}

/** Every module a source imports or re-exports, statically or dynamically. */
export function importsOf(source: string): ImportRef[] {
  const text = stripComments(source);
  const found: ImportRef[] = [];
  for (const match of text.matchAll(/\b(import|export)(\s+type)?\s[^'"`;]*?\sfrom\s*["']([^"']+)["']/g)) {
    found.push({ specifier: match[3]!, typeOnly: Boolean(match[2]) });
  }
  for (const match of text.matchAll(/\bimport\s*["']([^"']+)["']/g)) found.push({ specifier: match[1]!, typeOnly: false });
  for (const match of text.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g)) found.push({ specifier: match[1]!, typeOnly: false });
  return found;
}

const ALIASES: Record<string, string> = { "#app/": "app/", "#db/": "db/", "#server/": "server/", "#scripts/": "scripts/" };

/**
 * The repository-relative file a specifier names, or null for a package (or for React Router's
 * generated `./+types/*`, which are types only and not in the tree).
 */
export function resolveSpecifier(from: string, specifier: string, exists: (file: string) => boolean): string | null {
  let target: string | null = null;
  for (const [alias, dir] of Object.entries(ALIASES)) if (specifier.startsWith(alias)) target = dir + specifier.slice(alias.length);
  if (target === null) {
    if (!specifier.startsWith(".")) return null;
    target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  }
  target = target.replace(/\?.*$/, "");
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`]) if (exists(candidate)) return candidate;
  return null;
}

export function importGraph(sources: Sources): Edge[] {
  const exists = (file: string) => sources.has(file);
  const edges: Edge[] = [];
  for (const [file, source] of sources) {
    for (const ref of importsOf(source)) {
      const to = resolveSpecifier(file, ref.specifier, exists);
      if (to !== null) edges.push({ from: file, to, typeOnly: ref.typeOnly });
    }
  }
  return edges;
}

/**
 * Tarjan's strongly connected components with more than one module (or a module importing
 * itself). Type-only imports count too: they do not order evaluation, but a loop of types is
 * still two modules that cannot be understood, or moved, one without the other.
 */
export function importCycles(files: Iterable<string>, edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const file of files) next.set(file, []);
  for (const edge of edges) next.get(edge.from)?.push(edge.to);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  // Iterative, so a deep graph cannot overflow the call stack.
  for (const root of next.keys()) {
    if (index.has(root)) continue;
    const work: [string, number][] = [[root, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const [node, i] = frame;
      if (i === 0) {
        index.set(node, counter);
        low.set(node, counter);
        counter++;
        stack.push(node);
        onStack.add(node);
      }
      const targets = next.get(node) ?? [];
      if (i < targets.length) {
        frame[1] = i + 1;
        const to = targets[i]!;
        if (!next.has(to)) continue;
        if (!index.has(to)) work.push([to, 0]);
        else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]![0];
        low.set(parent, Math.min(low.get(parent)!, low.get(node)!));
      }
      if (low.get(node) === index.get(node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || targets.includes(node)) cycles.push(component.sort());
      }
    }
  }
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

const isModel = (file: string) => file.startsWith("app/models/");
const isService = (file: string) => file.startsWith("app/services/");
const isDb = (file: string) => file.startsWith("db/");
/** What runs on the server only: the bundler keeps `.server` modules out of the browser. */
export const isServerOnly = (file: string) =>
  /\.server\.tsx?$/.test(file) || file.startsWith("app/lib/server/") || isModel(file) || isService(file) || isDb(file) || file.startsWith("server/");
/** What is bundled for the browser: components, islands, plain browser modules, isomorphic lib. */
export const isBrowserCode = (file: string) =>
  /^app\/(components|islands|browser|blocks|lib)\//.test(file) && !isServerOnly(file);

/** The route adapters: the route modules and what they share (app/routes/_shared). */
const isRoute = (file: string) => file.startsWith("app/routes/");
/**
 * The one server module outside the routes that runs Conform: it decodes a posted form as the
 * page's Conform does and hands out plain values (app/lib/form-reply.ts), never a Conform type
 * (decision 042).
 */
export const FORM_CODEC = "app/lib/server/form-codec.server.ts";
const isConform = (specifier: string) => specifier.startsWith("@conform-to/");
/** An exported declaration or re-export that names a Conform type or module. */
const EXPORTS_CONFORM = /^\s*export\b[^\n]*(?:@conform-to\/|\bSubmission(?:Result)?\b|\bReplyOptions\b)/m;

/** Raw SQL written in place: the tagged template, or a driver call with a string. */
const RAW_SQL = /\bsql\s*`|\bsql\.raw\s*\(|\.execute\s*\(|\.query\s*\(\s*["'`]/;

/** Every breach of the layer rules, one line each; an empty list is a clean tree. */
export function layerBreaches(sources: Sources): string[] {
  const edges = importGraph(sources);
  const breaches: string[] = [];
  for (const [file, source] of sources) {
    const text = stripComments(source);
    const refs = importsOf(source);
    const queriesAllowed = isModel(file) || isDb(file) || file.startsWith("server/");
    if (!queriesAllowed && file.startsWith("app/")) {
      for (const ref of refs) if (/^drizzle-orm(\/|$)/.test(ref.specifier)) breaches.push(`${file}: imports ${ref.specifier} (queries belong in app/models)`);
      if (RAW_SQL.test(text)) breaches.push(`${file}: runs raw SQL (queries belong in app/models)`);
    }
    if (file.startsWith("app/lib/") && !file.startsWith("app/lib/server/") && /\.server\.tsx?$/.test(file)) {
      breaches.push(`${file}: server-only, so it belongs in app/lib/server/ (app/lib is isomorphic)`);
    }
    if (isService(file)) {
      for (const ref of refs) {
        if (ref.specifier === "react-router" || ref.specifier.startsWith("react-router/") || ref.specifier.startsWith("@react-router/")) {
          breaches.push(`${file}: imports ${ref.specifier} (services take and return plain values)`);
        }
        if (isConform(ref.specifier)) breaches.push(`${file}: imports ${ref.specifier} (services take and return plain values)`);
      }
    } else if (isServerOnly(file) && !isRoute(file) && file !== FORM_CODEC) {
      for (const ref of refs) if (isConform(ref.specifier)) breaches.push(`${file}: imports ${ref.specifier} (on the server only routes and ${FORM_CODEC} use Conform)`);
    }
    if (file === FORM_CODEC && EXPORTS_CONFORM.test(text)) breaches.push(`${file}: exports a Conform type (the form codec hands out plain values)`);
  }
  for (const edge of edges) {
    if (edge.to === "db/client.server.ts" && edge.from.startsWith("app/") && !isModel(edge.from)) {
      breaches.push(`${edge.from}: imports db/client.server.ts (only models and db/ hold the database)`);
    }
    if (isDb(edge.from) && edge.to.startsWith("app/")) breaches.push(`${edge.from}: imports ${edge.to} (db/ imports nothing from app/)`);
    if (!isRoute(edge.from) && isRoute(edge.to)) breaches.push(`${edge.from}: imports ${edge.to} (routes adapt the layers below them, never the reverse)`);
    if (isModel(edge.from) && isService(edge.to)) breaches.push(`${edge.from}: imports ${edge.to} (models import nothing from services)`);
    if (isBrowserCode(edge.from) && isServerOnly(edge.to) && !edge.typeOnly) {
      breaches.push(`${edge.from}: imports server-only ${edge.to}`);
    }
  }
  for (const cycle of importCycles(sources.keys(), edges)) breaches.push(`import cycle: ${cycle.join(" -> ")}`);
  return [...new Set(breaches)].sort();
}

/** The TypeScript sources of app/, db/ and server/, keyed by repository-relative path. */
export function readTree(root: string, dirs: readonly string[] = ["app", "db", "server"]): Map<string, string> {
  const sources = new Map<string, string>();
  for (const dir of dirs) {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith(".d.ts") || /\.test\.tsx?$/.test(entry.name)) continue;
      const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
      if (file.includes("/+types/")) continue;
      sources.set(file, fs.readFileSync(path.join(root, file), "utf8"));
    }
  }
  return sources;
}
