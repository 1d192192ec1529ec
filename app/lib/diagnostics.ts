/** The outcome of one staff diagnostic check (see services/content-diagnostics.server.ts). */
export type CheckResult = { name: string; budgetMs: number; status: "ok" | "timeout" | "error"; ms: number; detail: string };
