/**
 * Two app instances on one PostgreSQL database (issue 8, item 5): what happens on A is seen on B.
 * Live updates travel through pg_notify, the rate limits live in the database, sessions are rows
 * and, with no SESSION_SECRET set (issue 16.6), the signing key is the one the first instance to
 * boot stored in the database, so nothing may depend on which instance a load balancer picks. The instances run the production build on their own fresh
 * database (created from E2E_DATABASE_URL's server, dropped afterwards) with the e2e admin.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { createWithAdmin, ownDatabase, query, sql } from "../support/postgres.ts";
import { E2E_ADMIN, hydrated, savedInEditor, signupCount, untilSignedIn } from "../fixtures.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const basePort = Number(process.env.E2E_PORT ?? 3100);
const A = `http://127.0.0.1:${basePort + 20}`;
const B = `http://127.0.0.1:${basePort + 21}`;
const SIGNUP_LIMIT = 10;

const database = ownDatabase("instances", basePort);
const { serverUrl, name: dbName, url: dbUrl } = database;

type Instance = { child: ChildProcess; stderr: string[] };
const instances: Instance[] = [];

function startInstance(base: string): Instance {
  const { SESSION_SECRET: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: new URL(base).port,
      DATABASE_URL: dbUrl,
      SIGNUP_RATE_LIMIT: String(SIGNUP_LIMIT),
      // One proxy hop: the rate-limit test speaks for a client address of its own.
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const instance = { child, stderr: [] as string[] };
  child.stderr!.on("data", (chunk: Buffer) => instance.stderr.push(chunk.toString()));
  instances.push(instance);
  return instance;
}

async function waitForHealth(base: string, instance: Instance): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) throw new Error(`${base} exited: ${instance.stderr.join("")}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base} did not become healthy: ${instance.stderr.join("")}`);
}

// One pair of servers for the whole file.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The admin comes from the CLI, as on every e2e server (it also migrates the empty database).
  const created = await createWithAdmin(database, E2E_ADMIN);
  expect(created.status, created.stderr).toBe(0);
  // No SESSION_SECRET: the two instances must agree on the key through the database.
  const a = startInstance(A);
  const b = startInstance(B);
  await Promise.all([waitForHealth(A, a), waitForHealth(B, b)]);
});

test.afterAll(async () => {
  await Promise.all(
    instances.map(({ child }) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      return exited;
    }),
  );
  await sql(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

async function signInOn(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto("/admin-login");
  // The app's own submit (admin-hydration.spec.ts checks typing before the scripts run).
  await hydrated(page);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await untilSignedIn(page, E2E_ADMIN);
  return page;
}

const signup = (n: string) => ({
  name: `Instance Member ${n}`,
  email: `instance.${n}.${crypto.randomBytes(3).toString("hex")}@example.com`,
  phone: "+15551234567",
  country: "India",
  role: "Consultant",
});

test("a signup on A moves the live counter on a landing page served by B; the member cookie from A opens B's thanks page", async ({
  browser,
}) => {
  const watcher = await (await browser.newContext({ baseURL: B })).newPage();
  const streamOpen = watcher.waitForResponse((r) => r.url().includes("/events?topic=signups"));
  await watcher.goto("/iraconnect");
  await streamOpen;
  const before = await signupCount(watcher);
  await watcher.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  const member = await browser.newContext({ baseURL: A });
  const answer = await member.request.post(`${A}/api/iraconnect/signup`, { data: signup("live") });
  expect(answer.status()).toBe(200);

  await expect.poll(() => signupCount(watcher), { timeout: 10_000 }).toBe(before + 1);
  expect(await watcher.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // The member cookie A signed is good on B: the same browser opens its thanks page there.
  const thanks = await member.newPage();
  await thanks.goto(`${B}/iraconnect/thanks`);
  await expect(thanks.getByRole("heading", { level: 1, name: "Welcome to IRACONNECT, Instance!" })).toBeVisible();
  await member.close();
  await watcher.context().close();
});

test("a case-study edit in the admin on A updates the open page on B live, and B's cache serves the new version", async ({ browser }) => {
  const id = `instances-${Date.now().toString(36)}`;
  await sql(dbUrl, "insert into case_studies (id, title, description, is_published) values ($1, $2, $3, true)", [
    id,
    "Served by B, first version",
    "A case study for the two-instance test.",
  ]);
  const anonymous: APIRequestContext = await playwrightRequest.newContext();
  try {
    // B renders the page once and then answers from its HTML cache. The insert's NOTIFY may reach B
    // while its first render runs, and a render that overlaps a change is not kept: ask until a hit.
    expect(await (await anonymous.get(`${B}/case-studies/${id}`)).text()).toContain("Served by B, first version");
    await expect
      .poll(async () => (await anonymous.get(`${B}/case-studies/${id}`)).headers()["x-html-cache"], { timeout: 5000 })
      .toBe("hit");

    const visitor = await (await browser.newContext({ baseURL: B })).newPage();
    const streamOpen = visitor.waitForResponse((r) => r.url().includes("/events?topic=case-studies"));
    await visitor.goto(`/case-studies/${id}`);
    await streamOpen;
    await expect(visitor.getByRole("heading", { level: 1, name: "Served by B, first version" })).toBeVisible();
    await visitor.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const adminPage = await signInOn(browser, A);
    await adminPage.goto(`/admin-dashboard/case-studies/${id}/edit`);
    await hydrated(adminPage);
    await adminPage.getByRole("textbox", { name: "Title", exact: true }).fill("Edited on A, second version");
    await adminPage.getByRole("button", { name: "Save" }).click();
    await savedInEditor(adminPage, "case-studies");

    await expect(visitor.getByRole("heading", { level: 1, name: "Edited on A, second version" })).toBeVisible();
    expect(await visitor.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // B heard the change (its open page did): a fresh GET without cookies, the cacheable kind, is current.
    const fresh = await anonymous.get(`${B}/case-studies/${id}`);
    expect(fresh.status()).toBe(200);
    const html = await fresh.text();
    expect(html).toContain("Edited on A, second version");
    expect(html).not.toContain("Served by B, first version");
    await adminPage.context().close();
    await visitor.context().close();
  } finally {
    await anonymous.dispose();
  }
});

test("a post scheduled on A a few seconds ahead goes live on its own, published once, and B serves it", async ({ browser }) => {
  test.setTimeout(90_000);
  const id = Date.now().toString(36);
  const slug = `scheduled-on-a-${id}`;
  const adminPage = await signInOn(browser, A);
  const publishAt = new Date(Date.now() + 8_000);
  // The editor's form, as its page posts it: a draft with a publish time (ISO, with its zone).
  const saved = await adminPage.request.post(`${A}/admin-dashboard/blog/new`, {
    form: { title: `Scheduled on A ${id}`, slug, author: "Scheduler", content: "Goes live by itself.", scheduledAt: publishAt.toISOString(), scheduleOffset: "0" },
    headers: { Origin: A },
    maxRedirects: 0,
  });
  expect(saved.status(), await saved.text()).toBe(302);
  const anonymous: APIRequestContext = await playwrightRequest.newContext();
  try {
    // Not yet: a draft is nobody's page.
    expect((await anonymous.get(`${B}/blog/${slug}`)).status()).toBe(404);
    // Both instances run the scheduler (every 5 s); the first to reach it publishes it.
    await expect.poll(async () => (await anonymous.get(`${B}/blog/${slug}`)).status(), { timeout: 40_000, intervals: [1000] }).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime());
    expect(await (await anonymous.get(`${B}/blog/${slug}`)).text()).toContain(`Scheduled on A ${id}`);
    expect(await (await anonymous.get(`${A}/blog/${slug}`)).text()).toContain(`Scheduled on A ${id}`);
    // Exactly one instance published it: one audit row.
    const published = await query<{ n: string }>(
      dbUrl,
      "select count(*) as n from audit_log a join blog_posts p on p.id::text = a.entity_id where p.slug = $1 and a.action = 'blog_post.publish'",
      [slug],
    );
    expect(Number(published[0]!.n)).toBe(1);
  } finally {
    await anonymous.dispose();
    await adminPage.context().close();
  }
});

test("the signup rate limit is shared: alternating between A and B, the 11th request is refused on either", async () => {
  const client = await playwrightRequest.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.77" } });
  try {
    for (let i = 1; i <= SIGNUP_LIMIT; i++) {
      const base = i % 2 ? A : B;
      const answer = await client.post(`${base}/api/iraconnect/signup`, { data: signup(`limit${i}`) });
      expect(answer.status(), `request ${i} on ${base}`).toBe(200);
    }
    for (const base of [B, A]) {
      const refused = await client.post(`${base}/api/iraconnect/signup`, { data: signup("over") });
      expect(refused.status(), `request over the limit on ${base}`).toBe(429);
      expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
      const body = await refused.json();
      expect(body.success).toBe(false);
      expect(body.error).toMatch(/^Too many signups from your network\. Please try again in \d+ minutes?\.$/);
    }
    // Another client address still gets in: the limit is per client, not global.
    const other = await client.post(`${A}/api/iraconnect/signup`, { data: signup("other"), headers: { "X-Forwarded-For": "203.0.113.78" } });
    expect(other.status()).toBe(200);
  } finally {
    await client.dispose();
  }
});

test("an admin session created on A works on B, and ends on both when signed out on B", async ({ browser }) => {
  const pageA = await signInOn(browser, A);
  const cookies = await pageA.context().cookies(A);
  expect(cookies.length).toBeGreaterThan(0);

  // A separate browser on B, given only the cookies A set.
  const contextB = await browser.newContext({ baseURL: B });
  await contextB.addCookies(cookies.map(({ name, value }) => ({ name, value, url: B })));
  const pageB = await contextB.newPage();
  await pageB.goto("/admin-dashboard/signups");
  await expect(pageB).toHaveURL(`${B}/admin-dashboard/signups`);
  await expect(pageB.getByText(`Welcome, ${E2E_ADMIN.email}`)).toBeVisible();

  // Without the cookie, B sends the visitor to the login page.
  const stranger = await (await browser.newContext({ baseURL: B })).newPage();
  await stranger.goto("/admin-dashboard/signups");
  await expect(stranger).toHaveURL(/\/admin-login/);

  // Signing out on B ends the session on A too.
  await pageB.getByRole("button", { name: "Sign Out" }).click();
  await expect(pageB).toHaveURL(/\/admin-login/);
  await pageA.goto("/admin-dashboard");
  await expect(pageA).toHaveURL(/\/admin-login/);
  await Promise.all([pageA.context().close(), contextB.close(), stranger.context().close()]);
});

test("'Sign out all other sessions' on B ends the session signed in on A at once (issue 13, session termination)", async ({ browser }) => {
  test.setTimeout(90_000);
  const pageA = await signInOn(browser, A);
  const pageB = await signInOn(browser, B);
  await pageB.goto("/admin-dashboard/account");
  await pageB.getByRole("button", { name: "Sign out all other sessions" }).click();
  // B's own session goes on; A's is gone from the database, so A's next request is refused.
  await expect(pageB.getByRole("button", { name: "Sign out all other sessions" })).toBeDisabled();
  await pageB.goto("/admin-dashboard");
  await expect(pageB.getByText(`Welcome, ${E2E_ADMIN.email}`)).toBeVisible();
  await pageA.goto("/admin-dashboard");
  await expect(pageA).toHaveURL(/\/admin-login/);
  await Promise.all([pageA.context().close(), pageB.context().close()]);
});
