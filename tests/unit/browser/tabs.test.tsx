// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { initTabs } from "#app/browser/tabs.ts";
import { key, mount } from "./mount.ts";

const names = ["alpha", "beta", "gamma"];
const tab = (index: number) => document.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]!;
const selected = () =>
  names.filter((_, index) => {
    const panel = document.getElementById(tab(index).getAttribute("aria-controls")!)!;
    const on = tab(index).getAttribute("aria-selected") === "true";
    // Every part agrees on the one selected tab.
    expect([tab(index).dataset.state, tab(index).tabIndex, panel.dataset.state, panel.hidden]).toEqual(on ? ["active", 0, "active", false] : ["inactive", -1, "inactive", true]);
    return on;
  });

beforeAll(() => {
  mount(
    <Tabs defaultValue="alpha">
      <TabsList>
        {names.map((name) => (
          <TabsTrigger key={name} value={name}>
            {name}
          </TabsTrigger>
        ))}
      </TabsList>
      {names.map((name) => (
        <TabsContent key={name} value={name} title={name}>
          Panel {name}
        </TabsContent>
      ))}
    </Tabs>,
  );
  initTabs();
});

describe("tabs", () => {
  it("start on the default tab; a click selects another and shows its panel", () => {
    expect(selected()).toEqual(["alpha"]);
    tab(1).click();
    expect(selected()).toEqual(["beta"]);
  });

  it("select the tab the arrow keys, Home and End reach, wrapping around", () => {
    tab(1).focus();
    key(tab(1), "ArrowRight");
    expect(document.activeElement).toBe(tab(2));
    expect(selected()).toEqual(["gamma"]);
    key(tab(2), "ArrowRight");
    expect(selected()).toEqual(["alpha"]);
    key(tab(0), "ArrowLeft");
    expect(selected()).toEqual(["gamma"]);
    key(tab(2), "Home");
    expect(selected()).toEqual(["alpha"]);
    key(tab(0), "End");
    expect(document.activeElement).toBe(tab(2));
    expect(selected()).toEqual(["gamma"]);
    key(tab(2), "Enter");
    expect(selected()).toEqual(["gamma"]);
  });
});
