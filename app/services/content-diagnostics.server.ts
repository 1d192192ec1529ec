/**
 * The staff-only connection diagnostic of the case-study pages (SPEC §7): a quick query with a 5 s
 * budget, the full list query with a 10 s budget and a session check with a 3 s budget. A check
 * that does not answer in time is reported as 'Timeout' (the query is hanging), not awaited forever.
 */
import { countCaseStudies, listPublishedCaseStudiesWithDetails } from "../models/case-studies.server.ts";
import { logger } from "./logger.server.ts";

import type { CheckResult } from "../lib/diagnostics.ts";
export type { CheckResult };

export const DIAGNOSTIC_BUDGETS = { count: 5_000, list: 10_000, session: 3_000 } as const;

/** What the panel says of a failed check: a database's error can name hosts and accounts, so it stays in the log. */
export const CHECK_FAILED = "The check failed; the server's log has the details.";

const TIMEOUT = Symbol("timeout");

export async function runCheck(name: string, budgetMs: number, work: () => Promise<string>): Promise<CheckResult> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const outcome = await Promise.race([
      work(),
      new Promise<typeof TIMEOUT>((resolve) => {
        timer = setTimeout(() => resolve(TIMEOUT), budgetMs);
      }),
    ]);
    const ms = Math.round(performance.now() - started);
    if (outcome === TIMEOUT) return { name, budgetMs, status: "timeout", ms, detail: "Timeout" };
    return { name, budgetMs, status: "ok", ms, detail: outcome };
  } catch (error) {
    const ms = Math.round(performance.now() - started);
    logger.error({ err: error, check: name }, "diagnostic check failed");
    return { name, budgetMs, status: "error", ms, detail: CHECK_FAILED };
  } finally {
    clearTimeout(timer);
  }
}

export async function runCaseStudyDiagnostics(sessionCheck: () => Promise<string>): Promise<CheckResult[]> {
  return Promise.all([
    runCheck("Case studies count", DIAGNOSTIC_BUDGETS.count, async () => {
      const { total, published } = await countCaseStudies();
      return `${total} case studies, ${published} published`;
    }),
    runCheck("Published list with results and tech stack", DIAGNOSTIC_BUDGETS.list, async () => {
      const list = await listPublishedCaseStudiesWithDetails();
      return `${list.length} rows`;
    }),
    runCheck("Session check", DIAGNOSTIC_BUDGETS.session, sessionCheck),
  ]);
}
