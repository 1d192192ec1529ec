/**
 * Generated pictures: the committed files in public/art are exactly what `npm run art` draws (so
 * nobody edits an output by hand), and every SVG is well-formed, sized, titled and self-contained.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientArt, familyArt, homeHeroArt, productArt, serviceArt, solutionArt } from "../../app/lib/art/catalog.ts";
import { coverSvg, coverThemeOf, initialsOf, monogramStyle, monogramSvg, rasterize, shareCardSvg } from "../../app/lib/server/art/index.server.ts";
import { seedCaseStudies } from "../../db/seed-data.ts";
import { clientNameFromTitle, drawings, generateArt, listFiles } from "../../scripts/art/generate.ts";

const committedDir = path.resolve(import.meta.dirname, "../../public/art");
let freshDir: string;
let fresh: string[];

beforeAll(async () => {
  freshDir = fs.mkdtempSync(path.join(os.tmpdir(), "art-"));
  fresh = await generateArt(freshDir);
}, 600_000);

afterAll(() => {
  if (freshDir) fs.rmSync(freshDir, { recursive: true, force: true });
});

/** Stack-based check that tags nest and close, attributes are quoted, and text has no stray `<` or `&`. */
function wellFormedProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i.test(text)) problems.push(`bare & in text near ${i}`);
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    if (!m) {
      problems.push(`malformed tag at ${lt}: ${xml.slice(lt, lt + 40)}`);
      break;
    }
    const [, close, name, , selfClose] = m;
    if (close) {
      if (stack.pop() !== name) problems.push(`</${name}> closes the wrong element`);
    } else if (!selfClose) {
      stack.push(name!);
    }
    i = tag.lastIndex;
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(", ")}`);
  return problems;
}

function rootAttr(svg: string, name: string): string | undefined {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  return new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
}

function externalReferences(svg: string): string[] {
  const found: string[] = [];
  const withoutNamespace = svg.replace(' xmlns="http://www.w3.org/2000/svg"', "");
  if (/https?:|\/\/[a-z]/i.test(withoutNamespace)) found.push("a URL");
  if (/<script|<image|<foreignObject|\son[a-z]+="/i.test(svg)) found.push("a script, image or handler");
  for (const m of svg.matchAll(/\shref="([^"]*)"/g)) if (!m[1]!.startsWith("#")) found.push(`href ${m[1]}`);
  for (const m of svg.matchAll(/url\(([^)]*)\)/g)) if (!m[1]!.startsWith("#")) found.push(`url(${m[1]})`);
  return found;
}

describe("public/art", () => {
  it("holds exactly the files npm run art draws, byte for byte", () => {
    expect(listFiles(committedDir)).toEqual(fresh);
    const differing = fresh.filter((f) => !fs.readFileSync(path.join(committedDir, f)).equals(fs.readFileSync(path.join(freshDir, f))));
    expect(differing, "run `npm run art` and commit public/art").toEqual([]);
  });

  it("stays small: under 3 MB in all, no SVG over 64 KB", () => {
    const sizes = fresh.map((f) => [f, fs.statSync(path.join(freshDir, f)).size] as const);
    expect(sizes.reduce((s, [, n]) => s + n, 0)).toBeLessThan(3 * 1024 * 1024);
    expect(sizes.filter(([f, n]) => f.endsWith(".svg") && n > 64 * 1024)).toEqual([]);
  });

  it("has only well-formed, sized, titled SVGs without external references", () => {
    const svgs = fresh.filter((f) => f.endsWith(".svg"));
    expect(svgs.length).toBeGreaterThan(50);
    for (const file of svgs) {
      const svg = fs.readFileSync(path.join(freshDir, file), "utf8");
      expect(wellFormedProblems(svg), file).toEqual([]);
      expect(rootAttr(svg, "viewBox"), file).toMatch(/^0 0 \d+ \d+$/);
      expect(Number(rootAttr(svg, "width")), file).toBeGreaterThan(0);
      expect(Number(rootAttr(svg, "height")), file).toBeGreaterThan(0);
      expect(svg, file).toMatch(/<title( id="title")?>[^<]{3,}<\/title>/);
      expect(externalReferences(svg), file).toEqual([]);
    }
  });

  it("draws each catalog picture at its catalog size, in both themes, with the alt text as its title", () => {
    const catalog = [homeHeroArt, ...Object.values(productArt).flatMap((p) => [p.screen, p.card]), ...Object.values(serviceArt), ...Object.values(solutionArt), ...Object.values(familyArt)];
    expect(drawings.map(([pic]) => pic)).toEqual(expect.arrayContaining(catalog));
    for (const pic of catalog) {
      for (const src of [pic.src, pic.srcDark]) {
        const svg = fs.readFileSync(path.join(freshDir, src.replace("/art/", "")), "utf8");
        expect(rootAttr(svg, "width"), src).toBe(String(pic.width));
        expect(rootAttr(svg, "height"), src).toBe(String(pic.height));
        expect(svg, src).toContain(`<title id="title">${pic.alt.replace(/&/g, "&amp;")}</title>`);
      }
      const light = fs.readFileSync(path.join(freshDir, pic.src.replace("/art/", "")), "utf8");
      const dark = fs.readFileSync(path.join(freshDir, pic.srcDark.replace("/art/", "")), "utf8");
      expect(light).not.toBe(dark);
    }
  });

  it("rasterises covers at 480, 960 and 1600 px in AVIF and WebP, 16:9", async () => {
    const meta = await sharp(path.join(freshDir, "covers/cloud-migration-for-a-mid-sized-private-bank-960.avif")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["heif", 960, 540]);
    const webp = await sharp(path.join(freshDir, "covers/cutting-cloud-spend-rightsize-first-commit-second-480.webp")).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(["webp", 480, 270]);
  });
});

describe("client monograms", () => {
  it("name each seeded case study's client by sector, anonymised, as the catalog says", () => {
    for (const study of seedCaseStudies) expect(clientArt[study.id]?.name, study.id).toBe(clientNameFromTitle(study.title));
    expect(clientNameFromTitle("Cloud Migration for a Mid-Sized Private Bank")).toBe("Private Bank");
  });

  it("take initials from the words that matter", () => {
    expect(initialsOf("Private Bank")).toBe("PB");
    expect(initialsOf("Healthcare Analytics Provider")).toBe("HP");
    expect(initialsOf("the Bank of Madras")).toBe("BM");
    expect(initialsOf("Zoho")).toBe("ZO");
  });

  it("are the same for the same name and differ in shape or colour between the seeded clients", () => {
    expect(monogramSvg("Payments Platform")).toBe(monogramSvg("Payments Platform"));
    const styles = seedCaseStudies.map((s) => JSON.stringify(monogramStyle(clientNameFromTitle(s.title))));
    expect(new Set(styles).size).toBe(styles.length);
    const svg = monogramSvg("Private Bank");
    expect(svg).toContain('aria-label="Private Bank"');
    expect(monogramSvg("Private Bank", { decorative: true })).toContain('aria-hidden="true"');
  });
});

describe("covers and share cards", () => {
  it("read the category as a theme, falling back to the title", () => {
    expect(coverThemeOf("Cloud Computing")).toBe("cloud");
    expect(coverThemeOf("Data Engineering")).toBe("data");
    expect(coverThemeOf("AI")).toBe("ai");
    expect(coverThemeOf("Machine Learning")).toBe("ml");
    expect(coverThemeOf("Security")).toBe("security");
    expect(coverThemeOf(null, "Zero-Downtime Database Migration")).toBe("data");
    expect(coverThemeOf("Gardening")).toBe("general");
  });

  it("draw the same picture for the same seed and another for another seed", () => {
    const a = coverSvg({ title: "T", category: "AI", seed: "one", kind: "post" });
    expect(coverSvg({ title: "T", category: "AI", seed: "one", kind: "post" })).toBe(a);
    expect(coverSvg({ title: "T", category: "AI", seed: "two", kind: "post" })).not.toBe(a);
    expect(coverSvg({ title: "T", category: "AI", seed: "one", kind: "case-study" })).not.toBe(a);
  });

  it("make a 1200×630 share card with the logo of public/logo.svg and the title as outlines", async () => {
    const svg = shareCardSvg({ title: "Retrieval-Augmented Generation in the Enterprise", category: "AI", kicker: "Blog" });
    const logo = fs.readFileSync(path.resolve(import.meta.dirname, "../../public/logo.svg"), "utf8");
    const logoPath = /<path d="([^"]+)"/.exec(logo)![1]!;
    expect(svg).toContain(logoPath);
    expect(svg).toContain("<title id=\"title\">Retrieval-Augmented Generation in the Enterprise</title>");
    expect(svg).not.toContain("<text");
    expect(externalReferences(svg)).toEqual([]);
    const png = await rasterize(svg, { width: 1200, format: "png" });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  });

  it("skip characters Inter lacks instead of failing at run time", () => {
    const svg = shareCardSvg({ title: "தமிழ் Cloud 🚀", category: null });
    expect(svg).toContain("<title id=\"title\">தமிழ் Cloud 🚀</title>");
    expect(wellFormedProblems(svg)).toEqual([]);
  });
});
