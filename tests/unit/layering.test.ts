/**
 * The layers of DESIGN.md principle 6, read from the source: models hold queries and import
 * nothing from services; every request body is read by `readSubmission` (app/services/
 * submission.server.ts), never by hand in a route or a service.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const APP = path.join(ROOT, "app");
const SERVICES = path.join(APP, "services");

/** The one module that reads bodies. */
const BODY_READERS = ["app/services/submission.server.ts"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

/** The source without comments (a comment may name what the code must not do). */
function code(file: string): string {
  return fs
    .readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[\s;{}(),])\/\/.*$/gm, "$1");
}

/** Every module specifier a file imports or re-exports, statically or dynamically. */
function importedSpecifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [/\b(?:import|export)\s[^'"`;]*?\sfrom\s*["']([^"']+)["']/g, /\bimport\s*["']([^"']+)["']/g, /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** Whether `specifier`, imported from `file`, is a module under app/services. */
function isServiceImport(file: string, specifier: string): boolean {
  let target: string;
  if (specifier.startsWith("#app/")) target = path.join(APP, specifier.slice("#app/".length));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
  else return false;
  return target === SERVICES || target.startsWith(SERVICES + path.sep);
}

/** What reading a body by hand looks like: the Fetch API's body readers, or the old helpers. */
const HAND_READS: [string, RegExp][] = [
  ["request.formData()", /\brequest\s*\.\s*(?:clone\s*\(\s*\)\s*\.\s*)?formData\s*\(/],
  ["request.json()", /\brequest\s*\.\s*(?:clone\s*\(\s*\)\s*\.\s*)?json\s*\(/],
  ["request.text()", /\brequest\s*\.\s*(?:clone\s*\(\s*\)\s*\.\s*)?text\s*\(/],
  ["request.arrayBuffer()/blob()/bytes()", /\brequest\s*\.\s*(?:clone\s*\(\s*\)\s*\.\s*)?(?:arrayBuffer|blob|bytes)\s*\(/],
  ["request.body", /\brequest\s*\.\s*body\b/],
  ["readFormBody/readJsonBody/readTextBody", /\bread(?:Form|Json|Text)Body\b/],
  ["form-body.server", /form-body\.server/],
];

function handReads(source: string): string[] {
  return HAND_READS.filter(([, pattern]) => pattern.test(source)).map(([name]) => name);
}

describe("the detectors themselves", () => {
  it("see each way of reading a body by hand, and not readSubmission", () => {
    expect(handReads("const form = await request.formData();")).toEqual(["request.formData()"]);
    expect(handReads("const json = await args.request.json()")).toEqual(["request.json()"]);
    expect(handReads("JSON.parse(await request.clone().text())")).toEqual(["request.text()"]);
    expect(handReads("const reader = request.body.getReader()")).toEqual(["request.body"]);
    expect(handReads('import { readFormBody } from "#app/services/form-body.server.ts";')).toEqual([
      "readFormBody/readJsonBody/readTextBody",
      "form-body.server",
    ]);
    expect(handReads("const read = await readSubmission(request, Schema, { maxBytes: 4096 });")).toEqual([]);
    expect(handReads("const body = submission.value.body; request.headers.get('content-type')")).toEqual([]);
  });

  it("see a model importing a service however the path is written, and only then", () => {
    const model = path.join(APP, "models", "example.server.ts");
    const imports = (source: string) => importedSpecifiers(source).filter((s) => isServiceImport(model, s));
    expect(imports('import { env } from "../services/env.server.ts";')).toEqual(["../services/env.server.ts"]);
    expect(imports('import { hit } from "#app/services/rate-limit.server.ts";')).toEqual(["#app/services/rate-limit.server.ts"]);
    expect(imports('export { sign } from "../services/signing.server.ts";')).toEqual(["../services/signing.server.ts"]);
    expect(imports('const m = await import("../services/mail.server.ts");')).toEqual(["../services/mail.server.ts"]);
    expect(imports('import type {\n  Env,\n} from "../services/env.server.ts";')).toEqual(["../services/env.server.ts"]);
    expect(imports('import { db } from "../../db/client.server.ts";\nimport { enqueueMail } from "./mail-outbox.server.ts";')).toEqual([]);
  });
});

describe("layers", () => {
  it("no model imports a service (models hold queries only)", () => {
    const models = sourceFiles(path.join(APP, "models"));
    expect(models.length).toBeGreaterThan(5);
    const offences = models.flatMap((file) =>
      importedSpecifiers(code(file))
        .filter((specifier) => isServiceImport(file, specifier))
        .map((specifier) => `${relative(file)} imports ${specifier}`),
    );
    expect(offences).toEqual([]);
  });

  it("no route or service reads a request body except through readSubmission", () => {
    const files = [...sourceFiles(path.join(APP, "routes")), ...sourceFiles(SERVICES)].filter((file) => !BODY_READERS.includes(relative(file)));
    expect(files.length).toBeGreaterThan(30);
    const offenders = files
      .map((file) => [relative(file), handReads(code(file))] as const)
      .filter(([, reads]) => reads.length > 0)
      .map(([file, reads]) => `${file}: ${reads.join(", ")}`);
    expect(offenders, "read the body with readSubmission(request, schema, limits)").toEqual([]);
  });

  it("the public writes go through readSubmission", () => {
    for (const service of ["contact", "newsletter", "iraconnect-signup"]) {
      const source = code(path.join(SERVICES, `${service}.server.ts`));
      expect(source, service).toMatch(/\breadSubmission\s*\(\s*request\b/);
    }
  });

  it("the content tools' admin routes start every loader and action with requireStaff(request, \"content\") (DESIGN)", () => {
    for (const route of ["admin/revision.tsx", "admin/preview-links.ts"]) {
      const source = code(path.join(APP, "routes", route));
      const handlers = [...source.matchAll(/export async function (loader|action)\([^)]*\)[^{]*\{\s*([^\n]*)/g)];
      expect(handlers.length, route).toBeGreaterThan(0);
      for (const [, name, first] of handlers) expect(first, `${route} ${name}`).toMatch(/^(?:const \w+ = )?await requireStaff\(request, "content"\);/);
    }
  });
});
