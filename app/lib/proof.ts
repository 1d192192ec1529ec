/**
 * The numbers of the proof band (issue 17.3), worked out from the results rows of the case studies
 * (`case_study_results`: metric, before, after as staff typed them). A value is read as a quantity
 * ("3 weeks", "1 hour 40 minutes", "INR 2.9 crore", "61%", "14,000"); when before and after are
 * quantities of the same kind, the change is a figure ("−99.6%", "18×", "+46%") and its strength
 * (how many times larger or smaller) ranks it. Text that is not a quantity ("Next business day")
 * still shows on the case study; it just never makes the band.
 */

/**
 * A quantity: its value and kind ("duration" in seconds, "usd", "%", "x", "bps", "" for a count).
 * `change` marks a signed value ("-40%", "+12%"): already a change, not a level, so it is never
 * compared with another value.
 */
export type Quantity = { value: number; kind: string; change?: true };

const QUALIFIER = /^(?:under|over|about|around|approx\.?|approximately|less than|more than|up to|nearly|almost|below|above|~|≈|<|>|≤|≥)\s*/;

const SECONDS: Record<string, number> = {
  ms: 0.001,
  millisecond: 0.001,
  milliseconds: 0.001,
  s: 1,
  sec: 1,
  secs: 1,
  second: 1,
  seconds: 1,
  min: 60,
  mins: 60,
  minute: 60,
  minutes: 60,
  h: 3600,
  hr: 3600,
  hrs: 3600,
  hour: 3600,
  hours: 3600,
  day: 86_400,
  days: 86_400,
  week: 604_800,
  weeks: 604_800,
  month: 2_629_800,
  months: 2_629_800,
  year: 31_557_600,
  years: 31_557_600,
};

const MAGNITUDE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  cr: 1e7,
  crore: 1e7,
  crores: 1e7,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

const CURRENCY: Record<string, string> = { "$": "usd", usd: "usd", "€": "eur", eur: "eur", "£": "gbp", gbp: "gbp", "₹": "inr", inr: "inr", rs: "inr", "rs.": "inr" };

