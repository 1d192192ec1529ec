import { ChevronRight, LogOut, Menu, X } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, isRouteErrorResponse, Link, Outlet, useLoaderData, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/dashboard-layout";
import { AdminSearch } from "#app/components/admin/admin-search.tsx";
import { AuthCheckingIndicator, AuthProvider, SIGN_OUT_ACTION, useAuth, type AuthSession, type AuthUser } from "#app/components/admin/auth-provider.tsx";
import { Logo } from "#app/components/logo.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ADMIN_HEADERS, adminMeta } from "#app/lib/admin-meta.ts";
import { activeNavItem, adminHomeNav, adminNav, adminNavGroups, adminPaths, navFor, navGroupsFor, paths, type AdminNavGroup, type AdminNavItem } from "#app/lib/paths.ts";
import { FORBIDDEN_MESSAGE, roleLabels } from "#app/lib/roles.ts";
import { cn } from "#app/lib/utils.ts";
import { mustEnrolTwoFactor, sessionInfo } from "#app/services/auth.server.ts";
import { requireStaffSession } from "#app/routes/_shared/require-staff.server.ts";
import { answerHeaders } from "#app/lib/http.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const { staff, session } = await requireStaffSession(request, "dashboard");
  // While two-factor sign-in is required and not yet set up, only its page opens: no tabs to lead elsewhere.
  return { user: staff, session: sessionInfo(session), mustEnrol: await mustEnrolTwoFactor(session) };
}

// Child routes without a `headers` export inherit these: whatever a child's meta says, no admin
// page is stored or indexed.
export const headers = answerHeaders(ADMIN_HEADERS);

export function meta(): Route.MetaDescriptors {
  return adminMeta("Admin Dashboard", adminPaths.dashboard);
}

export default function DashboardLayout() {
  const { user, session, mustEnrol } = useLoaderData<typeof loader>();
  return (
    <DashboardShell user={user} session={session} tabs={!mustEnrol}>
      <Outlet />
    </DashboardShell>
  );
}

/**
 * A dashboard page that failed (a record that does not exist, a database that does not answer)
 * keeps the header and tabs, so the admin can go on from there. The message is ours: a 404's text
 * is what our loaders wrote ("Blog post not found"), anything else stays in the server's log.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/admin/dashboard-layout");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const message = forbidden
    ? FORBIDDEN_MESSAGE
    : notFound && typeof error.data === "string"
      ? error.data
      : notFound
        ? "Page not found"
        : "Something went wrong. Please try again.";
  const body = (
    <div role="alert" className="rounded-xl border bg-card px-6 py-12 text-center">
      <h2 className="text-xl font-semibold">{message}</h2>
      <Link to={adminPaths.dashboard} className="mt-4 inline-block font-medium text-primary underline underline-offset-4">
        Back to the dashboard
      </Link>
    </div>
  );
  if (!data) return <main className="mx-auto max-w-6xl px-4 py-16">{body}</main>;
  return (
    <DashboardShell user={data.user} session={data.session} tabs={!data.mustEnrol}>
      {body}
    </DashboardShell>
  );
}

const MENU_ID = "admin-menu";

/**
 * The admin's frame (issue 28): a sidebar of sections grouped by what they are about, the brand and
 * the signed-in person, the page using the full width beside it. On a phone the sidebar is a
 * native popover opened by the Menu button (no script needed to open it; Escape or a tap outside
 * closes it, and focus goes back to the button); at desk width the same element is a plain sidebar.
 */
