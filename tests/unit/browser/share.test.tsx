// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ShareBar } from "#app/components/share-bar.tsx";
import { COPIED_MS, initShare } from "#app/browser/share.ts";
import { mount } from "./mount.ts";

const ADDRESS = "https://example.test/blog/a-post";
const copyButton = () => document.querySelector<HTMLButtonElement>("[data-share-copy]")!;
const status = () => document.querySelector("[data-share-status]")!.textContent;

beforeAll(() => initShare());
beforeEach(() => mount(<ShareBar url={ADDRESS} title="A post" text="Read this" />));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the share bar", () => {
  it("copies the address, says so, and goes back after 2 s", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    copyButton().click();
    await vi.advanceTimersByTimeAsync(0);
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(copyButton().dataset.copied).toBe("true");
    expect(status()).toBe("Link copied to the clipboard");
    await vi.advanceTimersByTimeAsync(COPIED_MS);
    expect(copyButton().dataset.copied).toBe("false");
    expect(status()).toBe("");
  });

  it("without the async clipboard selects and copies the bar's read-only field", async () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: undefined });
    const field = Object.assign(document.createElement("input"), { readOnly: true, value: ADDRESS });
    document.querySelector("[data-share-bar]")!.append(field);
    const select = vi.spyOn(field, "select");
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
    copyButton().click();
    await vi.waitFor(() => expect(copyButton().dataset.copied).toBe("true"));
    expect(select).toHaveBeenCalled();
    expect(execCommand).toHaveBeenCalledWith("copy");
  });

  it("'Share…' opens the share sheet with the title, text and address", () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, share });
    document.querySelector<HTMLButtonElement>("[data-share-native]")!.click();
    expect(share).toHaveBeenCalledWith({ title: "A post", text: "Read this", url: ADDRESS });
  });
});
