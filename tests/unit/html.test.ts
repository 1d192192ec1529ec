import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeHtml } from "#app/lib/html.ts";

const unescape = (html: string) =>
  html.replace(/&(lt|gt|amp|quot|#39);/g, (_, name: string) => ({ lt: "<", gt: ">", amp: "&", quot: '"', "#39": "'" })[name]!);

describe("escapeHtml (the one escaper of the mails' HTML)", () => {
  it("escapes the five markup characters", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;");
  });

  it("whatever the text, the result holds no markup character and reads back as the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => {
        const html = escapeHtml(text);
        expect(html).not.toMatch(/[<>"']/);
        expect(html.replace(/&(lt|gt|amp|quot|#39);/g, "")).not.toContain("&");
        expect(unescape(html)).toBe(text);
      }),
    );
  });
});
