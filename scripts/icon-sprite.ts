/**
 * `node scripts/icon-sprite.ts`: writes app/components/marketing/icon-sprite.svg, one <symbol> per
 * icon the content names (ICON_NAMES in app/components/marketing/icon-names.ts), drawn from
 * lucide-react's own icons. The page then carries `<svg><use href="…sprite.svg#Award"/></svg>`
 * instead of the icons' path data in its JavaScript (issue 15). `--check` exits 1 when the file is
 * not what this script would write (tests/unit/icon-sprite.test.ts runs it).
 */
import fs from "node:fs";
import path from "node:path";
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ICON_NAMES } from "#app/components/marketing/icon-names.ts";

export const SPRITE_FILE = path.resolve(import.meta.dirname, "../app/components/marketing/icon-sprite.svg");

export function spriteSource(): string {
  const symbols = ICON_NAMES.map((name) => {
    const component = (lucide as unknown as Record<string, ComponentType>)[name];
    if (!component) throw new Error(`lucide-react has no icon ${name}`);
    const markup = renderToStaticMarkup(createElement(component));
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(markup)?.[1];
    if (inner === undefined) throw new Error(`unexpected markup for ${name}`);
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.main) {
  const wanted = spriteSource();
  if (process.argv.includes("--check")) {
    const current = fs.existsSync(SPRITE_FILE) ? fs.readFileSync(SPRITE_FILE, "utf8") : "";
    if (current !== wanted) {
      console.error(`${path.relative(process.cwd(), SPRITE_FILE)} is out of date: run node scripts/icon-sprite.ts`);
      process.exit(1);
    }
  } else {
    fs.writeFileSync(SPRITE_FILE, wanted);
    console.log(`wrote ${path.relative(process.cwd(), SPRITE_FILE)} (${ICON_NAMES.length} icons)`);
  }
}
