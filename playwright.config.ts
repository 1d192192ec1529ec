import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { ChromiumError, findChromium, HEADLESS_FLAGS } from "./scripts/chromium.ts";
import { E2E_ADMIN, E2E_WORKERS, workerEmail } from "./tests/e2e/admin-credentials.ts";

// End-to-end tests run a system Chromium or Chrome (scripts/chromium.ts finds it; `npm test`
// installs one when there is none) against the production build (scripts/test.ts builds first). One server on a fresh embedded database; a second on PostgreSQL when E2E_DATABASE_URL
// is set (scripts/test.ts creates that database from TEST_DATABASE_URL).

// E2E_PORT lets several checkouts run their suites side by side.
const PGLITE_PORT = Number(process.env.E2E_PORT ?? 3100);
const POSTGRES_PORT = PGLITE_PORT + 1;
const pgliteDataDir = path.join(os.tmpdir(), `iratech-e2e-pglite-${PGLITE_PORT}`);
const postgresUrl = process.env.E2E_DATABASE_URL;

function browser(): string {
  const found = findChromium();
  if (!found) throw new ChromiumError("No Chromium or Chrome found: `npm test` installs one, or run `node scripts/chromium.ts --install`, or set CHROME_PATH.");
  return found;
}

const serverEnv = (extra: Record<string, string>) => ({
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  E2E_ADMIN_PASSWORD: E2E_ADMIN.password,
  // Every test posts from 127.0.0.1, so the contact form's per-address limit (5 in 10 minutes)
  // would refuse the sixth test's message; the limit itself is checked in tests/integration/contact.test.ts.
  CONTACT_RATE_LIMIT: "1000",
  // The same for IRACONNECT signups (10 in 10 minutes); checked in tests/integration/iraconnect-signup.test.ts.
  SIGNUP_RATE_LIMIT: "1000",
  // Every page load sends an analytics beacon from that one address; the limit itself is checked in tests/unit/analytics.test.ts.
  ANALYTICS_RATE_LIMIT: "100000",
  // Parallel workers sign in from the same address too; the cap is checked in tests/integration/sign-in-gate.test.ts.
  SIGN_IN_POSTS_PER_ADDRESS: "100",
  // Every worker's browser connects from 127.0.0.1; the cap is checked in tests/integration/connection-guard.test.ts.
  CONNECTIONS_PER_ADDRESS: "0",
  // Tests fill the contact form faster than a person; the 3 s rule itself (the default) is checked
  // in tests/integration/contact.test.ts.
  FORM_MIN_FILL_MS: "0",
  // webhooks.spec.ts's receiver listens on 127.0.0.1; the guard itself is checked in tests/integration/webhooks.test.ts.
  WEBHOOKS_ALLOW_PRIVATE: "1",
  ...extra,
});

// Every e2e server gets its admins from the CLI (password on standard input) before it starts: one
// per worker, so that no two parallel tests share an account (fixtures.ts workerAdmin).
const createAdmin = Array.from({ length: E2E_WORKERS }, (_, i) => workerEmail(i))
  .map((email) => `printf '%s\\n' "$E2E_ADMIN_PASSWORD" | node scripts/admin-create.ts --email ${email}`)
  .join(" && ");

const fresh = (dir: string) => `node -e "require('fs').rmSync('${dir}',{recursive:true,force:true})"`;

/**
 * Specs that run on PGlite only. They check what the server renders and the browser shows (markup,
 * axe, the Nu checker, overflow, layout, hydration, the header, pages without React and their page
 * script, the islands, the crawl of the sitemap's links, on the seeded demo content) or start processes of their own on
 * an embedded database (leads-delivery, settings, process), so a second run against the PostgreSQL server
 * would repeat them without reaching any code that differs by engine; the database code under them
 * runs on both engines in Vitest. So do the flows whose writes are single statements with nothing
 * concurrent or live in them (the origin and input checks of security, staff invitations, two-factor
 * enrolment, the blog's pagination): their services and models run on both engines in Vitest.
 * The specs where the engine shows (sessions, publishing with live updates, signups in batches and
 * the live count, leads, the mail outbox's claims across a restart, media bytes, scheduling, and what
 * later issues add) run on both, and postgres-only/ runs several instances on the server.
 */
const ENGINE_NEUTRAL =
  /(process|marketing|design|motion|foundation|hydration|admin-hydration|pictures|visual|proof|proof-collections-admin|vnu|leads-delivery|settings|admin-layout|static-pages|crawl|islands|security|staff|two-factor|blog-growth)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  // Baselines of visual.spec.ts, one set for every machine (the site's own font renders the text).
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFilePath}/{arg}{ext}",
  fullyParallel: true,
  workers: E2E_WORKERS,
  retries: 0,
  // A guard against a hang, not a speed check: on a busy 2-core machine the longest flows (sign in,
  // edit, watch another page update) take 15 to 35 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: browser(), args: HEADLESS_FLAGS },
    trace: "off",
  },
  projects: [
    { name: "pglite", testIgnore: /postgres-only\//, use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${PGLITE_PORT}` } },
    ...(postgresUrl
      ? [{ name: "postgres", testIgnore: ENGINE_NEUTRAL, use: { ...devices["Desktop Chrome"], baseURL: `http://127.0.0.1:${POSTGRES_PORT}` } }]
      : []),
  ],
  webServer: [
    {
      command: `${fresh(pgliteDataDir)} && ${createAdmin} && node server/index.ts`,
      url: `http://127.0.0.1:${PGLITE_PORT}/healthz`,
      env: serverEnv({ PORT: String(PGLITE_PORT), DATA_DIR: pgliteDataDir }),
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    ...(postgresUrl
      ? [
          {
            command: `${createAdmin} && node server/index.ts`,
            url: `http://127.0.0.1:${POSTGRES_PORT}/healthz`,
            env: serverEnv({ PORT: String(POSTGRES_PORT), DATABASE_URL: postgresUrl }),
            reuseExistingServer: false,
            timeout: 120_000,
            stdout: "ignore" as const,
            stderr: "pipe" as const,
          },
        ]
      : []),
  ],
});
