/**
 * The company's facts in components: the root loader's copy of the site settings (issue 14.8),
 * or the defaults where the root loader has no data (an error page above it).
 */
import { useRouteLoaderData } from "react-router";
import { companyDefaults, type CompanySettings } from "./company.ts";

export function useSiteSettings(): CompanySettings {
  const data = useRouteLoaderData("root") as { site?: CompanySettings } | undefined;
  return data?.site ?? companyDefaults;
}

/** The settings from a `meta` function's matches (the root route's data), or the defaults. */
export function siteSettingsOf(matches: readonly ({ id: string; loaderData?: unknown; data?: unknown } | undefined)[] | undefined): CompanySettings {
  const root = matches?.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as { site?: CompanySettings } | undefined;
  return data?.site ?? companyDefaults;
}
