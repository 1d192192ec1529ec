/**
 * List fields travel as numbered names (tags[0], results[1].metric). Conform builds an array as
 * long as the largest number it is given, so a single field named tags[100000000] would make the
 * server walk, validate and send back an array of a hundred million empty places: seconds of CPU
 * for one small request, and a reply too large to write. A form of ours numbers its items 0, 1,
 * 2...; whatever a request says, the numbers are made dense again, in their order, before parsing.
 */
const INDEX = /\[(\d+)\]/g;

/** Where the `depth`-th list index of a name stands, if it has that many. */
function indexAt(name: string, depth: number): { start: number; end: number; index: bigint } | null {
  let seen = 0;
  for (const match of name.matchAll(INDEX)) {
    if (seen++ === depth) return { start: match.index, end: match.index + match[0].length, index: BigInt(match[1]!) };
  }
  return null;
}

/** The same form with every list's indices renumbered 0, 1, 2... in their order (nested lists too). */
export function compactListIndices(form: FormData): FormData {
  let entries = [...form.entries()];
  if (!entries.some(([name]) => name.includes("["))) return form;
  for (let depth = 0; ; depth++) {
    const spots = entries.map(([name]) => indexAt(name, depth));
    if (spots.every((spot) => spot === null)) break;
    // One list is everything before its index (outer indices already renumbered).
    const lists = new Map<string, bigint[]>();
    entries.forEach(([name], i) => {
      const spot = spots[i];
      if (!spot) return;
      const list = name.slice(0, spot.start);
      const indices = lists.get(list);
      if (indices) indices.push(spot.index);
      else lists.set(list, [spot.index]);
    });
    const ranks = new Map<string, Map<bigint, number>>();
    for (const [list, indices] of lists) {
      const distinct = [...new Set(indices)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      ranks.set(list, new Map(distinct.map((index, rank) => [index, rank])));
    }
    entries = entries.map(([name, value], i) => {
      const spot = spots[i];
      if (!spot) return [name, value];
      const list = name.slice(0, spot.start);
      return [`${list}[${ranks.get(list)!.get(spot.index)}]${name.slice(spot.end)}`, value];
    });
  }
  const compacted = new FormData();
  for (const [name, value] of entries) compacted.append(name, value);
  return compacted;
}
