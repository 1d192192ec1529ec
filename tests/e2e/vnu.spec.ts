/**
 * Issue 17: the Nu HTML Checker (vnu.jar from the `vnu-jar` package, on the machine's Java) finds no
 * error in the server HTML of every page in the sitemap and of the 404 page. The pages are fetched
 * as a client without JavaScript gets them, written to files and checked in one run of the checker.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

type VnuMessage = { type: string; url: string; lastLine?: number; message: string; extract?: string };

test("the Nu HTML Checker reports no error on any page of the sitemap or the 404 page", async ({ request }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(40);
  paths.push("/no-such-page-for-vnu");

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  /** Each written file's name → the page it holds. */
  const pageOf = new Map<string, string>();
  try {
    for (const [index, pagePath] of paths.entries()) {
      const response = await request.get(pagePath);
      expect(response.status(), pagePath).toBe(pagePath.startsWith("/no-such-page") ? 404 : 200);
      const name = `page-${index}.html`;
      fs.writeFileSync(path.join(dir, name), await response.text());
      pageOf.set(name, pagePath);
    }
    let output: string;
    try {
      output = execFileSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...[...pageOf.keys()].map((name) => path.join(dir, name))], {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      // vnu exits non-zero when it found errors; its report is still on stdout.
      output = (error as { stdout?: string }).stdout ?? "";
      if (!output) throw error;
    }
    const messages = (JSON.parse(output) as { messages: VnuMessage[] }).messages.filter((m) => m.type === "error");
    const report = messages.map((m) => `${pageOf.get(path.basename(m.url)) ?? m.url}:${m.lastLine ?? "?"} ${m.message} ${m.extract?.trim() ?? ""}`);
    expect(report).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
