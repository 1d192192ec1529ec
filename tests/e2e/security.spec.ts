/**
 * The security checks in one place, against the production server (both projects):
 * 1. headers on every response: a CSP whose scripts are allowed by a per-response nonce (pages
 *    rendered per request) or by hash (pages stored for every visitor, whose bytes never change),
 *    frame-ancestors 'none', nosniff, Referrer-Policy, Permissions-Policy;
 * 2. a cross-origin write to any action in app/routes.ts is refused (server/security.ts,
 *    decision 008) and stores nothing, while the same write from this site works;
 * 3. no redirect target a stranger controls leaves the site;
 * 4. no /admin* answer may be cached;
 * 5. cookies carry their flags (the https variants: tests/integration/auth-cookie-https.test.ts,
 *    tests/integration/member-cookie-https.test.ts);
 * 6. user content is text wherever it appears. Markdown's own rules (script, raw HTML,
 *    javascript: links, the editor's live preview) are in tests/e2e/content.spec.ts.
 *
 * The e2e server is shared by every spec and limits IRACONNECT signups per IP (10 per 10
 * minutes): this file makes exactly one. Refused requests never reach a rate limit.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import routes from "../../app/routes.ts";
import { hydrated, postAdminSignIn, signInAsAdmin, workerAdmin } from "./fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const EVIL = "https://evil.example";
const REFUSED = "Cross-origin request refused.";
const NO_REDIRECTS = { maxRedirects: 0 } as const;

// ---------------------------------------------------------------------------------------------
// Helpers

/** CSP directives by name. */
function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** How a response's CSP allows scripts: this response's nonce, or the hashes of a stored page's scripts. */
type ScriptPolicy = { nonce: string | null; hashes: string[] };

/** Checks the headers every answer must carry and returns how its CSP allows scripts. */
function expectSecurityHeaders(label: string, response: APIResponse): ScriptPolicy {
  const headers = response.headers();
  const csp = parseCsp(headers["content-security-policy"] ?? "");
  // An answer stored for everyone that is not HTML (robots.txt, the sitemap, the feed; decision
  // 053): nothing may load or run in it, nobody may frame it, and no document-only header.
  if (headers["x-html-cache"] && !(headers["content-type"] ?? "").startsWith("text/html")) {
    expect(headers["content-security-policy"], label).toBe("default-src 'none';base-uri 'none';frame-ancestors 'none'");
    expect(headers["x-content-type-options"], label).toBe("nosniff");
    expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"], label).toBe("DENY");
    for (const name of ["permissions-policy", "cross-origin-opener-policy", "origin-agent-cluster", "x-xss-protection"]) expect(headers[name], `${label}: ${name}`).toBeUndefined();
    return { nonce: null, hashes: [] };
  }
  expect(csp.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(csp.get("object-src"), label).toEqual(["'none'"]);
  expect(csp.get("base-uri"), label).toEqual(["'none'"]);
  expect(csp.get("report-uri"), label).toEqual(["/csp-report"]);
  const scriptSrc = csp.get("script-src") ?? [];
  const nonces = scriptSrc.filter((v) => v.startsWith("'nonce-"));
  const hashes = scriptSrc.filter((v) => v.startsWith("'sha256-"));
  // Never both: a stored page has no nonce to give, a rendered page needs no hash.
  expect(nonces.length === 0 || hashes.length === 0, label).toBe(true);
  expect(nonces.length, label).toBeLessThanOrEqual(1);
  // 16 random bytes, base64.
  if (nonces[0]) expect(nonces[0], label).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
  for (const [name, values] of csp) {
    // Inline styles are allowed (Tailwind, Radix); inline scripts never, in any script directive.
    if (name !== "style-src") expect(values, `${label}: ${name}`).not.toContain("'unsafe-inline'");
    if (name.startsWith("script-src")) expect(values, `${label}: ${name}`).not.toContain("'unsafe-eval'");
  }
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], label).toBe("DENY");
  expect(headers["permissions-policy"], label).toContain("camera=()");
  expect(headers["permissions-policy"], label).toContain("geolocation=()");
  return { nonce: nonces[0] ? nonces[0].slice("'nonce-".length, -1) : null, hashes };
}

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * Every script element of a page is allowed by the response's policy: it carries this response's
 * nonce, or (a stored page) it carries none and its text's hash is in the policy. JSON-LD blocks are
 * data, never executed (CSP does not apply to them), so they carry none; they must parse as JSON.
 */
function expectScriptsAllowed(label: string, html: string, policy: ScriptPolicy): void {
  expect(html, label).not.toContain("__IRATECH_PRERENDER_NONCE__");
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length, label).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    // Data blocks, never run: JSON-LD, and an island's props (decision 027), whose `<` is escaped.
    if (/\btype="application\/(ld\+)?json"/.test(attributes!)) {
      expect(() => JSON.parse(body!), `${label}: JSON data`).not.toThrow();
      expect(body, `${label}: a data block cannot close its script`).not.toMatch(/<\/script/i);
      continue;
    }
    if (policy.nonce) expect(attributes, label).toContain(` nonce="${policy.nonce}"`);
    else if (!/\bsrc=/.test(attributes!)) expect(policy.hashes, `${label}: ${body!.slice(0, 60)}`).toContain(sha256(body!));
  }
  const nonces = new Set([...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]));
  expect(nonces, label).toEqual(policy.nonce ? new Set([policy.nonce]) : new Set());
  // Inline event handlers would need 'unsafe-inline' (or 'unsafe-hashes'): none may be written.
  expect(html, label).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
}

