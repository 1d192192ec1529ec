import { Download } from "lucide-react";
import { NavLink } from "react-router";
import { inboxNav } from "~/lib/paths";
import { cn } from "~/lib/utils";


/** The Inbox tab's sections: links (each its own URL), so they work without JavaScript. */
export function InboxNav() {
  return (
    <nav aria-label="Inbox sections" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {inboxNav.map((section) => (
          <li key={section.href}>
            <NavLink
              to={section.href}
              end
              className={({ isActive }) =>
                cn(
                  "inline-block rounded-md px-3 py-1.5 text-sm font-medium",
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

/** A plain link to a CSV download (a document request, so the browser saves the file). */
export function CsvLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex h-9 items-center gap-2 rounded-md border border-input bg-background px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Download className="size-4" aria-hidden="true" />
      {children}
    </a>
  );
}

/** UTC and fixed format, so the server's and the browser's rendering agree. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : "";
}

const badgeStyles: Record<string, string> = {
  new: "border-primary/40 bg-primary/10 text-primary",
  pending: "border-primary/40 bg-primary/10 text-primary",
  handled: "border-border bg-muted text-muted-foreground",
  sent: "border-success/40 bg-success/10 text-success",
  confirmed: "border-success/40 bg-success/10 text-success",
  spam: "border-destructive/40 bg-destructive/10 text-destructive",
  failed: "border-destructive/40 bg-destructive/10 text-destructive",
  unsubscribed: "border-border bg-muted text-muted-foreground",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={cn("inline-flex rounded-full border px-2 py-0.5 text-xs font-medium", badgeStyles[status] ?? badgeStyles.handled)}>
      {status}
    </span>
  );
}
