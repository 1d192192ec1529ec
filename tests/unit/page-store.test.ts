import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { PRERENDER_NONCE, PRERENDER_YEAR } from "#app/lib/prerender.ts";
import { chooseEncoding, nextYearStart, prepareHtml, storePage } from "#server/page-store.ts";

const sha = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

describe("prepareHtml", () => {
  it("removes the placeholder nonce, fills the year once and hashes every inline script that runs", () => {
    const now = new Date(2031, 5, 15, 12).getTime();
    const html =
      `<script nonce="${PRERENDER_NONCE}">theme()</script><script type="module" nonce="${PRERENDER_NONCE}">import "x"</script>` +
      `<script type="application/ld+json">{"a":1}</script><script src="/assets/a.js"></script><p>© ${PRERENDER_YEAR} A</p>`;
    const prepared = prepareHtml(html, now);
    expect(prepared.html).not.toContain(PRERENDER_NONCE);
    expect(prepared.html).not.toContain("nonce=");
    expect(prepared.html).toContain("© 2031 A");
    expect(prepared.scriptHashes).toEqual([sha("theme()"), sha('import "x"')]);
  });

  it("leaves a nonce-like text in content alone: nothing is substituted per response", () => {
    const prepared = prepareHtml(`<p>${PRERENDER_NONCE}</p>`);
    expect(prepared.html).toBe(`<p>${PRERENDER_NONCE}</p>`);
  });
});

describe("chooseEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["identity", "identity"],
    ["gzip;q=0, br;q=0", "identity"],
    ["*;q=0", "identity"],
  ])("%s → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("storePage", () => {
  it("keeps brotli and gzip forms that decompress to the page, and an ETag", async () => {
    const body = "<!doctype html>" + "x".repeat(5000);
    const page = await storePage({ headers: { "Content-Type": "text/html; charset=utf-8" }, body });
    expect(zlib.brotliDecompressSync(page.br!).toString()).toBe(body);
    expect(zlib.gunzipSync(page.gzip!).toString()).toBe(body);
    expect(page.headers.vary).toBe("Accept-Encoding");
    expect(page.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it("does not compress images or tiny bodies", async () => {
    const image = await storePage({ headers: { "content-type": "image/png" }, body: Buffer.alloc(5000) });
    const tiny = await storePage({ headers: { "content-type": "text/plain" }, body: "ok" });
    expect([image.br, image.gzip, tiny.br, tiny.gzip]).toEqual([null, null, null, null]);
  });
});

it("nextYearStart is the first moment of the next year", () => {
  const start = nextYearStart(new Date(2030, 11, 31, 23, 59).getTime());
  expect(new Date(start).getFullYear()).toBe(2031);
  expect(new Date(start - 1).getFullYear()).toBe(2030);
});
