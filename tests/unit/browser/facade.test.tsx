// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from "vitest";
import { MapFacade } from "#app/components/marketing/map-facade.tsx";
import { initFacade } from "#app/browser/facade.ts";
import { mount } from "./mount.ts";

beforeAll(() => {
  mount(<MapFacade label="Our office" />);
  initFacade();
});

describe("the map facade", () => {
  it("loads no frame until asked, then puts it in place of the placeholder and focuses it", () => {
    expect(document.querySelector("iframe")).toBeNull();
    document.querySelector<HTMLButtonElement>("[data-facade-show]")!.click();
    const frame = document.querySelector("iframe")!;
    expect(frame.title).toBe("Map: Our office");
    expect(frame.src).toContain("openstreetmap.org");
    expect(document.querySelector("[data-facade-placeholder]")).toBeNull();
    expect(document.activeElement).toBe(frame);
  });
});
