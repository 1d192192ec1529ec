import { ConnectionDiagnostics } from "#app/components/admin/connection-diagnostics.tsx";

/** For a signed-in admin under a public case-study page: the connection check, folded away. */
export function DiagnosticsDisclosure() {
  return (
    <details className="mt-12">
      <summary className="cursor-pointer text-sm text-muted-foreground">Connection diagnostics</summary>
      <ConnectionDiagnostics />
    </details>
  );
}
