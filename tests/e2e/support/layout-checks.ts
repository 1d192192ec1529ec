/**
 * Layout checks that run in the page (pass them to `page.evaluate`): they must stay
 * self-contained functions, with nothing from outside their own body.
 */

/**
 * Runs in the page: the visible controls smaller than 24 by 24 CSS px that no exception of WCAG 2.5.8
 * covers. Inline: a link inside a line of other text. Spacing: a 24 px circle on its centre meets no
 * other control, nor the circle of another small one.
 */
export function smallTargets(): string[] {
  const MIN = 24;
  const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    // Clipped away (a skip link until it is focused) is not visible either.
    const clipped = style.clip !== "auto" || style.clipPath !== "none";
    return box.width > 0 && box.height > 0 && !clipped && style.visibility !== "hidden" && !el.closest("[inert], [aria-hidden='true']") && el.checkVisibility({ opacityProperty: true });
  };
  // Nested controls (a link inside a summary) count once, as the outer one.
  const targets = [...document.querySelectorAll(selector)].filter((el) => visible(el) && !el.parentElement?.closest(selector));
  const boxes = targets.map((el) => el.getBoundingClientRect());
  const small = (box: DOMRect) => box.width < MIN - 0.5 || box.height < MIN - 0.5;
  const inSentence = (el: Element) => {
    if (getComputedStyle(el).display !== "inline") return false;
    const block = el.parentElement?.closest("p, li, dd, td, th, figcaption, blockquote, label, span, div");
    const text = (block?.textContent ?? "").replace(el.textContent ?? "", "").trim();
    return /[A-Za-z]{2,}/.test(text);
  };
  const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
    Math.hypot(Math.max(box.left - point.x, 0, point.x - box.right), Math.max(box.top - point.y, 0, point.y - box.bottom));
  const found: string[] = [];
  targets.forEach((el, index) => {
    const box = boxes[index]!;
    if (!small(box) || inSentence(el)) return;
    // A native control the page has not restyled is the user agent's (an exception too).
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio") && getComputedStyle(el).appearance !== "none") return;
    const c = centre(box);
    const crowded = boxes.some((other, j) => {
      if (j === index) return false;
      if (small(other)) {
        const o = centre(other);
        return Math.hypot(o.x - c.x, o.y - c.y) < MIN;
      }
      return distanceToBox(c, other) < MIN / 2;
    });
    if (crowded) {
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? el.tagName).trim().slice(0, 40);
      found.push(`${el.tagName.toLowerCase()} "${name}" is ${Math.round(box.width)}×${Math.round(box.height)} px and crowded`);
    }
  });
  return found;
}

/**
 * Runs in the page: words broken across two lines (a word of letters whose own box is on two lines:
 * `overflow-wrap: anywhere` or `word-break` cutting it because its box is too narrow). Long
 * addresses and e-mails (with "/", "@" or "." in them) may wrap anywhere on purpose and are not
 * words here; hyphenated words may break at their hyphen.
 */
export function brokenWords(): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || !parent.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
    if (parent.closest("script, style, [aria-hidden='true'], .sr-only, input, textarea, [contenteditable='true']")) continue;
    const text = node.textContent;
    for (const match of text.matchAll(/[^\s]+/g)) {
      const token = match[0];
      if (/[/@.:_]/.test(token)) continue;
      // Each run of letters of the token: a break inside one is a broken word.
      for (const word of token.matchAll(/\p{L}{2,}/gu)) {
        const start = match.index + word.index;
        range.setStart(node, start);
        range.setEnd(node, start + word[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) found.push(`"${word[0]}" in "${text.trim().slice(0, 50)}" is broken across lines`);
      }
    }
  }
  return found;
}
