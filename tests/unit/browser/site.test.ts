// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ISLAND_ATTR } from "#app/islands/contract.ts";

beforeEach(() => {
  vi.resetModules();
  delete document.documentElement.dataset.hydrated;
  Object.defineProperty(HTMLElement.prototype, "hidePopover", { value: () => {}, configurable: true });
  // The site script starts the analytics beacon; here no server answers it (tests/unit/browser/beacon.test.ts checks what it sends).
  Object.defineProperty(navigator, "sendBeacon", { value: () => true, configurable: true });
});

describe("the site script", () => {
  it("marks a page without islands interactive", async () => {
    document.body.innerHTML = "<main><p>Plain</p></main>";
    await import("#app/browser/site.ts");
    expect(document.documentElement.dataset.hydrated).toBe("");
  });

  it("leaves a page with islands to the island runtime", async () => {
    document.body.innerHTML = `<main><div ${ISLAND_ATTR}="contact-form"></div></main>`;
    await import("#app/browser/site.ts");
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
  });
});
