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

const FOREIGN_KEY_VIOLATION = "23503";

/** The constraint a foreign-key violation names (a referenced row that is gone), else null. */
export function foreignKeyViolation(error: unknown): string | null {
  if (!sqlStates(error).includes(FOREIGN_KEY_VIOLATION)) return null;
  const { constraint, cause } = error as { constraint?: unknown; cause?: { constraint?: unknown } | null };
  const name = typeof constraint === "string" ? constraint : typeof cause?.constraint === "string" ? cause.constraint : "";
  return name;
}
