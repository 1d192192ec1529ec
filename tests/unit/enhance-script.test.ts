import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { enhanceScript, themeScript } from "#app/lib/enhance.ts";

describe("the inline page scripts (decision 025)", () => {
  it("are valid JavaScript after their comment lines are dropped, and say which kind of page they run on", () => {
    for (const isStatic of [true, false]) {
      const script = enhanceScript(isStatic);
      expect(() => new vm.Script(script)).not.toThrow();
      expect(script).toContain(`})(${isStatic},function elementIdFromHash(`);
      expect(script).not.toMatch(/^\s*\/\//m);
      // The same string every time: a page stored for many visitors hashes it once.
      expect(enhanceScript(isStatic)).toBe(script);
    }
    expect(() => new vm.Script(themeScript)).not.toThrow();
  });

  it("carry a page's own parts only on the pages that ask for them (issue 15: no code only another page uses)", () => {
    const shared = enhanceScript(true);
    for (const [part, marker] of [["forms", "data-enhance"], ["live", "data-soft-nav"], ["signup", "data-count-up"]] as const) {
      expect(shared).not.toContain(marker);
      const script = enhanceScript(true, [part]);
      expect(script).toContain(marker);
      expect(() => new vm.Script(script)).not.toThrow();
    }
    // The field messages go with the parts that have forms the server checks, once.
    expect(shared).not.toContain("text-sm text-destructive");
    for (const parts of [["forms"], ["signup"], ["forms", "signup"]] as const) expect(enhanceScript(true, parts).split("text-sm text-destructive")).toHaveLength(2);
    expect(enhanceScript(true, ["live"])).not.toContain("text-sm text-destructive");
    // The order a route lists them in changes nothing: one script per set of parts.
    expect(enhanceScript(true, ["signup", "live"])).toBe(enhanceScript(true, ["live", "signup"]));
    expect(enhanceScript(true, ["live", "signup"]).length).toBeGreaterThan(enhanceScript(true, ["live"]).length);
  });

  it("mark a page without React interactive, and leave that to React elsewhere", () => {
    const run = (isStatic: boolean) => {
      const root = { dataset: {} as Record<string, string>, classList: { toggle() {} }, style: {}, clientWidth: 390 };
      const element = () => ({ dataset: {}, setAttribute() {}, append() {}, addEventListener() {} });
      const body = { ...element(), children: [] as unknown[] };
      body.append = (...nodes: unknown[]) => void body.children.push(...nodes);
      const document = { documentElement: root, body, createElement: element, querySelector: () => null, querySelectorAll: () => [], addEventListener() {}, getElementById: () => null };
      const window = { matchMedia: () => ({ matches: false, addEventListener() {} }), addEventListener() {}, scrollY: 0 };
      const localStorage = { getItem: () => null };
      vm.runInNewContext(enhanceScript(isStatic, ["forms", "live", "signup"]), { document, window, localStorage, location: { hash: "" }, setTimeout, clearTimeout, URLSearchParams, URL });
      // The notifications region (toasts) is the script's own, there before any toast.
      expect(body.children).toHaveLength(1);
      return root.dataset;
    };
    expect(run(true)).toHaveProperty("hydrated", "");
    expect(run(false)).not.toHaveProperty("hydrated");
  });
});