/** Where a redirect goes, resolved the way a browser does ("/\\x" is "//x"). */
function expectOnSite(label: string, location: string | undefined, baseURL: string): URL {
  expect(location, label).toBeTruthy();
  const target = new URL(location!, baseURL);
  expect(target.origin, `${label}: Location ${location}`).toBe(new URL(baseURL).origin);
  return target;
}

function expectRefused(label: string, response: APIResponse): Promise<void> {
  expect(response.status(), label).toBe(403);
  expect(response.headers()["cache-control"], label).toBe("no-store");
  expect(response.headers()["set-cookie"], label).toBeUndefined();
  return response.text().then((text) => expect(text, label).toBe(REFUSED));
}

type RouteEntry = { path: string; file: string };

/** The route table flattened into full paths ("/admin-dashboard/blog/:id/edit"). */
function flatten(entries: RouteConfigEntry[], parent = ""): RouteEntry[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const own = entry.path !== undefined || entry.index ? [{ path: full || "/", file: entry.file }] : [];
    return [...own, ...flatten(entry.children ?? [], full)];
  });
}

const routeTable = flatten(routes as RouteConfigEntry[]);
const moduleSource = (file: string) => fs.readFileSync(path.resolve(import.meta.dirname, "../../app", file), "utf8");
const exportsAction = (file: string) =>
  /^export\s+(?:async\s+)?function\s+action\b|^export\s+const\s+action\b|^export\s*\{[^}]*\baction\b/m.test(moduleSource(file));

/** Every route with a server action: new routes are covered without editing this file. */
const actionRoutes = routeTable.filter((r) => exportsAction(r.file));

/** A URL for a route path: dynamic segments filled, the catch-all given an unknown path. */
const concrete = (routePath: string, value = "some-id") =>
  routePath === "/*" ? "/no-such-page-for-security" : routePath.replace(/:(\w+)\??/g, value);

async function signedInApi(page: Page): Promise<APIRequestContext> {
  await signInAsAdmin(page);
  // page.request shares the browser context's cookies: the admin's session goes along.
  return page.request;
}

/** A blog post saved through the editor's action, as the editor's form posts it. */
async function createPost(api: APIRequestContext, baseURL: string, fields: Record<string, string>): Promise<void> {
  const saved = await api.post("/admin-dashboard/blog/new", {
    form: { author: "Security Suite", isPublished: "on", ...fields },
    headers: { Origin: baseURL },
    ...NO_REDIRECTS,
  });
  expect(saved.status(), await saved.text()).toBe(302);
  // Save keeps the editor open on the saved post (issue 28).
  expect(saved.headers()["location"]).toMatch(/^\/admin-dashboard\/blog\/[^/]+\/edit\?saved=1$/);
}

async function createCaseStudy(api: APIRequestContext, baseURL: string, title: string): Promise<void> {
  const saved = await api.post("/admin-dashboard/case-studies/new", {
    form: { title, description: "Made by the security suite.", isPublished: "on" },
    headers: { Origin: baseURL },
    ...NO_REDIRECTS,
  });
  expect(saved.status(), await saved.text()).toBe(302);
}

/** Attributes like onerror/onclick anywhere in the live document. */
const eventHandlerAttributes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("*")].flatMap((el) =>
      [...el.attributes].filter((a) => a.name.toLowerCase().startsWith("on")).map((a) => `${el.tagName} ${a.name}`),
    ),
  );
/** alert() and friends, had any payload run. */
function recordDialogs(pages: Page[]): string[] {
  const messages: string[] = [];
  for (const p of pages) {
    p.on("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
  }
  return messages;
}
const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);

// ---------------------------------------------------------------------------------------------
// 1. Headers