function DashboardShell({ user, session, tabs = true, children }: { user: AuthUser; session: AuthSession; tabs?: boolean; children: ReactNode }) {
  return (
    <AuthProvider user={user} session={session}>
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
        {/* Not sticky: an editor's save bar is what stays in view on a phone. */}
        <header className="flex items-center justify-between gap-3 border-b bg-card px-4 py-3 lg:hidden">
          <Logo to={adminPaths.dashboard} admin />
          <Button variant="outline" popoverTarget={MENU_ID} aria-controls={MENU_ID} aria-haspopup="true">
            <Menu aria-hidden="true" />
            Menu
          </Button>
        </header>
        <Sidebar tabs={tabs} />
        <main id="admin-main" tabIndex={-1} className="min-w-0 outline-none">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b px-4 py-3 sm:px-6 lg:px-8 max-lg:border-0 max-lg:pb-0">
            <h1 className="max-lg:sr-only text-lg font-semibold">Admin Dashboard</h1>
            <div className="flex items-center gap-3 max-lg:w-full max-lg:justify-between">
              {tabs ? <AdminSearch /> : null}
              <AuthStatus />
            </div>
          </div>
          <div className="px-4 pb-16 pt-6 sm:px-6 lg:px-8">{children}</div>
        </main>
      </div>
    </AuthProvider>
  );
}

function AuthStatus() {
  const { loading } = useAuth();
  return loading ? <AuthCheckingIndicator /> : null;
}

function Sidebar({ tabs }: { tabs: boolean }) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLElement>(null);
  // A link followed inside the menu closes it (a client navigation keeps the popover open otherwise).
  useEffect(() => {
    const menu = ref.current;
    if (menu?.matches(":popover-open")) menu.hidePopover();
  }, [pathname]);
  useEffect(() => {
    const menu = ref.current;
    if (!menu) return;
    // Opened: focus its first control, so the keyboard starts inside the menu.
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") menu.querySelector<HTMLElement>("[data-menu-close]")?.focus();
    };
    // Widened to a desk while open: the sidebar is shown anyway, so the popover closes.
    const wide = window.matchMedia("(min-width: 64rem)");
    const onWide = () => {
      if (wide.matches && menu.matches(":popover-open")) menu.hidePopover();
    };
    menu.addEventListener("toggle", onToggle);
    wide.addEventListener("change", onWide);
    return () => {
      menu.removeEventListener("toggle", onToggle);
      wide.removeEventListener("change", onWide);
    };
  }, []);
  return (
    <aside
      ref={ref}
      id={MENU_ID}
      popover="auto"
      aria-label="Admin menu"
      className={cn(
        // A phone: a sheet from the left, over a dimmed page.
        "fixed inset-y-0 left-0 right-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] flex-col overflow-y-auto bg-card p-0 text-card-foreground shadow-xl [border-width:0_1px_0_0] backdrop:bg-black/50 open:flex",
        // A desk: the same element, always shown, in the grid's first column.
        "lg:sticky lg:top-0 lg:flex lg:w-auto lg:max-w-none lg:shadow-none",
      )}
    >
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3 lg:py-4">
        <Logo to={adminPaths.dashboard} admin />
        <Button variant="ghost" size="icon" popoverTarget={MENU_ID} popoverTargetAction="hide" data-menu-close aria-label="Close menu" className="lg:hidden">
          <X aria-hidden="true" />
        </Button>
      </div>
      {tabs ? <DashboardNav pathname={pathname} /> : <div className="flex-1" />}
      <PersonBlock />
    </aside>
  );
}

/** The signed-in person by the name they gave (the e-mail when they gave none), and their links. */
function PersonBlock() {
  const { user, loading } = useAuth();
  const name = user?.name?.trim() || user?.email;
  return (
    <div className="grid gap-3 border-t px-4 py-4">
      <p className="text-sm">
        <span className="text-muted-foreground">Welcome, </span>
        <span className="font-medium text-foreground [overflow-wrap:anywhere]">{name}</span>
        {user?.role ? <span className="text-muted-foreground"> ({roleLabels[user.role]})</span> : null}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link to={adminPaths.account} className="inline-flex min-h-6 items-center text-sm font-medium text-primary underline-offset-4 hover:underline">
          Your account
        </Link>
        <Link to={paths.home} className="inline-flex min-h-6 items-center text-sm font-medium text-primary underline-offset-4 hover:underline">
          View site
        </Link>
      </div>
      {/* A plain POST form: signing out works without JavaScript too. */}
      <Form method="post" action={SIGN_OUT_ACTION} replace>
        <Button type="submit" variant="outline" size="sm" disabled={loading} className="w-full">
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </Form>
    </div>
  );
}

