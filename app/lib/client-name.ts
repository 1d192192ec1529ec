/**
 * An anonymised client label from a case-study title: "Cloud Migration for a Mid-Sized Private
 * Bank" → "Private Bank". Size words go, the sector stays, so no real client can be recognised.
 * The generated monograms (scripts/art) and the proof band (issue 17.3) both name clients this way.
 */
export function clientNameFromTitle(title: string): string {
  const match = /\bfor (?:an? |the )?(.+)$/i.exec(title);
  const tail = (match?.[1] ?? title).replace(/\b(mid-sized|large|small|leading|national|regional|global)\b\s*/gi, "").trim();
  return tail.replace(/\b\w/g, (c) => c.toUpperCase());
}
