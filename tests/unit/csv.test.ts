import { describe, expect, it } from "vitest";
import { csvCell, csvResponse, toCsv } from "#app/lib/csv.ts";

describe("CSV export", () => {
  it.each([
    ["=HYPERLINK(\"http://evil\",\"x\")", `"'=HYPERLINK(""http://evil"",""x"")"`],
    ["+1+1", "'+1+1"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1", "'\t=1"],
    ["\r=1", `"'\r=1"`],
  ])("defuses the formula %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    [" padded ", '" padded "'],
    ["a=b", "a=b"],
    [null, ""],
    [undefined, ""],
    [42, "42"],
    [new Date("2026-03-01T10:00:00Z"), "2026-03-01T10:00:00.000Z"],
  ])("writes %j as %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("starts with a BOM, ends lines with CRLF and keeps non-Latin text", () => {
    const csv = toCsv(["name", "message"], [["Zoë", "नमस्ते"], ["Li", "=1"]]);
    expect(csv).toBe("\uFEFFname,message\r\nZoë,नमस्ते\r\nLi,'=1\r\n");
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it("answers as a dated, uncached attachment", async () => {
    const response = csvResponse("\uFEFFa\r\n", "subscribers", new Date("2026-03-01T10:00:00Z"));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="subscribers-2026-03-01.csv"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(new Uint8Array(await response.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});
