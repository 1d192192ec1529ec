import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown, safeUrl } from "#app/components/markdown.tsx";
import { Prose } from "#app/components/prose.tsx";
import { CHECK_FAILED, runCheck } from "#app/services/content-diagnostics.server.ts";
import { markdownToHtml } from "#app/services/markdown.server.ts";

describe("Markdown renders untrusted content inert", () => {
  const html = renderToString(
    <Markdown>
      {[
        "# Title",
        "<script>alert('x')</script>",
        '<img src="x" onerror="alert(1)">',
        '<a href="https://evil.example" onclick="steal()">raw link</a>',
        "[click me](javascript:alert(document.cookie))",
        "[data](data:text/html;base64,PHNjcmlwdD4=)",
        "[ok](https://example.com/a) and [local](/blog) and **bold**",
        "| a | b |\n| - | - |\n| 1 | 2 |",
      ].join("\n\n")}
    </Markdown>,
  );

  it("drops raw HTML and unsafe URLs", () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror|onclick/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:text/i);
    expect(html).not.toContain("raw link</a>");
    // The unsafe link's text stays readable, without an address.
    expect(html).toMatch(/<a>click me<\/a>/);
  });

  it("keeps ordinary markdown: headings, safe links (external in a new tab), GFM tables", () => {
    expect(html).toContain("<h1>Title</h1>");
    expect(html).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">ok</a>');
    expect(html).toContain('<a href="/blog">local</a>');
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<table>");
  });

  it("safeUrl keeps http(s), mailto, relative and fragments only", () => {
    expect(safeUrl("https://x.io")).toBe("https://x.io");
    expect(safeUrl("mailto:a@b.c")).toBe("mailto:a@b.c");
    expect(safeUrl("#top")).toBe("#top");
    expect(safeUrl("JaVaScRiPt:alert(1)")).toBe("");
    expect(safeUrl("vbscript:x")).toBe("");
  });
});

describe("markdown rendered on the server for public pages", () => {
  const source = [
    "## Heading",
    "<script>alert('x')</script>",
    '<img src="x" onerror="alert(1)">',
    "[click me](javascript:alert(document.cookie))",
    "[ok](https://example.com/a) and `code`",
    "| a | b |\n| - | - |\n| 1 | 2 |",
  ].join("\n\n");

  it("gives the same HTML as the preview's renderer, inside the same typography", () => {
    const preview = renderToStaticMarkup(<Markdown className="mt-8">{source}</Markdown>);
    const served = renderToStaticMarkup(<Prose className="mt-8" html={markdownToHtml(source)} />);
    expect(served).toBe(preview);
  });

  it("drops raw HTML and unsafe URLs", () => {
    const html = markdownToHtml(source);
    expect(html).toContain("<h2>Heading</h2>");
    expect(html).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">ok</a>');
    expect(html).toContain("<table>");
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toMatch(/<a>click me<\/a>/);
  });
});

describe("diagnostic checks", () => {
  it("report 'Timeout' for a check that hangs past its budget, and errors with our message (the cause is logged)", async () => {
    const hung = await runCheck("hangs", 50, () => new Promise<string>(() => {}));
    expect(hung).toMatchObject({ name: "hangs", status: "timeout", detail: "Timeout", budgetMs: 50 });
    const failed = await runCheck("fails", 1000, async () => {
      throw new Error("connection refused");
    });
    expect(failed).toMatchObject({ status: "error", detail: CHECK_FAILED });
    const ok = await runCheck("works", 1000, async () => "3 rows");
    expect(ok).toMatchObject({ status: "ok", detail: "3 rows" });
  });
});
