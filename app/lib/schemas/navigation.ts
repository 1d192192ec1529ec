/**
 * The site's menus as data (issue 26.4, decision 031): the header's links, the Products menu, its
 * closing links and the footer's columns. Staff edit them at /admin-dashboard/navigation; the form
 * and the server parse with this schema, and the stored JSON (site_settings key "navigation") is
 * read back through it too, so a value typed into psql can never break a page.
 *
 * Depth is at most two: a menu holds groups (a column of the Products menu or the footer), a group
 * holds items. In the Products menu an item without a link is the heading of the items after it.
 */
import { isStorableText } from "./fields.ts";
import { z } from "./zod.ts";

export const NAV_LIMITS = {
  label: 60,
  title: 40,
  description: 140,
  href: 500,
  header: 8,
  productsMore: 4,
  productGroups: 6,
  footerGroups: 6,
  groupItems: 30,
  footerItems: 12,
} as const;

/**
 * Why `href` cannot be a menu link, or null: a path of this site ("/about", "/services#ai"), an
 * http(s) address, a mailto: or a tel: link. Nothing else (no javascript:, no data:, no //host).
 */
export function hrefProblem(href: string): string | null {
  if (/[\s<>"\\^`{|}]/.test(href) || /[\u0000-\u001f\u007f]/.test(href)) return "Link must not contain spaces or control characters";
  if (href.startsWith("/")) return href.startsWith("//") ? "Link must be a path of this site (one / at the start), or a full address" : null;
  if (/^https?:\/\//i.test(href)) {
    try {
      const url = new URL(href);
      return url.hostname && !url.username && !url.password ? null : "Link must be an address such as https://example.com";
    } catch {
      return "Link must be an address such as https://example.com";
    }
  }
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(href)) return null;
  if (/^tel:\+?[0-9()-]{3,30}$/i.test(href)) return null;
  return "Link must start with /, https://, http://, mailto: or tel:";
}

const text = (label: string) => z.string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) });

const requiredText = (label: string, max: number) =>
  text(label)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isStorableText, { message: `${label} contains a character that is not allowed`, abort: true });

/** Blank (absent, empty or null as stored) means none. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isStorableText, { message: `${label} contains a character that is not allowed`, abort: true })
    .nullish()
    .transform((value) => value || null);

const checkHref = (value: string | null, ctx: z.RefinementCtx) => {
  const problem = value ? hrefProblem(value) : null;
  if (problem) ctx.addIssue({ code: "custom", message: problem });
};
const requiredHref = () => requiredText("Link", NAV_LIMITS.href).superRefine(checkHref);
const optionalHref = () => optionalText("Link", NAV_LIMITS.href).superRefine(checkHref);

const list = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z
    .array(item, { error: `${what} must be a list` })
    .max(max, `At most ${max} ${what}`)
    .nullish()
    .transform((items) => items ?? []);

/** A link of a menu: its words, where it goes, and (in the Products menu) a line under it. */
const linkItem = z.object({
  label: requiredText("Label", NAV_LIMITS.label),
  href: requiredHref(),
  description: optionalText("Description", NAV_LIMITS.description),
}, { error: "A link must have a label and a link" });

/** An item of a Products menu column: a link, or (without a link) the heading of the links after it. */
const columnItem = z.object({
  label: requiredText("Label", NAV_LIMITS.label),
  href: optionalHref(),
  description: optionalText("Description", NAV_LIMITS.description),
}, { error: "An item must have a label" });

const productGroup = z.object({
  title: requiredText("Column title", NAV_LIMITS.title),
  /** The column's own page (a product), shown first with the description. */
  href: optionalHref(),
  description: optionalText("Description", NAV_LIMITS.description),
  items: list(columnItem, NAV_LIMITS.groupItems, "items in a column"),
}, { error: "A column must have a title and items" });

const footerGroup = z.object({
  title: requiredText("Column title", NAV_LIMITS.title),
  items: list(linkItem, NAV_LIMITS.footerItems, "links in a footer column"),
}, { error: "A column must have a title and links" });

export const SiteMenusSchema = z.object({
  header: list(linkItem, NAV_LIMITS.header, "header links"),
  products: list(productGroup, NAV_LIMITS.productGroups, "Products menu columns"),
  productsMore: list(linkItem, NAV_LIMITS.productsMore, "closing links of the Products menu"),
  footer: list(footerGroup, NAV_LIMITS.footerGroups, "footer columns"),
}, { error: "The menus could not be read" });

export type SiteMenus = z.output<typeof SiteMenusSchema>;
export type MenuLinkItem = SiteMenus["header"][number];
export type ProductGroup = SiteMenus["products"][number];
export type ColumnItem = ProductGroup["items"][number];
export type FooterGroup = SiteMenus["footer"][number];
