/**
 * tailwind-merge for the islands' browser bundle (decisions 027 and 028): `scripts/build-browser.ts` points
 * the islands' `tailwind-merge` here. The real library is about 7 KB gzip, which pages with islands
 * cannot afford next to React (85 KB budget); this is the small merge the site used before (issue
 * 15): of two Tailwind classes that set the same thing under the same variants, the later wins.
 * The server and the admin use the real library. tests/unit/class-merge.test.ts runs every case
 * through both and expects the same classes, so an island's hydrated classes are the server's.
 */
const GROUPS: Array<[RegExp, string]> = [
  [/^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table|flow-root|list-item)$/, "display"],
  [/^(static|fixed|absolute|relative|sticky)$/, "position"],
  [/^(visible|invisible|collapse)$/, "visibility"],
  [/^p([xytrblse]?)-/, "p$1"],
  [/^m([xytrblse]?)-/, "m$1"],
  [/^(size|w|h|min-w|min-h|max-w|max-h)-/, "$1"],
  [/^text-(xs|sm|base|lg|\d?xl|\[[\d.]+(px|rem|em)\])(\/.*)?$/, "font-size"],
  // The theme's own sizes (extendTailwindMerge's `theme.text`) go first: see `extendTailwindMerge`.
  [/^text-(left|center|right|justify|start|end)$/, "text-align"],
  [/^text-(wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^text-(ellipsis|clip)$/, "text-overflow"],
  [/^text-/, "text-color"],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, "font-weight"],
  [/^font-/, "font-family"],
  [/^bg-/, "bg"],
  [/^border(-[xytrblse])?(-\d+)?$/, "border-w$1"],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, "border-style"],
  [/^border-/, "border-color"],
  [/^rounded(-(t|b|l|r|s|e|tl|tr|bl|br|ss|se|es|ee))?(-|$)/, "rounded$1"],
  [/^gap(-[xy])?-/, "gap$1"],
  [/^flex-(row|col)(-reverse)?$/, "flex-direction"],
  [/^flex-(wrap|nowrap|wrap-reverse)$/, "flex-wrap"],
  [/^flex-(1|auto|initial|none)$/, "flex"],
  [/^(grow|shrink)(-|$)/, "$1"],
  [/^(justify-items|justify-self|justify|items|self|content|place-items|place-content|place-self)-/, "$1"],
  [/^(grid-cols|grid-rows|col-span|row-span|col-start|col-end|order|basis|aspect|object)-/, "$1"],
  [/^(overflow(-[xy])?|overscroll|whitespace|break|cursor|opacity|z|leading|tracking|line-clamp|decoration|underline-offset)-/, "$1"],
  [/^(inset(-[xy])?|top|right|bottom|left|start|end)-/, "$1"],
  [/^shadow(-(none|xs|sm|md|lg|xl|2xl))?$/, "shadow"],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, "text-transform"],
  [/^(italic|not-italic)$/, "font-style"],
  [/^(underline|overline|line-through|no-underline)$/, "text-decoration"],
  [/^(truncate)$/, "text-overflow"],
];
/** Groups that a later class of the first group also overrides (p-4 after px-2, and so on). */
const COVERS: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  "border-w": ["border-w-x", "border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l", "border-w-s", "border-w-e"],
  rounded: ["rounded-t", "rounded-b", "rounded-l", "rounded-r", "rounded-s", "rounded-e", "rounded-tl", "rounded-tr", "rounded-bl", "rounded-br"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  overflow: ["overflow-x", "overflow-y"],
};

function groupOf(base: string, groups: Array<[RegExp, string]>): string | null {
  for (const [pattern, group] of groups) {
    const match = pattern.exec(base);
    if (match) return group.replace(/\$(\d)/g, (_, i: string) => match[Number(i)] ?? "");
  }
  return null;
}

function mergeClasses(classes: string, groups: Array<[RegExp, string]>): string {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    // Variants end at the last ':' outside brackets.
    let depth = 0;
    let split = -1;
    for (let j = 0; j < token.length; j++) {
      const c = token[j];
      if (c === "[" || c === "(") depth++;
      else if (c === "]" || c === ")") depth--;
      else if (c === ":" && depth === 0) split = j;
    }
    const variants = token.slice(0, split + 1);
    const base = token.slice(split + 1).replace(/^!/, "").replace(/!$/, "").replace(/^-/, "");
    const group = groupOf(base, groups);
    if (group === null) {
      if (!kept.includes(token)) kept.push(token);
      continue;
    }
    const key = `${variants}|${group}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const covered of COVERS[group] ?? []) taken.add(`${variants}|${covered}`);
    kept.push(token);
  }
  return kept.reverse().join(" ");
}

type MergeConfig = { extend?: { theme?: { text?: string[]; spacing?: string[] } } };

/** The same signature as tailwind-merge's: the theme's own font sizes join the font-size group. */
export function extendTailwindMerge(config: MergeConfig = {}): (classes: string) => string {
  const sizes = config.extend?.theme?.text ?? [];
  const groups: Array<[RegExp, string]> = sizes.length ? [[new RegExp(`^text-(${sizes.join("|")})(\\/.*)?$`), "font-size"], ...GROUPS] : GROUPS;
  return (classes) => mergeClasses(classes, groups);
}

export const twMerge = extendTailwindMerge();
