import { parseWithZod } from "@conform-to/zod/v4";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compactListIndices } from "#app/lib/form-indices.ts";
import { BlogPostSchema } from "#app/lib/schemas/blog-post.ts";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};
const names = (data: FormData) => [...data.entries()].map(([name, value]) => `${name}=${value as string}`);

describe("compactListIndices", () => {
  it("renumbers each list 0, 1, 2... in the order of its indices, nested lists too", () => {
    const compacted = compactListIndices(
      form([
        ["title", "T"],
        ["tags[7]", "b"],
        ["tags[3]", "a"],
        ["tags[100000000]", "c"],
        ["results[5].metric", "m5"],
        ["results[5].afterValue", "a5"],
        ["results[2].metric", "m2"],
        ["results[2].notes[40]", "n"],
        ["results[2].notes[9]", "o"],
        ["tags__draft", "d"],
      ]),
    );
    expect(names(compacted)).toEqual([
      "title=T",
      "tags[1]=b",
      "tags[0]=a",
      "tags[2]=c",
      "results[1].metric=m5",
      "results[1].afterValue=a5",
      "results[0].metric=m2",
      "results[0].notes[1]=n",
      "results[0].notes[0]=o",
      "tags__draft=d",
    ]);
  });

  it("keeps exact order for indices beyond a double's precision, and repeated names", () => {
    const compacted = compactListIndices(form([["tags[99999999999999999999]", "y"], ["tags[99999999999999999998]", "x"], ["tags[99999999999999999998]", "x2"]]));
    expect(names(compacted)).toEqual(["tags[1]=y", "tags[0]=x", "tags[0]=x2"]);
  });

  it("a huge index costs nothing: the list parses with the items sent, in order", () => {
    const parsed = parseWithZod(
      compactListIndices(form([["title", "T"], ["author", "A"], ["content", "C"], ["tags[4000000000]", "late"], ["tags[2]", "early"]])),
      { schema: BlogPostSchema },
    );
    expect(parsed.status).toBe("success");
    expect(parsed.status === "success" && parsed.value.tags).toEqual(["early", "late"]);
  });

  it("never changes a form whose lists are already numbered 0, 1, 2...", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 8 }), { maxLength: 12 }), (tags) => {
        const entries: [string, string][] = [["title", "T"], ...tags.map((tag, i): [string, string] => [`tags[${i}]`, tag])];
        expect(names(compactListIndices(form(entries)))).toEqual(names(form(entries)));
      }),
    );
  });
});
