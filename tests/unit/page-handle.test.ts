import { describe, expect, it } from "vitest";
import { hydrates, staticForVisitors } from "#app/lib/page-handle.ts";

const caseStudy = { hydrate: (data: unknown) => (data as { isAdmin?: boolean }).isAdmin === true };

describe("which pages React hydrates (decision 025)", () => {
  it("asks the page's own route, the deepest match, not its layouts", () => {
    expect(hydrates([{ handle: undefined }, { handle: undefined }])).toBe(true);
    expect(hydrates([{ handle: undefined }, { handle: { hydrate: false } }])).toBe(false);
    expect(hydrates([{ handle: { hydrate: false } }, { handle: undefined }])).toBe(true);
    expect(hydrates([])).toBe(true);
  });

  it("lets a route decide by what its loader found; an error boundary's render always has React", () => {
    expect(hydrates([{ handle: caseStudy, loaderData: { isAdmin: false } }])).toBe(false);
    expect(hydrates([{ handle: caseStudy, loaderData: { isAdmin: true } }])).toBe(true);
    expect(hydrates([{ handle: caseStudy, loaderData: undefined }])).toBe(true);
  });

  it("counts a page as static for visitors when it is so for some", () => {
    expect(staticForVisitors({ hydrate: false })).toBe(true);
    expect(staticForVisitors(caseStudy)).toBe(true);
    expect(staticForVisitors({ hydrate: true })).toBe(false);
    expect(staticForVisitors(undefined)).toBe(false);
  });
});
