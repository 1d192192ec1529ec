/**
 * The admin of a spec's own server (support/own-server.ts creates it with the admin:create CLI);
 * its password is also every worker account's on the shared e2e servers (fixtures.ts workerAdmin).
 * Test-only: no default admin exists anywhere else.
 */
export const E2E_ADMIN = {
  email: "admin@e2e.test",
  password: "e2e only: long enough passphrase 4 tests",
} as const;

/** Playwright's workers (playwright.config.ts): each server starts with an account for each. */
export const E2E_WORKERS = 2;

/** The account of the worker with this parallel index (0 to workers - 1: no two running at once share one). */
export const workerEmail = (parallelIndex: number) => `worker-${parallelIndex}@e2e.test`;
