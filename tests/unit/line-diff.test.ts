import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineDiff } from "#app/lib/line-diff.ts";
import { revisionText } from "#app/lib/revision-text.ts";

/** The older text is the kept and removed lines; the newer, the kept and added ones. */
const side = (lines: ReturnType<typeof lineDiff>, drop: "added" | "removed") =>
  lines
    .filter((line) => line.kind !== drop)
    .map((line) => line.text)
    .join("\n");

describe("lineDiff", () => {
  it("marks the lines removed and added between two texts", () => {
    expect(lineDiff("a\nb\nc", "a\nB\nc\nd")).toEqual([
      { kind: "same", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "added", text: "B" },
      { kind: "same", text: "c" },
      { kind: "added", text: "d" },
    ]);
    expect(lineDiff("same", "same")).toEqual([{ kind: "same", text: "same" }]);
  });

  it("always gives back both texts, however they differ", () => {
    const text = fc.array(fc.constantFrom("a", "b", "c", "", "long line"), { maxLength: 30 }).map((lines) => lines.join("\n"));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const lines = lineDiff(before, after);
        expect(side(lines, "added")).toBe(before);
        expect(side(lines, "removed")).toBe(after);
      }),
    );
  });

  it("a middle too large to compare line by line is shown removed, then added", () => {
    const before = Array.from({ length: 3000 }, (_, i) => `old ${i}`).join("\n");
    const after = Array.from({ length: 3000 }, (_, i) => `new ${i}`).join("\n");
    const lines = lineDiff(`head\n${before}`, `head\n${after}`);
    expect(lines[0]).toEqual({ kind: "same", text: "head" });
    expect(lines.filter((l) => l.kind === "removed")).toHaveLength(3000);
    expect(lines.filter((l) => l.kind === "added")).toHaveLength(3000);
  });
});

describe("revisionText", () => {
  it("writes each field on its own lines, lists as items and switches as yes/no", () => {
    const text = revisionText("blog_post", { title: "T", author: "A", tags: ["x", "y"], isPublished: true, isFeatured: false, content: "one\ntwo" });
    expect(text).toContain("Title:\nT\n");
    expect(text).toContain("Tags:\n- x\n- y\n");
    expect(text).toContain("Published:\nyes\n");
    expect(text).toContain("Category:\n(empty)\n");
    expect(text).toContain("Content:\none\ntwo\n");
    const study = revisionText("case_study", { title: "S", results: [{ metric: "Speed", beforeValue: "1", afterValue: "2" }] });
    expect(study).toContain("Results:\n- Speed | 1 | 2\n");
  });
});
