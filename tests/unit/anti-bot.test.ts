import { describe, expect, it } from "vitest";
import { submittedTooFast } from "#app/lib/anti-bot.ts";

describe("submittedTooFast", () => {
  const now = 1_000_000;

  it("counts a form sent sooner than the minimum after it was shown, and not one sent later", () => {
    expect(submittedTooFast(now - 2_999, 3_000, now)).toBe(true);
    expect(submittedTooFast(now - 3_000, 3_000, now)).toBe(false);
  });

  it("counts an unknown moment as too fast, whatever the minimum", () => {
    expect(submittedTooFast(null, 3_000, now)).toBe(true);
    expect(submittedTooFast("soon", 0, now)).toBe(true);
  });

  it("with a minimum of 0 accepts a moment rounded up past now (the cookie rounds to the next second)", () => {
    expect(submittedTooFast(now + 900, 0, now)).toBe(false);
    expect(submittedTooFast(now + 900, 1, now)).toBe(true);
  });
});
