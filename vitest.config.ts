import { defineConfig } from "vitest/config";
import SlowFirstSequencer from "./tests/setup/sequencer.ts";

// Unit and integration tests. Integration tests run on a real database: every test file gets a
// freshly migrated one (tests/setup/test-database.ts), on PGlite by default and on the PostgreSQL
// server of TEST_DATABASE_URL when TEST_DB=postgres (scripts/test.ts runs both). Unit tests touch no
// database: they get none, and scripts/test.ts runs them once (with PGlite's pass), not per engine.
export default defineConfig({
  define: { __SITE_URL__: JSON.stringify("http://localhost:3000") },
  test: {
    environment: "node",
    // A guard against a hang, not a speed check: real password hashing, child processes and both
    // engines make some tests take 10 to 30 s on a busy 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    sequence: { sequencer: SlowFirstSequencer },
    // PASSWORD_HASH_LOG_N: new password hashes cost 2^12 instead of 2^17 under Vitest only (see
    // scryptParams in app/services/password.server.ts); the files that measure the hashing set the real cost.
    env: { NODE_ENV: "test", LOG_LEVEL: "silent", PASSWORD_HASH_LOG_N: "12" },
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"] } },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          globalSetup: ["tests/setup/global-database.ts"],
          setupFiles: ["tests/setup/test-database.ts"],
        },
      },
    ],
  },
});
