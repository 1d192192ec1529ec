/**
 * The numbers of the proof band (issue 17.3), worked out from the results rows of the case studies
 * (`case_study_results`: metric, before, after as staff typed them). A value is read as a quantity
 * ("3 weeks", "1 hour 40 minutes", "INR 2.9 crore", "61%", "14,000"); when before and after are
 * quantities of the same kind, the change is a figure ("−99.6%", "18×", "+46%") and its strength
 * (how many times larger or smaller) ranks it. Text that is not a quantity ("Next business day")
 * still shows on the case study; it just never makes the band.
 */

export type Quantity = { value: number; kind: string };

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
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  crore: 1e7,
  crores: 1e7,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

const CURRENCY: Record<string, string> = { "$": "usd", usd: "usd", "€": "eur", eur: "eur", "£": "gbp", gbp: "gbp", "₹": "inr", inr: "inr", rs: "inr", "rs.": "inr" };

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const DURATION_PART = new RegExp(String.raw`^${NUMBER}\s*([a-z]+)\s*(?:,|and)?\s*`);
const AMOUNT = new RegExp(String.raw`^(\$|€|£|₹|usd|eur|gbp|inr|rs\.?)?\s*${NUMBER}\s*([a-z]+)?\s*(.*)$`);

/** A value as a quantity with its kind ("duration", "usd", "%", "bps", "" for a count), or null. */
export function parseQuantity(text: string): Quantity | null {
  let rest = text.trim().toLowerCase().replace(/\s+/g, " ");
  if (rest.length === 0 || rest.length > 60) return null;
  while (QUALIFIER.test(rest)) rest = rest.replace(QUALIFIER, "");

  // A duration, possibly in parts: "1 hour 40 minutes".
  let seconds = 0;
  let parts = 0;
  let remaining = rest;
  for (let match = DURATION_PART.exec(remaining); match; match = DURATION_PART.exec(remaining)) {
    const unit = SECONDS[match[2]!];
    if (unit === undefined) break;
    seconds += Number(match[1]!.replace(/,/g, "")) * unit;
    parts++;
    remaining = remaining.slice(match[0].length);
  }
  if (parts > 0 && remaining.trim() === "") return { value: seconds, kind: "duration" };

  const amount = AMOUNT.exec(rest);
  if (!amount) return null;
  const [, currencyWord, digits, word, tail] = amount;
  let value = Number(digits!.replace(/,/g, ""));
  let unit = [word ?? "", tail ?? ""].join(" ").trim();
  const magnitude = word ? MAGNITUDE[word] : undefined;
  if (magnitude !== undefined) {
    value *= magnitude;
    unit = (tail ?? "").trim();
  }
  const currency = currencyWord ? CURRENCY[currencyWord] : undefined;
  if (!Number.isFinite(value)) return null;
  if (unit.length > 20) return null;
  return { value, kind: currency ? `${currency} ${unit}`.trim() : unit };
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
  if (!a || !b || a.kind !== b.kind || a.value <= 0 || b.value < 0) return null;
  const ratio = b.value / a.value;
  if (ratio === 1) return null;
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