/**
 * A number as staff type it: "1,200" and "12,34,567" (Indian grouping), "1 200" (the spaces, normal
 * or no-break, are made plain first), "2.5", and "2,5" (a decimal comma: one or two digits after it
 * and no more). A comma followed by three digits always groups thousands.
 */
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?|\d{1,3}(?: \d{3})+(?:\.\d+)?|\d+,\d{1,2}(?![\d,])|\d+(?:\.\d+)?)`;
const DURATION_PART = new RegExp(String.raw`^${NUMBER}\s*([a-z]+)\s*(?:,|and)?\s*`);
const SIGN = String.raw`([-−–+])?`;
const CURRENCY_WORD = String.raw`(\$|€|£|₹|usd|eur|gbp|inr|rs\.?)?`;
const MAGNITUDE_WORD = String.raw`(?:\s*(k|thousand|lakhs?|lacs?|mn|m|million|cr|crores?|crore|bn|b|billion)(?![a-z]))?`;
/** One end: sign, currency, number, magnitude, and a "%" or "x" that must then end the other end too. */
const END = String.raw`${SIGN}\s*${CURRENCY_WORD}\s*${SIGN}${NUMBER}${MAGNITUDE_WORD}`;
const AMOUNT = new RegExp(String.raw`^${END}(?:\s*(%|x)?\s*(?:-|–|—|to)\s*${END})?\s*(.*)$`);
/** What follows the number: words, "%", "x", "/" ("req/s"), never a digit or a separator. */
const UNIT = /^(?:[\p{L}%/$€£₹][\p{L}%/.'’ -]*)?$/u;
/** Digits, spaces, brackets, dots and dashes with seven digits or more: a phone number (or an id). */
const PHONE = /^\+?[\d ().-]+$/;
const SPACE_GROUPED = /^\d{1,3}(?: \d{3})+(?:\.\d+)?$/;

type End = { value: number; currency?: string; magnitude?: number; negative: boolean; signed: boolean; digits: string };

function numberOf(digits: string): number {
  // Grouping commas and spaces go; a decimal comma (one or two digits after it) becomes a point.
  if (/^\d+,\d{1,2}$/.test(digits)) return Number(digits.replace(",", "."));
  return Number(digits.replace(/[, ]/g, ""));
}

function endOf(signBefore?: string, currency?: string, signAfter?: string, digits?: string, magnitude?: string): End | null {
  if (digits === undefined) return null;
  if (signBefore && signAfter) return null;
  const sign = signBefore ?? signAfter;
  // A leading zero ("007", "0123") is an id or a phone number, not an amount.
  if (/^0\d/.test(digits)) return null;
  return {
    value: numberOf(digits),
    currency: currency ? CURRENCY[currency] : undefined,
    magnitude: magnitude ? MAGNITUDE[magnitude] : undefined,
    negative: sign !== undefined && sign !== "+",
    signed: sign !== undefined,
    digits,
  };
}

/** "2024": a four-digit integer between 1900 and 2100 with nothing to say it is an amount. */
const isYear = (end: End) => /^\d{4}$/.test(end.digits) && end.value >= 1900 && end.value <= 2100 && !end.currency && !end.magnitude && !end.signed;

/**
 * A value as a quantity, or null when it is not one. Read:
 * - qualifiers ("under", "about", "~") are dropped: "Under 3 hours" is 3 hours;
 * - durations, also in parts ("1 hour 40 minutes", "1h 40m"), in seconds of kind "duration";
 * - currency before or after the number ("$1.2M", "€300K", "₹2 Cr", "INR 2.9 crore", "300 EUR");
 * - magnitudes k, M/mn/million, B/bn, lakh, Cr/crore; "×" is "x" and "percent" is "%";
 * - a signed value ("-40%", "−12 ms", "+3") is read with its sign and marked `change`;
 * - a range ("30–40%", "30-40%", "2 to 3 weeks", "$1–2M") is read as its midpoint, the one figure
 *   that claims neither end; its ends must agree (currency, sign) and rise.
 * Never read: a year on its own ("2024", "2019–2024"), a version ("v2", "2.1.3"), a date
 * ("2024-01-15", "15/01/2024"), a phone number or id ("+1 555 123 4567", "555-1234", "0123"),
 * and anything with a digit after the unit. A European "10.000" is ten; "1,200" is always 1200.
 */
export function parseQuantity(text: string): Quantity | null {
  let rest = text
    .trim()
    .toLowerCase()
    .replace(/[\s\u00a0\u2007\u2009\u202f]+/g, " ")
    .replace(/×/g, "x")
    .replace(/\bper ?cent\b/g, "%");
  if (rest.length === 0 || rest.length > 60) return null;
  while (QUALIFIER.test(rest)) rest = rest.replace(QUALIFIER, "");

  if (PHONE.test(rest) && !SPACE_GROUPED.test(rest) && (rest.match(/\d/g)?.length ?? 0) >= 7) return null;

  // A duration, possibly in parts: "1 hour 40 minutes", "1h 40m".
  let seconds = 0;
  let parts = 0;
  let remaining = rest;
  for (let match = DURATION_PART.exec(remaining); match; match = DURATION_PART.exec(remaining)) {
    if (/^0\d/.test(match[1]!)) break;
    // After an hour, "m" is minutes (on its own it is a million).
    const unit = match[2] === "m" && parts > 0 ? 60 : SECONDS[match[2]!];
    if (unit === undefined) break;
    seconds += numberOf(match[1]!) * unit;
    parts++;
    remaining = remaining.slice(match[0].length);
  }
  if (parts > 0 && remaining.trim() === "") return finite({ value: seconds, kind: "duration" });

  const amount = AMOUNT.exec(rest);
  if (!amount) return null;
  const [, s1, c1, t1, d1, m1, endUnit, s2, c2, t2, d2, m2, tail] = amount;
  const low = endOf(s1, c1, t1, d1, m1);
  if (!low) return null;
  let unit = (tail ?? "").trim();
  let value: number;
  let end = low;
  const high = endOf(s2, c2, t2, d2, m2);
  if (d2 !== undefined) {
    if (!high) return null;
    if (low.currency && high.currency && low.currency !== high.currency) return null;
    if (low.signed !== high.signed || low.negative !== high.negative) return null;
    if (endUnit && !unit.startsWith(endUnit)) return null;
    if (isYear(low) || isYear(high)) return null;
    const lowValue = low.value * (low.magnitude ?? high.magnitude ?? 1);
    const highValue = high.value * (high.magnitude ?? low.magnitude ?? 1);
    if (!(highValue > lowValue)) return null;
    value = (lowValue + highValue) / 2;
    end = { ...low, currency: low.currency ?? high.currency, magnitude: low.magnitude ?? high.magnitude };
  } else {
    if (endUnit) unit = `${endUnit}${unit ? ` ${unit}` : ""}`;
    value = low.value * (low.magnitude ?? 1);
  }
  if (!UNIT.test(unit) || unit.length > 20) return null;
  if (d2 === undefined && unit === "" && isYear(low)) return null;
  // An ungrouped number of eight digits or more, with nothing after it, is an id or a phone number.
  if (unit === "" && !end.currency && !end.magnitude && /^\d{8,}$/.test(end.digits)) return null;

  let currency = end.currency;
  if (!currency && CURRENCY[unit] !== undefined) {
    currency = CURRENCY[unit];
    unit = "";
  }
  if (end.negative) value = -value;
  const signed = end.signed ? { change: true as const } : {};
  const perUnit = SECONDS[unit];
  if (!currency && perUnit !== undefined) return finite({ value: value * perUnit, kind: "duration", ...signed });
  return finite({ value, kind: currency ? `${currency} ${unit}`.trim() : unit, ...signed });
}

function finite(quantity: Quantity): Quantity | null {
  return Number.isFinite(quantity.value) ? quantity : null;
}

export type Change = {
  /** after ÷ before. */
  ratio: number;
  /** What the band prints: "−38%", "+46%", "18×". */
  figure: string;
  /** How strong the change is: the larger of ratio and 1/ratio, as a natural logarithm. */
  strength: number;
};

const MINUS = "\u2212";

function trimNumber(value: number, digits: number): string {
  return value.toFixed(digits).replace(/\.0+$/, "").replace(/(\.\d*?)0+$/, "$1");
}

/** The change from before to after, when both are quantities of one kind and it is a change at all. */
export function changeOf(before: string, after: string): Change | null {
  const a = parseQuantity(before);
  const b = parseQuantity(after);
  if (!a || !b || a.change || b.change || a.kind !== b.kind || a.value <= 0 || b.value < 0) return null;
  const ratio = b.value / a.value;
  if (ratio === 1) return null;
  // A change that rounds to nothing ("+0%", "−0%") is no result to show.
  if (ratio > 0.995 && ratio < 1.005) return null;
  // A fall to nothing counts as a hundredfold one for ranking.
  const strength = ratio === 0 ? Math.log(100) : Math.abs(Math.log(ratio));
  let figure: string;
  if (ratio >= 2) figure = `${ratio >= 10 ? Math.round(ratio).toLocaleString("en-US") : trimNumber(ratio, 1)}×`;
  else if (ratio > 1) figure = `+${Math.round((ratio - 1) * 100)}%`;
  else {
    const fall = (1 - ratio) * 100;
    figure = `${MINUS}${fall >= 99 && fall < 100 ? trimNumber(Math.floor(fall * 10) / 10, 1) : Math.round(fall)}%`;
  }
  return { ratio, figure, strength };
}

export type ResultRow = { caseStudyId: string; position: number; metric: string; beforeValue: string; afterValue: string };
export type RankedResult = ResultRow & Change;

/** A study's results with a figure, strongest first (ties: the order staff gave them). */
export function rankResults(rows: readonly ResultRow[]): RankedResult[] {
  return rows
    .flatMap((row) => {
      const change = changeOf(row.beforeValue, row.afterValue);
      return change ? [{ ...row, ...change }] : [];
    })
    .sort((x, y) => y.strength - x.strength || x.position - y.position);
}

/**
 * The band: the strongest result of each case study first (studies ordered by their best result),
 * then their second strongest, and so on, up to `limit`: the strongest numbers, from as many
 * clients as there are.
 */
export function strongestResults(rows: readonly ResultRow[], limit: number): RankedResult[] {
  const byStudy = new Map<string, ResultRow[]>();
  for (const row of rows) byStudy.set(row.caseStudyId, [...(byStudy.get(row.caseStudyId) ?? []), row]);
  const ranked = [...byStudy.values()].map(rankResults).filter((list) => list.length > 0);
  ranked.sort((x, y) => y[0]!.strength - x[0]!.strength || x[0]!.caseStudyId.localeCompare(y[0]!.caseStudyId));
  const picked: RankedResult[] = [];
  for (let round = 0; picked.length < limit && ranked.some((list) => list.length > round); round++) {
    for (const list of ranked) {
      if (picked.length >= limit) break;
      const row = list[round];
      if (row) picked.push(row);
    }
  }
  return picked;
}
