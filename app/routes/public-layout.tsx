import type { ReactNode } from "react";
import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/public-layout";
import { NotFoundPage, ServerErrorPage } from "#app/components/error-page.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";

function PublicShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}

/**
 * A public page whose loader fails (an unknown slug in a route family answers 404) keeps the
 * header and footer: a route's boundary replaces that route's element, so this one renders the shell itself.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV && error instanceof Error) console.error(error);
  return <PublicShell>{notFound ? <NotFoundPage /> : <ServerErrorPage />}</PublicShell>;
}
