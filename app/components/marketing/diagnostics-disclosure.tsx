import { lazy, Suspense, type ComponentProps } from "react";

// Staff-only code: fetched only when a signed-in admin's page shows the panel (issue 15: a public
// page's first load carries no admin code; scripts/bundle-check.ts checks it).
const Panel = lazy(() => import("#app/components/admin/connection-diagnostics.tsx").then((m) => ({ default: m.ConnectionDiagnostics })));

/** The admin's connection check under public case-study pages, loaded on demand. */
export function ConnectionDiagnostics(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}

/** For a signed-in admin under a public case-study page: the connection check, folded away. */
export function DiagnosticsDisclosure() {
  return (
    <details className="mt-12">
      <summary className="cursor-pointer text-sm text-muted-foreground">Connection diagnostics</summary>
      <ConnectionDiagnostics />
    </details>
  );
}
