/**
 * POST /csp-report: browsers report Content-Security-Policy violations here (the `report-uri` of
 * the policy, server/security.ts). Each report becomes one warning line in the log with what was
 * blocked and where; a body that is not a report is a 400. Anyone can post, so the log is protected:
 * at most REPORTS_PER_ADDRESS lines per address and REPORTS_IN_TOTAL in all per minute; the rest are
 * answered 429 and dropped.
 */
import express, { type RequestHandler, type Router } from "express";
import { paths } from "#app/lib/paths.ts";
import { logger } from "#app/services/logger.server.ts";
import { logGate as windowLimiter } from "#app/services/request-errors.server.ts";
import { NO_STORE } from "#app/lib/http.ts";

export const REPORTS_PER_ADDRESS = 10;
export const REPORTS_IN_TOTAL = 200;
const MAX_BODY = "16kb";
const REPORT_TYPES = ["application/csp-report", "application/reports+json", "application/json"];

/** The per-address and total caps of log lines (one implementation: app/services/request-errors.server.ts). */
export { windowLimiter };

const text = (value: unknown, max = 300): string | null => (typeof value === "string" ? value.slice(0, max) : null);

/** The fields worth a log line, from the old `csp-report` format or the Reporting API's. */
function violations(body: unknown): Record<string, string | null>[] | null {
  const reports = Array.isArray(body) ? body : [body];
  const found: Record<string, string | null>[] = [];
  for (const report of reports.slice(0, 10)) {
    if (!report || typeof report !== "object") return null;
    const r = report as Record<string, unknown>;
    const legacy = r["csp-report"];
    if (legacy && typeof legacy === "object") {
      const l = legacy as Record<string, unknown>;
      found.push({
        documentUri: text(l["document-uri"]),
        blockedUri: text(l["blocked-uri"]),
        directive: text(l["effective-directive"] ?? l["violated-directive"], 100),
        sample: text(l["script-sample"], 100),
      });
    } else if (r.type === "csp-violation" && r.body && typeof r.body === "object") {
      const b = r.body as Record<string, unknown>;
      found.push({
        documentUri: text(b.documentURL),
        blockedUri: text(b.blockedURL),
        directive: text(b.effectiveDirective, 100),
        sample: text(b.sample, 100),
      });
    } else {
      return null;
    }
  }
  return found.length ? found : null;
}

export function cspReports(): Router {
  const router = express.Router();
  const allowed = windowLimiter(REPORTS_PER_ADDRESS, REPORTS_IN_TOTAL);
  const handle: RequestHandler = (req, res) => {
    res.set(NO_STORE);
    if (!allowed(req.ip ?? "")) {
      res.setHeader("Retry-After", "60");
      return void res.status(429).end();
    }
    const found = violations(req.body);
    if (!found) return void res.status(400).type("text/plain").send("Bad request: not a CSP violation report.");
    for (const violation of found) logger.warn({ ip: req.ip, ...violation }, "CSP violation reported");
    res.status(204).end();
  };
  const refuseBadJson: express.ErrorRequestHandler = (error: { status?: number; type?: string }, _req, res, next) => {
    if (!error.status || error.status >= 500) return next(error);
    res.set(NO_STORE);
    res.status(error.status === 413 ? 413 : 400).type("text/plain").send("Bad request: not a CSP violation report.");
  };
  router.post(paths.cspReport, express.json({ type: REPORT_TYPES, limit: MAX_BODY, strict: false }), handle, refuseBadJson);
  return router;
}
