import { describe, expect, it } from "vitest";
import { renderSitemap } from "#app/lib/sitemap.ts";
import { escapeXml } from "#app/lib/xml.ts";

describe("escapeXml (feed and sitemap)", () => {
  it("escapes the five markup characters", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;");
  });

  it("drops characters XML 1.0 forbids, keeps tabs, newlines and non-Latin text", () => {
    expect(escapeXml("a\u0000b\u0008c\u000bd\u001fe\ufffef\tg\nh\r नमस्ते")).toBe("abcdef\tg\nh\r नमस्ते");
  });

  it("drops half a surrogate pair and keeps whole ones (an emoji stays)", () => {
    expect(escapeXml("a\ud800b\udc00c\ud83d\ude00d\ud83d")).toBe("abc\ud83d\ude00d");
  });

  it("is what the sitemap writes into <loc>", () => {
    expect(renderSitemap([{ path: "/blog?a=1&b=2" }])).toContain("<loc>http://localhost:3000/blog?a=1&amp;b=2</loc>");
  });
});
