/**
 * The proof band's number reader (parseQuantity in app/lib/proof.ts) on what staff type in a case
 * study's results: separators, decimals, signs, ranges, currencies, and text that must never become
 * a headline number (years, versions, dates, phone numbers).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changeOf, parseQuantity, type Quantity } from "#app/lib/proof.ts";

const NBSP = "\u00a0";
const NARROW_NBSP = "\u202f";
const THIN = "\u2009";

const read: [string, Quantity | null][] = [
  // Counts and thousands separators.
  ["14,000", { value: 14_000, kind: "" }],
  ["1,200", { value: 1200, kind: "" }],
  ["1,234,567", { value: 1_234_567, kind: "" }],
  ["12,34,567", { value: 1_234_567, kind: "" }],
  ["1 200", { value: 1200, kind: "" }],
  [`1${NBSP}200`, { value: 1200, kind: "" }],
  [`1${NARROW_NBSP}200`, { value: 1200, kind: "" }],
  [`1${THIN}200${THIN}000 users`, { value: 1_200_000, kind: "users" }],
  ["1 200 000", { value: 1_200_000, kind: "" }],
  ["3,200 tickets", { value: 3200, kind: "tickets" }],
  ["  900  ", { value: 900, kind: "" }],
  ["0", { value: 0, kind: "" }],
  // Decimals, percentages, multiples.
  ["2.5x", { value: 2.5, kind: "x" }],
  ["2.5×", { value: 2.5, kind: "x" }],
  ["10x", { value: 10, kind: "x" }],
  ["99.9%", { value: 99.9, kind: "%" }],
  ["0.6%", { value: 0.6, kind: "%" }],
  ["12 percent", { value: 12, kind: "%" }],
  ["2,5x", { value: 2.5, kind: "x" }],
  ["99,9%", { value: 99.9, kind: "%" }],
  ["4.1 bps", { value: 4.1, kind: "bps" }],
  ["1,200.5", { value: 1200.5, kind: "" }],
  // Signs: a value that is already a change.
  ["-40%", { value: -40, kind: "%", change: true }],
  ["−40%", { value: -40, kind: "%", change: true }],
  ["–40%", { value: -40, kind: "%", change: true }],
  ["+12%", { value: 12, kind: "%", change: true }],
  ["-$300K", { value: -300_000, kind: "usd", change: true }],
  ["−120 ms", { value: -0.12, kind: "duration", change: true }],
  // Ranges: the midpoint.
  ["30–40%", { value: 35, kind: "%" }],
  ["30-40%", { value: 35, kind: "%" }],
  ["30 - 40%", { value: 35, kind: "%" }],
  ["30%–40%", { value: 35, kind: "%" }],
  ["30 to 40%", { value: 35, kind: "%" }],
  ["2–3 weeks", { value: 2.5 * 604_800, kind: "duration" }],
  ["$1–2M", { value: 1.5e6, kind: "usd" }],
  ["$500K–$1.2M", { value: 850_000, kind: "usd" }],
  ["1,000–2,000 users", { value: 1500, kind: "users" }],
  ["-30 to -40%", { value: -35, kind: "%", change: true }],
  ["40–30%", null],
  ["30–30%", null],
  ["-30–40%", null],
  ["$1–€2M", null],
  ["30%–40 users", null],
  // Currencies and magnitudes.
  ["$1.2M", { value: 1.2e6, kind: "usd" }],
  ["$1.2 million", { value: 1.2e6, kind: "usd" }],
  ["€300K", { value: 300_000, kind: "eur" }],
  ["£45k", { value: 45_000, kind: "gbp" }],
  ["₹2 Cr", { value: 2e7, kind: "inr" }],
  ["₹2Cr", { value: 2e7, kind: "inr" }],
  ["₹12 lakh", { value: 1.2e6, kind: "inr" }],
  ["Rs. 4.5 lakhs", { value: 450_000, kind: "inr" }],
  ["INR 2.9 crore", { value: 29_000_000, kind: "inr" }],
  ["USD 212,000", { value: 212_000, kind: "usd" }],
  ["212,000 USD", { value: 212_000, kind: "usd" }],
  ["300 €", { value: 300, kind: "eur" }],
  ["$3.4bn", { value: 3.4e9, kind: "usd" }],
  ["$1,200/month", { value: 1200, kind: "usd /month" }],
  ["5M rows", { value: 5e6, kind: "rows" }],
  // Durations and qualifiers.
  ["3 weeks", { value: 3 * 604_800, kind: "duration" }],
  ["1 hour 40 minutes", { value: 6000, kind: "duration" }],
  ["1h 40m", { value: 6000, kind: "duration" }],
  ["2s", { value: 2, kind: "duration" }],
  ["420 ms", { value: 0.42, kind: "duration" }],
  ["Under 3 hours", { value: 10_800, kind: "duration" }],
  ["about ~2.5 days", { value: 216_000, kind: "duration" }],
  ["3 months", { value: 3 * 2_629_800, kind: "duration" }],
  // Never a number: years, versions, dates, phone numbers, ids, words.
  ["2024", null],
  ["  2019 ", null],
  ["2019–2024", null],
  ["2019-2024", null],
  ["2024-01-15", null],
  ["15/01/2024", null],
  ["Jan 2024", null],
  ["Q3 2024", null],
  ["FY2024", null],
  ["v2", null],
  ["v2.1", null],
  ["2.1.3", null],
  ["version 2", null],
  ["2.x", null],
  ["+1 555 123 4567", null],
  ["+1-555-123-4567", null],
  ["+91 98765 43210", null],
  ["+15551234567", null],
  ["(555) 123-4567", null],
  ["555-1234", null],
  ["555 123 4567", null],
  ["5551234567", null],
  ["0123", null],
  ["007", null],
  ["12 4567", null],
  ["1,2345", null],
  ["3 4", null],
  ["Next business day", null],
  ["High", null],
  ["", null],
  ["   ", null],
  ["-", null],
  ["—", null],
  ["%", null],
  ["$", null],
  ["1e309", null],
  ["9".repeat(61), null],
];

describe("parseQuantity", () => {
  it.each(read)("%j", (text, expected) => {
    const quantity = parseQuantity(text);
    if (expected === null) expect(quantity).toBeNull();
    else {
      expect(quantity).not.toBeNull();
      expect(quantity!.kind).toBe(expected.kind);
      expect(quantity!.value).toBeCloseTo(expected.value, 6);
      expect(quantity!.change).toBe(expected.change);
    }
  });

  it("never throws, and a number it reads is finite", () => {
    const pieces = fc.constantFrom("1", "2", "0", "9", ",", ".", " ", NBSP, NARROW_NBSP, "-", "–", "−", "+", "$", "€", "₹", "%", "x", "k", "m", "cr", " to ", "hours", "v", "/", "e", "(", ")");
    const text = fc.oneof(fc.string({ maxLength: 70 }), fc.string({ unit: "binary", maxLength: 40 }), fc.array(pieces, { maxLength: 16 }).map((list) => list.join("")));
    fc.assert(
      fc.property(text, (value) => {
        const quantity = parseQuantity(value);
        if (quantity !== null) {
          expect(Number.isFinite(quantity.value)).toBe(true);
          expect(typeof quantity.kind).toBe("string");
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe("changeOf with what staff type", () => {
  const figures: [string, string, string | null][] = [
    ["1,200", "3,600", "3×"],
    [`1${NARROW_NBSP}200`, "3 600", "3×"],
    ["$1.2M", "$300K", "\u221275%"],
    ["₹2 Cr", "INR 50 lakh", "\u221275%"],
    ["99.9%", "99.99%", null],
    ["30–40%", "70%", "2×"],
    ["2–3 weeks", "5 days", "\u221271%"],
    ["61%", "89%", "+46%"],
    // A signed value is already a change: nothing to compare.
    ["10%", "+40%", null],
    ["-40%", "-10%", null],
    // Years, versions, phone numbers never make a figure.
    ["2019", "2024", null],
    ["v1", "v2", null],
    ["+1 555 123 4567", "+1 555 123 9999", null],
    // Different currencies, or a change too small to print.
    ["$1M", "€2M", null],
    ["1,000 users", "1,001 users", null],
  ];
  it.each(figures)("%j → %j: %j", (before, after, figure) => {
    const change = changeOf(before, after);
    expect(change?.figure ?? null).toBe(figure);
  });
});
