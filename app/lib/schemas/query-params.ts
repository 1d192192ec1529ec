/** A query string's known parameters, each its last value when repeated; other parameters are ignored. */
export function lastValues<K extends string>(searchParams: URLSearchParams, keys: readonly K[]): Partial<Record<K, string>> {
  const input: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const all = searchParams.getAll(key);
    if (all.length > 0) input[key] = all[all.length - 1]!;
  }
  return input;
}
