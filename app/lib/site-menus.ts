/**
 * The menus in components: the root loader's copy of the stored navigation (issue 26.4), or
 * today's menus where the root loader has no data (an error page above it, the build's prerender).
 */
import { useRouteLoaderData } from "react-router";
import { defaultMenus, menusForDisplay } from "./navigation.ts";
import type { SiteMenus } from "./schemas/navigation.ts";

export function useSiteMenus(): ReturnType<typeof menusForDisplay> {
  const data = useRouteLoaderData("root") as { menus?: SiteMenus } | undefined;
  return menusForDisplay(data?.menus ?? defaultMenus);
}
