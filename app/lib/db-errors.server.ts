/**
 * Recognising PostgreSQL's answers. Both engines report the SQLSTATE as `code`; drizzle wraps the
 * driver's error, so the code may sit on its `cause`.
 */
const UNIQUE_VIOLATION = "23505";

function sqlStates(error: unknown): unknown[] {
  if (typeof error !== "object" || error === null) return [];
  const { code, cause } = error as { code?: unknown; cause?: { code?: unknown } | null };
  return [code, cause?.code];
}

/** A write refused by a unique index: someone else took the value between our check and our write. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStates(error).includes(UNIQUE_VIOLATION);
}
