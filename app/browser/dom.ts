/** The few DOM helpers the site script's modules share. */

export const $ = <T extends Element = HTMLElement>(selector: string, scope: ParentNode = document) => scope.querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(selector: string, scope: ParentNode = document) => [...scope.querySelectorAll<T>(selector)];

/** The nearest element matching `selector` from an event's target (null when the target is no element). */
export const closest = <T extends Element = HTMLElement>(selector: string, target: EventTarget | null) =>
  target instanceof Element ? target.closest<T>(selector) : null;

/**
 * Arrow keys (Left and Right too when `sideways`: a row of tabs), Home and End move the focus
 * among `items`, wrapping around. Answers the item reached, or null when the key was none of those.
 * The menus, the FAQ and the tabs all move their focus through this.
 */
export function moveFocus(event: KeyboardEvent, items: HTMLElement[], sideways = false): HTMLElement | null {
  const at = items.indexOf(event.target as HTMLElement);
  const keys: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 };
  if (sideways) Object.assign(keys, { ArrowRight: at + 1, ArrowLeft: at - 1 });
  const next = keys[event.key];
  if (next === undefined || items.length === 0) return null;
  event.preventDefault();
  const reached = items[(next + items.length) % items.length]!;
  reached.focus();
  return reached;
}

/** Smooth scrolling unless the visitor asked for reduced motion. */
export const scrollBehavior = (): ScrollBehavior => (matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth");
