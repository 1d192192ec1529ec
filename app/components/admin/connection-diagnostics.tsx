/**
 * Staff-only panel (SPEC §7): asks the server to run the case-study queries and the session check
 * with their time budgets, and shows each outcome ('Timeout' when a query hangs).
 */
import { Activity } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { CheckResult } from "#app/lib/diagnostics.ts";
import { adminPaths } from "#app/lib/paths.ts";

export function ConnectionDiagnostics({ autoRun = false }: { autoRun?: boolean }) {
  const fetcher = useFetcher<{ checks: CheckResult[]; ranAt: string }>();
  const run = () => void fetcher.load(adminPaths.caseStudyDiagnostics);
  useEffect(() => {
    if (autoRun) run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoRun]);
  const checks = fetcher.data?.checks;
  return (
    <section aria-labelledby="diagnostics-heading" className="mt-8 rounded-lg border border-dashed p-4 text-left text-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="diagnostics-heading" className="flex items-center gap-2 font-semibold">
          <Activity className="size-4" aria-hidden="true" /> Connection diagnostics (admins only)
        </h2>
        <Button type="button" size="sm" variant="outline" onClick={run} disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Running..." : "Run diagnostics"}
        </Button>
      </div>
      {checks ? (
        <dl className="mt-3 grid gap-2" aria-live="polite">
          {checks.map((check) => (
            <div key={check.name} className="flex flex-wrap justify-between gap-2 rounded bg-muted px-3 py-2">
              <dt>
                {check.name} <span className="text-muted-foreground">({check.budgetMs / 1000} s limit)</span>
              </dt>
              <dd className={check.status === "ok" ? "text-success" : "font-medium text-destructive"}>
                {check.status === "ok" ? `OK in ${check.ms} ms: ${check.detail}` : check.status === "timeout" ? "Timeout" : `Error: ${check.detail}`}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
