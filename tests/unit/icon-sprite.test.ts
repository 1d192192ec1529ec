import fs from "node:fs";
import { describe, expect, test } from "vitest";
import { ICON_NAMES } from "#app/components/marketing/icon-names.ts";
import { SPRITE_FILE, spriteSource } from "#scripts/icon-sprite.ts";

describe("the icon sprite (app/components/marketing/icon-sprite.svg)", () => {
  test("is what scripts/icon-sprite.ts draws from lucide-react today", () => {
    expect(fs.readFileSync(SPRITE_FILE, "utf8")).toBe(spriteSource());
  });

  test("has one symbol for every icon the content may name, each with a drawing", () => {
    const sprite = fs.readFileSync(SPRITE_FILE, "utf8");
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(ids.map((m) => m[1])).toEqual([...ICON_NAMES]);
    for (const [, , drawing] of ids) expect(drawing).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse) /);
  });
});
