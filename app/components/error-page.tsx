import { Link } from "react-router";
import { useSiteSettings } from "#app/lib/site-settings.ts";

/**
 * The page for any path nobody serves (SPEC §2): the catch-all route, a route family's unknown slug
 * and an unknown blog post all show this one view. It carries its own title and noindex because
 * a route that failed has no meta of its own.
 */
export function NotFoundPage() {
  const { name: siteName } = useSiteSettings();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <title>{`Page not found | ${siteName}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-3xl font-bold">Oops! Page not found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="font-medium text-primary underline underline-offset-4">
        Return to Home
      </Link>
    </section>
  );
}

/** Any other failure while rendering a page. */
export function ServerErrorPage() {
  const { name: siteName } = useSiteSettings();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <title>{`Something went wrong | ${siteName}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">An unexpected error occurred. Please try again in a moment.</p>
      <Link to="/" className="font-medium text-primary underline underline-offset-4">
        Return to Home
      </Link>
    </section>
  );
}
