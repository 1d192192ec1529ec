/**
 * The data-* attributes (and ids) that the server's components write and the site script
 * (app/browser) reads: one list both sides import, so that renaming one is a type error on both
 * sides instead of a behaviour that silently stops. app.css names some of them too (its selectors
 * cannot import this; search for the attribute when renaming one).
 */
export const ATTR = {
  /** <body>: React Router hydrates this page as a whole (the admin's previews). */
  framework: "data-framework",
  /** Radix-style open/closed, active/inactive state on accordion and tab parts. */
  state: "data-state",
  /** The header: "true" once the page has scrolled past 10 px. */
  scrolled: "data-scrolled",
  /** The desktop Products menu item (its button is the first child) and its panel. */
  hoverMenu: "data-hover-menu",
  hoverMenuPanel: "data-hover-menu-panel",
  /** The mobile menu's <details>. */
  mobileMenu: "data-mobile-menu",
  /** The theme menu's button, and its items (value: light, dark or system; label as shown). */
  themeTrigger: "data-theme-trigger",
  themeValue: "data-theme-value",
  themeLabel: "data-theme-label",
  /** The FAQ: the accordion, an item, an item's button. */
  accordion: "data-accordion",
  accordionItem: "data-accordion-item",
  accordionTrigger: "data-accordion-trigger",
  /** The share bar, its copy button (value: the address), "Copied!" state, status line, share-sheet button and its data. */
  shareBar: "data-share-bar",
  shareCopy: "data-share-copy",
  copied: "data-copied",
  /** What the status line says once copied (default: "Link copied to the clipboard"). */
  copiedStatus: "data-copied-status",
  shareStatus: "data-share-status",
  shareNative: "data-share-native",
  shareUrl: "data-share-url",
  shareTitle: "data-share-title",
  shareText: "data-share-text",
  /** A third party's frame in a <template>, shown in place of the placeholder on request. */
  facade: "data-facade",
  facadePlaceholder: "data-facade-placeholder",
  facadeShow: "data-facade-show",
  /** A same-page link whose target also takes the focus. */
  scrollFocus: "data-scroll-focus",
  /** A page that scrolls to its hash's section once laid out (/products). */
  hashScroll: "data-hash-scroll",
  /** A plain form whose button (marked with the label to show) says it is on its way. */
  busy: "data-busy",
  busyLabel: "data-busy-label",
  /** A read-only field selected whole when focused (a link to copy). */
  selectOnFocus: "data-select-on-focus",
} as const;

export type DataAttr = (typeof ATTR)[keyof typeof ATTR];

/** The theme menu's popover id (its button names it in `popovertarget`). */
export const THEME_MENU_ID = "theme-menu";

/** `[data-x]`, or `[data-x="value"]`. */
export function attrSelector(name: DataAttr, value?: string): string {
  return value === undefined ? `[${name}]` : `[${name}="${value}"]`;
}

/** JSX props setting one of these attributes: `<li {...dataAttr(ATTR.hoverMenu)}>`. */
export function dataAttr<N extends DataAttr>(name: N, value = ""): Record<N, string> {
  return { [name]: value } as Record<N, string>;
}
