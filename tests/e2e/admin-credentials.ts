/**
 * The admin every e2e server starts with (playwright.config.ts creates it with the admin:create
 * CLI before the server starts). Test-only: no default admin exists anywhere else.
 */
export const E2E_ADMIN = {
  email: "admin@e2e.test",
  password: "e2e only: long enough passphrase 4 tests",
} as const;
