/** The navigation form as the admin's editor posts it (app/components/admin/navigation-editor.tsx). */
import type { SiteMenus } from "#app/lib/schemas/navigation.ts";

export function menusEntries(menus: SiteMenus): [string, string][] {
  const entries: [string, string][] = [];
  const item = (path: string, it: { label: string; href: string | null; description?: string | null }) => {
    entries.push([`${path}.label`, it.label], [`${path}.href`, it.href ?? ""]);
    if (it.description) entries.push([`${path}.description`, it.description]);
  };
  menus.header.forEach((it, i) => item(`header[${i}]`, it));
  menus.products.forEach((group, g) => {
    entries.push([`products[${g}].title`, group.title], [`products[${g}].href`, group.href ?? ""], [`products[${g}].description`, group.description ?? ""]);
    group.items.forEach((it, i) => item(`products[${g}].items[${i}]`, it));
  });
  menus.productsMore.forEach((it, i) => item(`productsMore[${i}]`, it));
  menus.footer.forEach((group, g) => {
    entries.push([`footer[${g}].title`, group.title]);
    group.items.forEach((it, i) => item(`footer[${g}].items[${i}]`, it));
  });
  return entries;
}

export function menusBody(menus: SiteMenus): URLSearchParams {
  return new URLSearchParams(menusEntries(menus));
}
