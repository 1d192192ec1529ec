/** The dashboard's tabs, in display order; the first is the default at /admin-dashboard. */
export type AdminTab = { label: string; href: string };

export const adminTabs: readonly AdminTab[] = [
  { label: "Case Studies", href: "/admin-dashboard" },
  { label: "Blog Posts", href: "/admin-dashboard/blog" },
  { label: "Signups", href: "/admin-dashboard/signups" },
  { label: "Inbox", href: "/admin-dashboard/inbox" },
  { label: "Audit Log", href: "/admin-dashboard/audit" },
];

/** The tab a dashboard path belongs to: the longest href that is the path or a parent of it. */
export function activeAdminTab(pathname: string): AdminTab {
  const path = pathname.replace(/\/+$/, "") || "/";
  let best = adminTabs[0]!;
  for (const tab of adminTabs) {
    if ((path === tab.href || path.startsWith(`${tab.href}/`)) && tab.href.length > best.href.length) best = tab;
  }
  return best;
}
