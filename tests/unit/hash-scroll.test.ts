import { describe, expect, it } from "vitest";
import { elementIdFromHash } from "#app/browser/hash-scroll.ts";

describe("elementIdFromHash", () => {
  it("decodes a percent-encoded hash", () => {
    expect(elementIdFromHash("#irasecure")).toBe("irasecure");
    expect(elementIdFromHash("#caf%C3%A9%20menu")).toBe("café menu");
  });

  it("falls back to the raw hash when it is not valid percent-encoding", () => {
    expect(elementIdFromHash("#%")).toBe("%");
    expect(elementIdFromHash("#100%-done")).toBe("100%-done");
    expect(elementIdFromHash("#%E0%A4%A")).toBe("%E0%A4%A");
  });
});