/** Where this browser keeps the sidebar groups its person opened or closed (a JSON list of open groups). */
const NAV_OPEN_KEY = "iratech-admin-nav-open";

/** The stored open groups, or null when there are none (or they are not a list of group names). */
function storedOpenGroups(): AdminNavGroup[] | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(NAV_OPEN_KEY) ?? "null");
    if (!Array.isArray(value)) return null;
    return adminNavGroups.filter((group) => value.includes(group));
  } catch {
    return null;
  }
}

/**
 * The sections in four groups (Content, Audience, Site, Team) that open and close (issue 28), so
 * that the sidebar fits a 1440×900 screen instead of scrolling: native <details>, so the keyboard
 * (Tab, Enter, Space) and a page without JavaScript work as with any disclosure. The current
 * section's group is open; the groups the person opens or closes stay so in this browser (the
 * first render, on the server, shows the current group and the first one on a page of no group).
 */
function DashboardNav({ pathname }: { pathname: string }) {
  const { user } = useAuth();
  const groups = navGroupsFor(adminNav, user?.role);
  const active = activeNavItem([adminHomeNav, ...navFor(adminNav, user?.role)], pathname);
  // The account pages (and two-factor under them) are no section's: none is marked current there.
  const onAccount = `${pathname.replace(/\/+$/, "")}/`.startsWith(`${adminPaths.account}/`);
  const currentGroup = onAccount ? undefined : active.group;
  const [open, setOpen] = useState<ReadonlySet<AdminNavGroup>>(() => new Set([currentGroup ?? groups[0]?.group ?? "Content"]));
  // Once live: the groups left open in this browser, and the current one.
  useEffect(() => {
    const stored = storedOpenGroups();
    if (stored) setOpen(new Set(currentGroup ? [...stored, currentGroup] : stored));
    // Only on the first render: later the state is what the person does here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A section reached from elsewhere (the search, a link on a page) opens its group.
  useEffect(() => {
    if (currentGroup) setOpen((before) => (before.has(currentGroup) ? before : new Set([...before, currentGroup])));
  }, [currentGroup]);
  const toggle = (group: AdminNavGroup) => {
    setOpen((before) => {
      const next = new Set(before);
      if (!next.delete(group)) next.add(group);
      try {
        window.localStorage.setItem(NAV_OPEN_KEY, JSON.stringify([...next]));
      } catch {
        // Storage refused (private mode, full): the choice lasts until the page is reloaded.
      }
      return next;
    });
  };
  const link = (item: AdminNavItem) => {
    const current = item.href === active.href && !onAccount;
    return (
      <li key={item.href}>
        <Link
          to={item.href}
          aria-current={current ? "page" : undefined}
          className={cn(
            "block rounded-md px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring",
            current ? "bg-primary/10 text-foreground" : "text-muted-foreground hover:bg-muted hover:text-foreground",
          )}
        >
          {item.label}
        </Link>
      </li>
    );
  };
  // Links, not ARIA tabs: each section is its own page with its own URL, and works without JavaScript.
  return (
    <nav aria-label="Dashboard sections" className="grid flex-1 content-start gap-1 px-3 py-3">
      <ul className="grid gap-0.5">{link(adminHomeNav)}</ul>
      {groups.map(({ group, items }) => (
        <details key={group} open={open.has(group)} className="group/nav">
          <summary
            id={`admin-nav-${group}`}
            onClick={(event) => {
              // The state is React's (and kept); without JavaScript the browser opens and closes it.
              event.preventDefault();
              toggle(group);
            }}
            className="flex min-h-8 cursor-pointer list-none items-center gap-1 rounded-md px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden"
          >
            <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 transition-transform group-open/nav:rotate-90 motion-reduce:transition-none" />
            {group}
          </summary>
          <ul aria-labelledby={`admin-nav-${group}`} className="mb-1 grid gap-0.5">
            {items.map(link)}
          </ul>
        </details>
      ))}
    </nav>
  );
}
