/**
 * The landing tests' statistics (decision 037) against values computed by hand and with R's
 * `pnorm` / `prop.test(correct = FALSE)`, and the assignment cookie's parser with strangers' values.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareArms, confidenceText, drawArm, normalCdf, parseAssignments, serializeAssignments, variantKey, withAssignment } from "#app/lib/landing-tests.ts";

describe("normalCdf", () => {
  it("matches the standard normal table", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1)).toBeCloseTo(0.841345, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-2.575829)).toBeCloseTo(0.005, 6);
    expect(normalCdf(Infinity)).toBe(1);
    expect(normalCdf(-Infinity)).toBe(0);
  });
});

describe("compareArms (two-proportion z-test, pooled)", () => {
  it("gives z and the chance the variant beats the original for known values", () => {
    // 100/1000 against 120/1000: pooled 0.11, se = sqrt(0.11 * 0.89 * 0.002) = 0.0139929, z = 1.429301.
    const result = compareArms({ visitors: 1000, conversions: 100 }, { visitors: 1000, conversions: 120 });
    expect(result.rateA).toBeCloseTo(0.1, 10);
    expect(result.rateB).toBeCloseTo(0.12, 10);
    expect(result.z).toBeCloseTo(1.429301, 5);
    expect(result.chanceBBeatsA).toBeCloseTo(0.923541, 5);
    // 200/5000 against 260/5000: z = 2.864166 (R: prop.test(c(260, 200), c(5000, 5000), correct = FALSE) gives X-squared = 8.2034 = z²).
    const strong = compareArms({ visitors: 5000, conversions: 200 }, { visitors: 5000, conversions: 260 });
    expect(strong.z! ** 2).toBeCloseTo(8.2034, 3);
    expect(strong.chanceBBeatsA).toBeCloseTo(0.997909, 5);
    expect(confidenceText(strong)).toBe("99.8% chance the variant beats the original");
  });

  it("is symmetric, and says when there is not enough data", () => {
    const ab = compareArms({ visitors: 300, conversions: 30 }, { visitors: 280, conversions: 20 });
    const ba = compareArms({ visitors: 280, conversions: 20 }, { visitors: 300, conversions: 30 });
    expect(ab.chanceBBeatsA! + ba.chanceBBeatsA!).toBeCloseTo(1, 10);
    expect(compareArms({ visitors: 0, conversions: 0 }, { visitors: 10, conversions: 1 }).chanceBBeatsA).toBeNull();
    expect(compareArms({ visitors: 10, conversions: 0 }, { visitors: 10, conversions: 0 }).chanceBBeatsA).toBeNull();
    expect(confidenceText(compareArms({ visitors: 0, conversions: 0 }, { visitors: 0, conversions: 0 }))).toBe("Not enough data yet");
  });

  it("stays a probability for any counts", () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), fc.nat(100_000), fc.nat(100_000), (nA, cA, nB, cB) => {
        const result = compareArms({ visitors: nA, conversions: cA }, { visitors: nB, conversions: cB });
        if (result.chanceBBeatsA !== null) {
          expect(result.chanceBBeatsA).toBeGreaterThanOrEqual(0);
          expect(result.chanceBBeatsA).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

describe("the assignment cookie", () => {
  const test = "3f2504e0-4f89-11d3-9a0c-0305e82c3301";
  it("round-trips assignments and ignores anything else", () => {
    const value = serializeAssignments(withAssignment(new Map(), test, "b"));
    expect(value).toBe(variantKey(test, "b"));
    expect(parseAssignments(value).get(test.replace(/-/g, ""))).toBe("b");
    expect(parseAssignments(`x.${value}.abc:c.${"f".repeat(32)}:q`).size).toBe(1);
    expect(parseAssignments("a".repeat(401)).size).toBe(0);
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), (text) => {
        expect(parseAssignments(text).size).toBeLessThanOrEqual(200);
      }),
    );
  });

  it("draws the variant for `split` percent of draws", () => {
    expect(drawArm(30, 0.29)).toBe("b");
    expect(drawArm(30, 0.3)).toBe("a");
    expect(drawArm(1, 0)).toBe("b");
    expect(drawArm(99, 0.999)).toBe("a");
  });
});