test.describe("headers on every response", () => {
  test("every route family answers with the CSP, nosniff and Referrer-Policy; pages' scripts use its nonce, fresh per response", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    // The PostgreSQL project has no seed content: the post and case study are made here.
    const id = unique();
    const api = await signedInApi(page);
    await createPost(api, baseURL!, { title: `Headers post ${id}`, slug: `headers-post-${id}`, content: `Body ${id}` });
    await createCaseStudy(api, baseURL!, `Headers study ${id}`);
    // A page with React (the admin's sign-in) names the scripts; public pages have none (decision 025).
    const reactHtml = await (await request.get("/admin-login")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(reactHtml)?.[0];
    expect(asset).toBeTruthy();

    const gets: [url: string, status: number][] = [
      ["/", 200], // rendered, then from the HTML cache (featured content, issue 14.7)
      ["/about", 200], // a page from blocks, rendered, then from the HTML cache
      ["/products/ira-connect", 200], // prerendered template page
      ["/privacy", 200], // a page from blocks, rendered, then from the HTML cache
      ["/contact", 200], // a page from blocks with the contact form: rendered, then from the HTML cache (a fresh form-timing cookie each time)
      ["/blog", 200], // rendered, then from the HTML cache
      [`/blog/headers-post-${id}`, 200],
      ["/case-studies", 200],
      [`/case-studies/headers-study-${id}`, 200],
      ["/iraconnect", 200],
      ["/iraconnect/join", 200],
      ["/iraconnect/thanks", 302], // no member cookie
      ["/newsletter/confirm?token=forged", 400],
      ["/admin-login", 200],
      ["/admin-dashboard", 302], // not signed in
      ["/no-such-page", 404],
      ["/robots.txt", 200],
      ["/sitemap.xml", 200],
      ["/rss.xml", 200],
      ["/healthz", 200],
      ["/about.data", 200], // prerendered data file
      ["/blog.data", 200],
      [asset!, 200],
    ];
    // Stored for every visitor (prerendered, data files, assets, the HTML cache): the same bytes
    // and a hashed CSP each time. Everything else: a fresh nonce per response.
    const stored = new Set(["/", "/about", "/products/ira-connect", "/privacy", "/contact", "/robots.txt", asset!]);
    for (const [url, status] of gets) {
      const first = await request.get(url, NO_REDIRECTS);
      expect(first.status(), url).toBe(status);
      const policy = expectSecurityHeaders(url, first);
      if (stored.has(url)) expect(policy.nonce, `${url}: stored, no nonce`).toBeNull();
      if (!(first.headers()["content-type"] ?? "").startsWith("text/html")) continue;
      const html = await first.text();
      expectScriptsAllowed(url, html, policy);
      const second = await request.get(url, NO_REDIRECTS);
      const again = expectSecurityHeaders(`${url} (again)`, second);
      const secondHtml = await second.text();
      expectScriptsAllowed(`${url} (again)`, secondHtml, again);
      if (policy.nonce) expect(again.nonce, `${url}: a new nonce per response`).not.toBe(policy.nonce);
      else if (second.headers()["x-html-cache"] !== "miss") expect(secondHtml, `${url}: the same bytes for every visitor`).toBe(html);
    }

    // A cached page is stored once: every hit is the same bytes with the same hashed CSP. (Polled:
    // another test's case-study change may drop the entry in between.)
    let hit: APIResponse | undefined;
    await expect
      .poll(async () => {
        hit = await request.get(`/case-studies/headers-study-${id}`);
        return hit.headers()["x-html-cache"];
      })
      .toBe("hit");
    const cachedPolicy = expectSecurityHeaders("cached page", hit!);
    expect(cachedPolicy.nonce).toBeNull();
    expectScriptsAllowed("cached page", await hit!.text(), cachedPolicy);
    await expect.poll(async () => (await request.get("/privacy")).headers()["x-html-cache"]).toBe("hit");

    // Answers to writes: accepted, rejected by the route, refused by the origin check.
    const accepted = await request.post("/newsletter", { data: { email: "not-an-address" }, headers: { Accept: "application/json", Origin: baseURL! } });
    expect(accepted.status()).toBe(400);
    expectSecurityHeaders("POST /newsletter", accepted);
    const contact = await request.post("/contact", { form: { name: "" }, headers: { Origin: baseURL! } });
    expect(contact.status()).toBe(400);
    const contactPolicy = expectSecurityHeaders("POST /contact", contact);
    expect(contactPolicy.nonce).not.toBeNull();
    expectScriptsAllowed("POST /contact", await contact.text(), contactPolicy);
    const refused = await request.post("/newsletter", { data: { email: "x@example.com" }, headers: { Origin: EVIL } });
    expect(refused.status()).toBe(403);
    expectSecurityHeaders("refused POST", refused);
  });

  for (const [kind, url] of [
    ["a stored page (hashed CSP)", "/about"],
    ["a page rendered per request (nonce)", "/admin-login"],
  ] as const) {
    test(`the browser runs the page's own scripts and refuses an inline script of its own: ${kind}`, async ({ page }) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(url);
      // The page's own inline scripts ran without a violation: the head script marks the document
      // `data-js`, the page script (or React) `data-hydrated` (waited for: blocked scripts never
      // set it); on a page with React, React Router's context is written by one too.
      await hydrated(page);
      const marks = await page.evaluate(() => ({
        js: document.documentElement.hasAttribute("data-js"),
        hydrated: document.documentElement.hasAttribute("data-hydrated"),
        router: typeof (window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext,
      }));
      expect(marks).toEqual({ js: true, hydrated: true, router: url === "/about" ? "undefined" : "object" });
      expect(violations).toEqual([]);
      const outcome = await page.evaluate(async () => {
        const seen: string[] = [];
        // The browser reports the refusal as an event after the fact: wait for it.
        const reported = new Promise((resolve) =>
          document.addEventListener("securitypolicyviolation", (e) => {
            seen.push(e.violatedDirective);
            resolve(null);
          }),
        );
        const w = window as unknown as { __inline?: number };
        const plain = document.createElement("script");
        plain.textContent = "window.__inline = 1";
        // An allowed inline script would have run during append.
        document.body.append(plain);
        await reported;
        return { inline: w.__inline, seen };
      });
      expect(outcome.inline).toBeUndefined();
      expect(outcome.seen.length).toBeGreaterThan(0);
      for (const directive of outcome.seen) expect(directive).toMatch(/^script-src/);
      expect(violations.length).toBeGreaterThan(0);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// 2. Cross-origin writes

test.describe("cross-origin writes", () => {
  test("the table of actions is found in app/routes.ts", () => {
    // A check that the discovery works; routes added later join the table by themselves.
    expect(actionRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        "/newsletter/unsubscribe",
        "/*",
        "/admin-login",
        "/admin-logout",
        "/admin-dashboard/case-studies",
        "/admin-dashboard/case-studies/new",
        "/admin-dashboard/case-studies/:id/edit",
        "/admin-dashboard/blog",
        "/admin-dashboard/blog/new",
        "/admin-dashboard/blog/:id/edit",
        "/admin-dashboard/inbox",
        "/newsletter",
        "/api/iraconnect/signup",
      ]),
    );
  });

  test("every action refuses a cross-origin write with 403, even with the admin's session cookie", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const api = await signedInApi(page);
    const otherPort = new URL(baseURL!);
    otherPort.port = String(Number(otherPort.port) + 1);
    const attacks: [string, Record<string, string>][] = [
      ["another site's Origin", { Origin: EVIL }],
      ["Origin null", { Origin: "null" }],
      ["Sec-Fetch-Site cross-site without Origin", { "Sec-Fetch-Site": "cross-site" }],
      // The e2e server trusts no proxy (TRUST_PROXY=0): a client's X-Forwarded-Host changes nothing.
      ["a forged X-Forwarded-Host", { Origin: EVIL, "X-Forwarded-Host": "evil.example" }],
      ["the same host on another port", { Origin: otherPort.origin }],
    ];
    // Fields that every one of the forms would accept, had the request come from this site.
    const form = {
      name: "Cross Site",
      email: "cross.site@example.com",
      subject: "cross-site",
      message: "Sent from another site.",
      phone: "+1 416 555 0100",
      country: "Canada",
      role: "Student",
      title: "Cross-site post",
      author: "Cross Site",
      content: "Cross-site content",
      intent: "delete",
      id: "00000000-0000-4000-8000-000000000000",
      token: "x",
      password: workerAdmin().password,
    };
    for (const route of actionRoutes) {
      const url = concrete(route.path);
      // Page actions are also posted as single-fetch .data requests by the enhanced forms.
      const urls = route.file.endsWith(".tsx") && route.path !== "/" ? [url, `${url}.data`] : [url];
      for (const target of urls) {
        for (const [attack, headers] of attacks) {
          await expectRefused(`POST ${target} with ${attack}`, await api.post(target, { form, headers, ...NO_REDIRECTS }));
        }
      }
    }
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      for (const target of ["/admin-dashboard/blog", "/newsletter"]) {
        await expectRefused(`${method} ${target}`, await api.fetch(target, { method, form, headers: { Origin: EVIL }, ...NO_REDIRECTS }));
      }
    }
    // The refused sign-out did not end the session.
    expect((await api.get("/admin-dashboard", NO_REDIRECTS)).status()).toBe(200);
  });

  test("refused writes store nothing; the same writes from this site are stored", async ({ page, playwright, baseURL }) => {
    test.setTimeout(60_000);
    const id = unique();
    const visitor = await playwright.request.newContext({ baseURL });
    // The visitor is shown the form (its timing cookie; the too-fast rule is off on the e2e servers).
    await visitor.get("/contact");
    const contact = (subject: string, origin: string) =>
      visitor.post("/contact", {
        form: { name: "Form Person", email: "form.person@example.com", subject, message: "Hello from a form.", website: "" },
        headers: { Origin: origin },
      });
    const subscribe = (email: string, origin: string) =>
      visitor.post("/newsletter", { data: { email }, headers: { Accept: "application/json", Origin: origin } });

    // A page action (the contact form) and a resource route (the newsletter).
    await expectRefused("contact from another site", await contact(`Refused ${id}`, EVIL));
    expect((await contact(`Accepted ${id}`, baseURL!)).status()).toBe(200);
    await expectRefused("newsletter from another site", await subscribe(`refused-${id}@example.com`, EVIL));
    expect((await subscribe(`accepted-${id}@example.com`, baseURL!)).status()).toBe(200);

    // Signing in from another site (login CSRF) gives no session.
    const login = await visitor.post("/admin-login", { form: { email: workerAdmin().email, password: workerAdmin().password }, headers: { Origin: EVIL }, ...NO_REDIRECTS });
    await expectRefused("sign-in from another site", login);

    // Admin actions, with the admin's cookie: create, then delete.
    const api = await signedInApi(page);
    await expectRefused(
      "new post from another site",
      await api.post("/admin-dashboard/blog/new", { form: { title: `Refused post ${id}`, author: "X", content: "X" }, headers: { Origin: EVIL }, ...NO_REDIRECTS }),
    );
    await createPost(api, baseURL!, { title: `Accepted post ${id}`, slug: `accepted-post-${id}`, content: `Body ${id}` });
    await page.goto("/admin-dashboard/blog");
    const edit = await page.getByRole("link", { name: `Edit Accepted post ${id}` }).getAttribute("href");
    const postId = /\/admin-dashboard\/blog\/([0-9a-f-]{36})\/edit$/.exec(edit ?? "")?.[1];
    expect(postId).toBeTruthy();
    await expectRefused(
      "delete from another site",
      await api.post("/admin-dashboard/blog", { form: { intent: "delete", id: postId! }, headers: { Origin: EVIL }, ...NO_REDIRECTS }),
    );

    // What the admin sees: only the accepted writes.
    const inbox = await (await api.get("/admin-dashboard/inbox")).text();
    expect(inbox).toContain(`Accepted ${id}`);
    expect(inbox).not.toContain(`Refused ${id}`);
    const subscribers = await (await api.get("/admin-dashboard/inbox/subscribers")).text();
    expect(subscribers).toContain(`accepted-${id}@example.com`);
    expect(subscribers).not.toContain(`refused-${id}@example.com`);
    const posts = await (await api.get("/admin-dashboard/blog")).text();
    expect(posts).toContain(`Accepted post ${id}`);
    expect(posts).not.toContain(`Refused post ${id}`);
    expect((await visitor.get(`/blog/accepted-post-${id}`)).status()).toBe(200);
    await visitor.dispose();
  });
});

// ---------------------------------------------------------------------------------------------
// 3. Open redirects

const FOREIGN_TARGETS = [
  "https://evil.example",
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "https:evil.example",
  "javascript:alert(document.domain)",
  "/%2F%2Fevil.example",
  "/.//evil.example",
  "/admin-dashboard/..//evil.example",
  " //evil.example",
];

test.describe("open redirects", () => {
  test("the sign-in's redirectTo only ever leads into the dashboard", async ({ playwright, request, baseURL }) => {
    test.setTimeout(90_000);
    const browserLike = await playwright.request.newContext({ baseURL });
    const signIn = (redirectTo: string, client = browserLike) => postAdminSignIn(client, baseURL!, { redirectTo });

    for (const target of FOREIGN_TARGETS) {
      // Signed out (no cookie): the form carries the cleaned target.
      const form = await request.get(`/admin-login?redirectTo=${encodeURIComponent(target)}`);
      expect(/name="redirectTo" value="([^"]*)"/.exec(await form.text())?.[1], target).toBe("/admin-dashboard");
      // The sign-in itself.
      const answer = await signIn(target);
      expect(answer.status(), target).toBe(302);
      expect(expectOnSite(target, answer.headers()["location"], baseURL!).pathname, target).toBe("/admin-dashboard");
      // Signed in: the login page sends admins on, to the same place.
      const onward = await browserLike.get(`/admin-login?redirectTo=${encodeURIComponent(target)}`, NO_REDIRECTS);
      expect(onward.status(), target).toBe(302);
      expect(onward.headers()["location"], target).toBe("/admin-dashboard");
    }
    // Control: a page inside the dashboard is honoured, so the checks above can tell. From a browser
    // not yet signed in: a signed-in one that is asked to wait is sent on to the dashboard by the
    // login page itself.
    const signedOut = await playwright.request.newContext({ baseURL });
    expect((await signIn("/admin-dashboard/audit", signedOut)).headers()["location"]).toBe("/admin-dashboard/audit");
    await signedOut.dispose();
    await browserLike.dispose();
  });

  test("a protected page sends strangers to the login with an on-site target only", async ({ request, baseURL }) => {
    const cases: [url: string, status: number, location: string | null][] = [
      // Control: a safe target is passed on, so the cases below can tell.
      ["/admin-dashboard/audit", 302, "/admin-login?redirectTo=%2Fadmin-dashboard%2Faudit"],
      ["/admin-dashboard/audit?next=//evil.example", 302, "/admin-login"],
      ["/admin-dashboard/audit?next=https://evil.example", 302, "/admin-login"],
      ["/admin-dashboard//evil.example", 404, null],
    ];
    for (const [url, status, location] of cases) {
      const answer = await request.get(`${baseURL}${url}`, NO_REDIRECTS);
      expect(answer.status(), url).toBe(status);
      expect(answer.headers()["location"] ?? null, url).toBe(location);
      if (location) expectOnSite(url, location, baseURL!);
    }
  });

  test("the newsletter form's redirectTo stays on this site", async ({ request, baseURL }) => {
    // An invalid address: the answer is a redirect back, and no rate-limit slot is used.
    const post = (redirectTo: string) =>
      request.post("/newsletter", { form: { email: "not-an-address", redirectTo }, headers: { Origin: baseURL!, Accept: "text/html" }, ...NO_REDIRECTS });
    for (const target of FOREIGN_TARGETS) {
      const answer = await post(target);
      expect(answer.status(), target).toBe(303);
      expectOnSite(target, answer.headers()["location"], baseURL!);
    }
    for (const target of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      expect((await post(target)).headers()["location"], target).toMatch(/^\/blog\?newsletter=[a-z-]+#newsletter$/);
    }
    // Control: an on-site page is honoured.
    expect((await post("/about")).headers()["location"]).toMatch(/^\/about\?newsletter=[a-z-]+#newsletter$/);
  });

  test("paths that look like other hosts are not redirected off the site", async ({ request, baseURL }) => {
    const cases: [url: string, status: number, location: string | null][] = [
      ["//evil.example", 404, null],
      ["//evil.example/", 404, null],
      ["/%2F%2Fevil.example", 404, null],
      ["/%5Cevil.example", 404, null],
      ["/assets//evil.example/", 404, null],
      ["/blog//evil.example", 404, null],
      // The redirects the site does make, all to fixed places of its own.
      ["/assets", 301, "/assets/"],
      ["/newsletter", 302, "/blog#newsletter"],
      ["/iraconnect/thanks", 302, "/iraconnect"],
    ];
    for (const [url, status, location] of cases) {
      // Absolute: a relative "//evil.example" would be another host to the client itself.
      const answer = await request.get(`${baseURL}${url}`, NO_REDIRECTS);
      expect(answer.status(), url).toBe(status);
      expect(answer.headers()["location"] ?? null, url).toBe(location);
      if (location) expectOnSite(url, location, baseURL!);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// 4. Admin answers are never cacheable

test.describe("admin answers", () => {
  /** Every /admin* route of app/routes.ts, with real and unknown ids where the path has one. */
  const adminPaths = routeTable.filter((r) => r.path.startsWith("/admin"));

  test("every /admin* answer, signed in or not, redirect, error, CSV or data, is Cache-Control: no-store", async ({ page, request, baseURL }) => {
    test.setTimeout(60_000);
    const id = unique();
    const api = await signedInApi(page);
    await createPost(api, baseURL!, { title: `Cache post ${id}`, slug: `cache-post-${id}`, content: "x" });
    await createCaseStudy(api, baseURL!, `Cache study ${id}`);
    await page.goto("/admin-dashboard/blog");
    const postId = /\/blog\/([0-9a-f-]{36})\/edit$/.exec((await page.getByRole("link", { name: `Edit Cache post ${id}` }).getAttribute("href")) ?? "")?.[1];
    expect(postId).toBeTruthy();

    const urls = adminPaths.flatMap((r) => {
      const real = r.path.includes("/blog/") ? postId! : `cache-study-${id}`;
      const base = r.path.includes(":") ? [concrete(r.path, real), concrete(r.path, "00000000-0000-4000-8000-000000000000"), concrete(r.path, "no-such-id")] : [r.path];
      return base.flatMap((u) => (r.file.endsWith(".tsx") ? [u, `${u}.data`] : [u]));
    });
    urls.push("/admin-dashboard/no-such-tab", "/ADMIN-DASHBOARD/blog/00000000-0000-4000-8000-000000000000/edit", "/admin-nothing-here");
    expect(urls).toEqual(expect.arrayContaining(["/admin-dashboard/signups.csv", "/admin-dashboard/inbox/submissions.csv", "/admin-dashboard/inbox/subscribers.csv", "/admin-diagnostics/case-studies"]));

    const seen = new Set<number>();
    for (const [who, client] of [
      ["signed out", request],
      ["signed in", api],
    ] as const) {
      for (const url of urls) {
        const answer = await client.get(url, NO_REDIRECTS);
        seen.add(answer.status());
        expect(answer.headers()["cache-control"], `${who} GET ${url} → ${answer.status()}`).toBe("no-store");
      }
    }
    // The table reached pages, redirects and errors alike.
    expect([...seen]).toEqual(expect.arrayContaining([200, 302, 404]));

    // Answers to writes.
    const invalid = await api.post("/admin-dashboard/blog/new", { form: { title: "" }, headers: { Origin: baseURL! }, ...NO_REDIRECTS });
    expect(invalid.status()).toBe(400);
    const wrongPassword = await request.post("/admin-login", { form: { email: "nobody@e2e.test", password: "wrong password here" }, headers: { Origin: baseURL! }, ...NO_REDIRECTS });
    expect(wrongPassword.status()).toBe(401);
    const logout = await api.post("/admin-logout", { headers: { Origin: baseURL! }, ...NO_REDIRECTS });
    expect(logout.status()).toBe(302);
    for (const [label, answer] of [
      ["invalid editor form", invalid],
      ["wrong password", wrongPassword],
      ["sign-out", logout],
    ] as const) {
      expect(answer.headers()["cache-control"], label).toBe("no-store");
    }
  });
});

// ---------------------------------------------------------------------------------------------
// 5. Cookies (over http; the https variants are integration tests)

/** One Set-Cookie line as name, value and its attributes (lower-cased names). */
function parseSetCookie(line: string) {
  const [pair, ...attributes] = line.split(";").map((s) => s.trim());
  const eq = pair!.indexOf("=");
  return {
    name: pair!.slice(0, eq),
    value: pair!.slice(eq + 1),
    attributes: new Map(attributes.map((a) => [a.split("=")[0]!.toLowerCase(), a.includes("=") ? a.slice(a.indexOf("=") + 1) : ""])),
  };
}

const setCookies = (response: APIResponse) => response.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie").map((h) => parseSetCookie(h.value));

function expectCookieFlags(label: string, cookie: ReturnType<typeof parseSetCookie>, path: string) {
  expect(cookie.attributes.has("httponly"), `${label}: HttpOnly`).toBe(true);
  expect(cookie.attributes.get("samesite"), `${label}: SameSite`).toBe("Lax");
  expect(cookie.attributes.get("path"), `${label}: Path`).toBe(path);
  // No Domain: the cookie stays on this host, subdomains neither get nor set it.
  expect(cookie.attributes.has("domain"), `${label}: Domain`).toBe(false);
  // Plain http here; over https the cookies are Secure (integration tests).
  expect(cookie.attributes.has("secure"), `${label}: Secure`).toBe(false);
}

test("the admin session cookie is HttpOnly, SameSite=Lax, Path=/, and sign-out clears it with the same flags", async ({ playwright, baseURL }) => {
  test.setTimeout(60_000);
  const client = await playwright.request.newContext({ baseURL });
  const signIn = await postAdminSignIn(client, baseURL!);
  expect(signIn.status()).toBe(302);
  const [session, ...others] = setCookies(signIn);
  expect(others).toEqual([]);
  expect(session!.name).toBe("iratech_session");
  expect(session!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expectCookieFlags("session cookie", session!, "/");

  const signOut = await client.post("/admin-logout", { headers: { Origin: baseURL! }, ...NO_REDIRECTS });
  const [cleared] = setCookies(signOut);
  expect(cleared).toMatchObject({ name: "iratech_session", value: "" });
  expect(cleared!.attributes.get("max-age")).toBe("0");
  expectCookieFlags("cleared session cookie", cleared!, "/");
  await client.dispose();
});

// ---------------------------------------------------------------------------------------------
// 6. User content is text everywhere

// With the CSP on, an escaping bug would still be stopped by the nonce: these tests turn the CSP
// off in the browser so that escaping is tested on its own (both layers must hold).
test.describe("user content is escaped", () => {
  test.use({ bypassCSP: true });

  test("a blog post's title, excerpt, author, tags and markdown stay text on its page, in its JSON-LD, the blog list, the admin and the feed", async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(60_000);
    const id = unique();
    const title = `Hostile ${id} </script><script>window.__pwned=1</script><img src=x onerror=window.__pwned=2>`;
    const excerpt = `Excerpt ${id} </script><script>window.__pwned=3</script><img src=x onerror=alert(3)>`;
    const author = `<svg onload=window.__pwned=4>Mallory</svg>`;
    const content = [
      `Body ${id}`,
      "</script><script>window.__pwned=5</script>",
      "<img src=x onerror=window.__pwned=6>",
      "[click me](javascript:window.__pwned=7)",
      '<div onmouseover="window.__pwned=8">raw html</div>',
    ].join("\n\n");
    const api = await signedInApi(page);
    await createPost(api, baseURL!, { title, excerpt, author, content, slug: `hostile-${id}`, "tags[0]": "<b onclick=alert(9)>tag</b>" });

    const visitor = await browser.newContext({ baseURL, bypassCSP: true });
    const reader = await visitor.newPage();
    const dialogs = recordDialogs([page, reader]);

    // The public page (a visitor's copy comes from the HTML cache; the admin's is rendered afresh).
    for (const p of [reader, page]) {
      const response = await p.goto(`/blog/hostile-${id}`);
      // The page's scripts have run (and any injected one with them).
      await hydrated(p);
      await expect(p.getByRole("heading", { level: 1 })).toHaveText(title);
      expect(await p.title()).toContain(title);
      // The post's own byline (a related post by the same author may carry the same one below).
      await expect(p.locator("article header").getByText(`By ${author}`)).toBeVisible();
      expect(await eventHandlerAttributes(p)).toEqual([]);
      expect(await p.locator('a[href^="javascript:" i]').count()).toBe(0);
      // Every script element is the server's own: it carries the response's nonce (a page rendered
      // for the admin), or its text's hash is in the policy (the visitor's copy, stored for everyone).
      const policy = response!.headers()["content-security-policy"] ?? "";
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? null;
      const hashes = [...policy.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]);
      const scripts = await p.evaluate(() =>
        [...document.querySelectorAll<HTMLScriptElement>('script:not([type="application/ld+json"])')].map((s) => ({
          nonce: s.nonce,
          src: s.src,
          text: s.textContent ?? "",
          html: s.outerHTML.slice(0, 80),
        })),
      );
      const sha = (text: string) => `sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}`;
      const foreign = scripts.filter((s) => (nonce ? s.nonce !== nonce : !s.src && !hashes.includes(sha(s.text)))).map((s) => s.html);
      expect(foreign).toEqual([]);
      // The JSON-LD blocks parse as JSON and hold the texts as they were typed.
      const graphs = await p.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? "")),
      );
      const article = graphs.find((g) => g["@type"] === "Article");
      expect(article).toMatchObject({ headline: title, description: excerpt, author: { name: author } });
      const crumbs = graphs.find((g) => g["@type"] === "BreadcrumbList");
      expect(crumbs.itemListElement.at(-1).name).toBe(title);
      expect(await pwned(p)).toBeUndefined();
    }
    // Nothing of it is markup in the HTML as sent (the hydration data included).
    const html = await (await request.get(`/blog/hostile-${id}`)).text();
    for (const raw of ["<script>window.__pwned", "<img src=x onerror", "<svg onload", "<b onclick", "<div onmouseover"]) expect(html).not.toContain(raw);

    // The list pages: the public blog search and the admin's list.
    await reader.goto(`/blog?q=${id}`);
    await hydrated(reader);
    await expect(reader.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(reader.getByText(excerpt)).toBeVisible();
    await page.goto("/admin-dashboard/blog");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    for (const p of [reader, page]) {
      expect(await eventHandlerAttributes(p)).toEqual([]);
      expect(await pwned(p)).toBeUndefined();
    }
    expect(dialogs).toEqual([]);

    // The feed: XML-escaped, so a reader shows the same text.
    const rss = await (await request.get("/rss.xml")).text();
    expect(rss).toContain(`<title>Hostile ${id} &lt;/script&gt;&lt;script&gt;window.__pwned=1&lt;/script&gt;&lt;img src=x onerror=window.__pwned=2&gt;</title>`);
    expect(rss).not.toContain("<script>window.__pwned");
    await visitor.close();
  });

  test.describe("an IRACONNECT member", () => {
    test.describe.configure({ mode: "serial" });
    // No whitespace: the first name (shown on the thanks page and the invite banner) is all of it.
    const name = "</script><script>window.__pwned=1</script><img/src=x/onerror=window.__pwned=2>";
    const email = `hostile.${unique()}@example.com`;
    const refusedEmail = `refused.${unique()}@example.com`;
    let member: { refId: string; cookie: string } | undefined;

    test("a cross-site signup is refused; the same signup from this site is stored and sets an HttpOnly, SameSite=Lax member cookie", async ({ request, baseURL }) => {
      const signup = (address: string, origin: string) =>
        request.post("/api/iraconnect/signup", { data: { name, email: address, phone: "+1 416 555 0100", country: "Canada", role: "Student" }, headers: { Origin: origin } });
      await expectRefused("signup from another site", await signup(refusedEmail, EVIL));
      // The one signup of this file (see the top).
      const accepted = await signup(email, baseURL!);
      expect(accepted.status()).toBe(200);
      const { refId } = await accepted.json();
      expect(refId).toMatch(/^[A-Za-z0-9]{10}$/);
      const cookie = setCookies(accepted).find((c) => c.name === "iraconnect_member");
      expect(cookie).toBeTruthy();
      // Path=/iraconnect, not /: only the IRACONNECT pages read it (decision 005).
      expectCookieFlags("member cookie", cookie!, "/iraconnect");
      member = { refId, cookie: cookie!.value };
    });

    test("the name is text on the thanks page, in the invite banner and in the admin's list; the refused signup is in none", async ({ page, browser, baseURL }) => {
      expect(member, "the signup test ran first").toBeTruthy();
      const newMember = await browser.newContext({ baseURL, bypassCSP: true });
      await newMember.addCookies([{ name: "iraconnect_member", value: member!.cookie, domain: new URL(baseURL!).hostname, path: "/iraconnect", httpOnly: true, sameSite: "Lax" }]);
      const thanks = await newMember.newPage();
      const invited = await (await browser.newContext({ baseURL, bypassCSP: true })).newPage();
      const dialogs = recordDialogs([thanks, invited, page]);

      await thanks.goto("/iraconnect/thanks");
      await hydrated(thanks);
      await expect(thanks.getByRole("heading", { level: 1 })).toHaveText(`Welcome to IRACONNECT, ${name}!`);

      await invited.goto(`/iraconnect?ref=${member!.refId}`);
      await hydrated(invited);
      await expect(invited.getByText(`🎉 ${name} invited you to join IRACONNECT. Sign up to get early access!`)).toBeVisible();

      await signInAsAdmin(page, `/admin-dashboard/signups?q=${encodeURIComponent(email)}`);
      await expect(page.getByRole("table", { name: /^Signups matching/ }).getByRole("row").nth(1)).toContainText(name);
      for (const p of [thanks, invited, page]) {
        expect(await eventHandlerAttributes(p)).toEqual([]);
        expect(await pwned(p)).toBeUndefined();
      }
      expect(dialogs).toEqual([]);

      // The export lists every signup (the search page would echo the address searched for).
      const csv = await (await page.request.get("/admin-dashboard/signups.csv")).text();
      expect(csv).toContain(email);
      expect(csv).not.toContain(refusedEmail);
      await newMember.close();
      await invited.context().close();
    });
  });
});
