import { describe, expect, it } from "vitest";
import { fillPrerendered, PRERENDER_NONCE, PRERENDER_NOW, PRERENDER_YEAR } from "#app/lib/prerender.ts";

describe("fillPrerendered", () => {
  it("fills the nonce, the serving time and the year of that time, everywhere they occur", () => {
    // Mid-year, so that the server's time zone cannot move it into another year.
    const now = Date.UTC(2031, 5, 15, 12);
    const html = `<script nonce="${PRERENDER_NONCE}"></script><input value="${PRERENDER_NOW}"><p>© ${PRERENDER_YEAR} A</p><p>${PRERENDER_YEAR}</p>`;
    expect(fillPrerendered(html, "abc", now)).toBe(`<script nonce="abc"></script><input value="${now}"><p>© 2031 A</p><p>2031</p>`);
  });

  it("uses the current year when no time is given", () => {
    expect(fillPrerendered(PRERENDER_YEAR, "n")).toBe(String(new Date().getFullYear()));
  });
});
