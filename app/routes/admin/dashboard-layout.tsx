import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Form, isRouteErrorResponse, Link, Outlet, useLoaderData, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/dashboard-layout";
import { AuthCheckingIndicator, AuthProvider, SIGN_OUT_ACTION, useAuth, type AuthSession, type AuthUser } from "#app/components/admin/auth-provider.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ADMIN_HEADERS, adminMeta } from "#app/lib/admin-meta.ts";
import { activeNavItem, adminNav, adminPaths, navFor, paths } from "#app/lib/paths.ts";
import { FORBIDDEN_MESSAGE, roleLabels } from "#app/lib/roles.ts";
import { cn } from "#app/lib/utils.ts";
import { mustEnrolTwoFactor, requireStaffSession, sessionInfo } from "#app/services/auth.server.ts";
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

function DashboardShell({ user, session, tabs = true, children }: { user: AuthUser; session: AuthSession; tabs?: boolean; children: ReactNode }) {
  return (
    <AuthProvider user={user} session={session}>
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <DashboardHeader />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        {tabs ? <DashboardTabs /> : null}
        <main id="admin-main" tabIndex={-1} className="pt-6 outline-none">
          {children}
        </main>
      </div>
    </AuthProvider>
  );
}

function DashboardHeader() {
  const { user, loading } = useAuth();
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4">
        <div>
          <h1 className="text-2xl font-bold">Admin Dashboard</h1>
          <p className="text-sm text-muted-foreground">
            Welcome, <span className="font-medium text-foreground">{user?.email}</span>
            {user?.role ? <span> ({roleLabels[user.role]})</span> : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          {loading ? <AuthCheckingIndicator /> : null}
          <Link to={adminPaths.account} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Your account
          </Link>
          <Link to={paths.home} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            View site
          </Link>
          {/* A plain POST form: signing out works without JavaScript too. */}
          <Form method="post" action={SIGN_OUT_ACTION} replace>
            <Button type="submit" variant="outline" disabled={loading}>
              <LogOut aria-hidden="true" />
              Sign Out
            </Button>
          </Form>
        </div>
      </div>
    </header>
  );
}

function DashboardTabs() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const items = navFor(adminNav, user?.role);
  const active = activeNavItem(items.length > 0 ? items : adminNav, pathname);
  // Links, not ARIA tabs: each tab is its own page with its own URL, and works without JavaScript.
  return (
    <nav aria-label="Dashboard sections" className="mt-6 border-b">
      {/* Eleven sections: they wrap onto a second line on a phone rather than hide off-screen. */}
      <ul className="flex flex-wrap gap-x-1">
        {items.map((tab) => {
          // The account pages (and two-factor under them) are no tab's: none is marked current there.
          const onAccount = `${pathname.replace(/\/+$/, "")}/`.startsWith(`${adminPaths.account}/`);
          const current = tab.href === active.href && !onAccount;
          return (
            <li key={tab.href} className="shrink-0">
              <Link
                to={tab.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "-mb-px inline-block whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
                  current ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
