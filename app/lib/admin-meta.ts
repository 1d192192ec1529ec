import type { MetaDescriptor } from "react-router";
import { seo } from "./seo";

/** `meta` for an admin page: its title, never indexed. */
export function adminMeta(title: string, path: string): MetaDescriptor[] {
  return seo({ title: `${title} | Admin`, description: "Iratech site administration.", path, noindex: true });
}

/** Admin answers are never stored by browsers or proxies and never indexed. */
export const ADMIN_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;
