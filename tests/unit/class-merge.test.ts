import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge as extendLite } from "#app/islands/tailwind-merge-lite.ts";
import { cn as serverCn, MERGE_CONFIG } from "#app/lib/utils.ts";

// The islands' browser bundle merges with the small merge (app/islands/tailwind-merge-lite.ts, in
// place of tailwind-merge): every case must come out the same from both, or a hydrated island's
// classes would differ from the server's.
const lite = extendLite(MERGE_CONFIG);
const liteCn = (...inputs: ClassValue[]) => lite(clsx(inputs));

// The overrides the components make: a later class wins over an earlier one that sets the same thing,
// and classes that set different things are all kept.
const CASES: [string, string, string][] = [
  ["px-4 py-2", "px-0", "py-2 px-0"],
  ["p-4", "px-2", "p-4 px-2"],
  ["px-2 py-1", "p-6", "p-6"],
  ["mt-4 mb-2", "my-8", "my-8"],
  ["text-sm text-muted-foreground", "text-lg", "text-muted-foreground text-lg"],
  ["text-sm text-muted-foreground", "text-foreground", "text-sm text-foreground"],
  ["font-medium", "font-bold font-mono", "font-bold font-mono"],
  ["bg-primary text-primary-foreground hover:bg-primary/90", "bg-transparent hover:bg-muted", "text-primary-foreground bg-transparent hover:bg-muted"],
  ["hidden sm:inline-flex", "flex", "sm:inline-flex flex"],
  ["rounded-md border", "rounded-full border-2", "rounded-full border-2"],
  ["border border-input", "border-destructive", "border border-destructive"],
  ["size-10", "w-12", "size-10 w-12"],
  ["h-9 w-9", "size-8", "size-8"],
  ["gap-x-2 gap-y-4", "gap-6", "gap-6"],
  ["md:grid-cols-2", "md:grid-cols-3", "md:grid-cols-3"],
  ["[&_svg]:size-4 [&_svg]:shrink-0", "[&_svg]:size-6", "[&_svg]:shrink-0 [&_svg]:size-6"],
  ["-mt-4", "mt-2", "mt-2"],
  ["aspect-[16/9] object-cover", "aspect-square object-contain", "aspect-square object-contain"],
  ["text-[13px]", "text-base", "text-base"],
];

/** The theme's own scales, as app.css declares them (`--text-display: ...`). */
function themeTokens(namespace: string): string[] {
  const css = fs.readFileSync(path.resolve(import.meta.dirname, "../../app/app.css"), "utf8");
  return [...new Set([...css.matchAll(new RegExp(`--${namespace}-([a-z]+):`, "g"))].map((match) => match[1]!))];
}

describe.each([
  ["tailwind-merge (server, admin)", serverCn],
  ["the islands' small merge", liteCn],
])("%s merges Tailwind classes, later wins", (_name, cn) => {
  it.each(CASES)("%s + %s", (first, second, merged) => {
    expect(cn(first, second)).toBe(merged);
  });

  it("knows every font size of the theme: a size and a colour are both kept, two sizes are not", () => {
    const sizes = themeTokens("text");
    expect(sizes).toEqual(expect.arrayContaining(["display", "headline", "title", "body", "caption"]));
    for (const size of sizes) {
      expect(cn(`text-${size}`, "text-primary"), size).toBe(`text-${size} text-primary`);
      expect(cn(`text-${size}`, "text-sm"), size).toBe("text-sm");
      expect(cn("text-lg", `text-${size}`), size).toBe(`text-${size}`);
    }
  });

  it("knows every spacing of the theme", () => {
    const spacings = themeTokens("spacing");
    expect(spacings.length).toBeGreaterThan(0);
    for (const spacing of spacings) {
      expect(cn("py-4", `py-${spacing}`), spacing).toBe(`py-${spacing}`);
      expect(cn(`gap-${spacing}`, "gap-2"), spacing).toBe("gap-2");
    }
  });

  it("lets a className given to a button win over its variant's classes", () => {
    const classes = cn(buttonVariants({ variant: "default", size: "icon" }), "rounded-full bg-secondary");
    expect(classes).toContain("rounded-full");
    expect(classes).toContain("bg-secondary");
    expect(classes).not.toMatch(/(^| )bg-primary( |$)/);
    expect(classes).not.toMatch(/(^| )rounded-md( |$)/);
  });

  it("keeps classes it does not know and drops falsy inputs", () => {
    expect(cn("sr-only", false, undefined, "group peer", { "data-x": true, skipped: false })).toBe("sr-only group peer data-x");
  });
});
