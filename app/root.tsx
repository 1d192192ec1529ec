import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
// The stylesheet is rendered with a React precedence (below) rather than imported for its side
// effect: React then writes it before the script preloads in <head>, so the one render-blocking file
// is fetched first instead of queueing behind ~35 scripts on a slow connection.
import appCss from "./app.css?url";
// The brand typeface's one file (latin, variable weight), also named by app.css's @font-face: the
// same bytes, so Vite gives both the same hashed URL and the preload is the file the page uses.
import interLatin from "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { NotFoundPage, ServerErrorPage } from "#app/components/error-page.tsx";
import { useNonce } from "#app/components/nonce.tsx";
import { themeScript } from "#app/lib/theme-script.ts";
import { hydrates } from "#app/lib/page-handle.ts";
import { IslandAssetsProvider, useIslandAssets } from "#app/islands/define.tsx";
import { paths } from "#app/lib/paths.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import { companySettings } from "#app/services/site-settings.server.ts";
import { siteMenus } from "#app/services/navigation.server.ts";

/**
 * The company's facts as staff set them (issue 14.8), for the footer, header, contact page and
 * JSON-LD (`useSiteSettings`). From memory: no query per render. At build, the defaults.
 */
export async function loader() {
  return { site: await companySettings(), menus: await siteMenus() };
}

/**
 * The company's facts change rarely and a page load brings them fresh: a form's action or a link
 * inside the site never asks for them again. (Asking after an action meant that a form sent
 * without a network, which the contact form turns into its failure toast, ended on the error page
 * when the revalidation failed too.)
 */
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Feed autodiscovery on every page: readers and browsers find the blog's feed from any address.
  { rel: "alternate", type: "application/rss+xml", title: `${siteConfig.name} Blog`, href: paths.rss },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // A page whose route says `handle.hydrate: false` is sent without React (decision 025). In the
  // browser React runs only on pages sent with it, and a page it renders after a client-side
  // navigation keeps the scripts and the scroll restoration.
  const matches = useMatches();
  const hydrate = import.meta.env.SSR ? hydrates(matches) : true;
  // Islands hydrate on their own only on pages React Router does not hydrate as a whole.
  const assets = useIslandAssets();
  return (
    // The theme script sets the class before paint, so the server's markup differs on purpose.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeScript }} />
        <link rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen" data-framework={hydrate ? "" : undefined}>
        <IslandAssetsProvider value={hydrate ? null : assets}>{children}</IslandAssetsProvider>
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
        {/* The site script (app/browser/site.ts, decision 027). Written by the server only: the
            browser runs it before React, which leaves it as it is. */}
        {assets?.siteSrc ? (
          <script type="module" src={assets.siteSrc} />
        ) : (
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: assets?.siteScript ?? "" }} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive: a click before this lands on links and buttons whose handlers
  // are not attached yet. End-to-end tests wait for it (tests/e2e/fixtures.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

/** Errors outside the public layout (public pages have their own boundary, with header and footer). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center">
      {notFound ? <NotFoundPage /> : <ServerErrorPage />}
    </main>
  );
}
