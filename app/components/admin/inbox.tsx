import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { AdminSection, CsvLink } from "#app/components/admin/admin-section.tsx";
import { useAuth } from "#app/components/admin/auth-provider.tsx";
import { inboxNav, navFor } from "#app/lib/paths.ts";
import { cn } from "#app/lib/utils.ts";

/** A page of the Inbox tab: its heading and counts, its CSV export, the section links, the content. */
export function InboxSection({
  title,
  description,
  csv,
  children,
}: {
  title: string;
  description: ReactNode;
  csv?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <AdminSection title={title} description={description} actions={csv ? <CsvLink href={csv.href}>{csv.label}</CsvLink> : null}>
      <InboxNav />
      {children}
    </AdminSection>
  );
}

/** The Inbox tab's sections: links (each its own URL), so they work without JavaScript. */
function InboxNav() {
  const { user } = useAuth();
  return (
    <nav aria-label="Inbox sections">
      <ul className="flex flex-wrap gap-2">
        {navFor(inboxNav, user?.role).map((section) => (
          <li key={section.href}>
            <NavLink
              to={section.href}
              end
              className={({ isActive }) =>
                cn(
                  "inline-block rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  isActive ? "bg-primary text-primary-foreground" : "bg-muted text-foreground hover:bg-muted/70",
                )
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
