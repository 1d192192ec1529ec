import { expect, test } from "@playwright/test";
import pg from "pg";

// Runs only against the PostgreSQL server (playwright.config.ts), where the test can change rows
// straight in SQL while the app server runs: the trigger's NOTIFY must reach the server's cache.
async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

test("public pages are cached, stored once with a hashed CSP, and drop out when the database changes", async ({ request }) => {
  const id = `cache-check-${Date.now()}`;
  await sql("insert into case_studies (id, title, description, is_published) values ($1, $2, $3, true)", [id, "Cache check one", "First version"]);
  try {
    const first = await request.get(`/case-studies/${id}`);
    expect(first.status()).toBe(200);
    expect(await first.text()).toContain("Cache check one");

    // The insert's NOTIFY may arrive while the first render runs (that render is then not kept).
    let second = first;
    await expect
      .poll(async () => (second = await request.get(`/case-studies/${id}`)).headers()["x-html-cache"], { timeout: 5000 })
      .toBe("hit");
    // Stored once: no nonce, the page's scripts allowed by hash, the same bytes on every hit.
    const secondHtml = await second.text();
    const csp = second.headers()["content-security-policy"] ?? "";
    expect(csp).not.toContain("'nonce-");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(secondHtml).not.toContain("nonce=");
    const third = await request.get(`/case-studies/${id}`);
    if (third.headers()["x-html-cache"] === "hit") expect(await third.text()).toBe(secondHtml);

    await sql("update case_studies set title = $2 where id = $1", [id, "Cache check two"]);
    await expect
      .poll(async () => (await (await request.get(`/case-studies/${id}`)).text()).includes("Cache check two"), { timeout: 5000 })
      .toBe(true);

    // A draft is never served from the cache once unpublished.
    await sql("update case_studies set is_published = false where id = $1", [id]);
    await expect.poll(async () => (await request.get(`/case-studies/${id}`)).status(), { timeout: 5000 }).toBe(404);
  } finally {
    await sql("delete from case_studies where id = $1", [id]);
  }
});

test("the sitemap and the feed are cached and follow publishing straight from SQL", async ({ request }) => {
  const id = `sitemap-check-${Date.now()}`;
  const slug = `feed-check-${Date.now()}`;
  // Other tests publish at the same time, so a render may overlap a change: ask until a hit.
  await expect.poll(async () => (await request.get("/sitemap.xml")).headers()["x-html-cache"], { timeout: 5000 }).toBe("hit");
  await sql("insert into case_studies (id, title, description, is_published) values ($1, $2, $3, true)", [id, "Sitemap check", "Listed"]);
  await sql(
    "insert into blog_posts (title, slug, author, content, is_published, published_at) values ($1, $2, $3, $4, true, now())",
    ["Feed check post", slug, "Test Author", "Body of the feed check."],
  );
  try {
    await expect.poll(async () => (await (await request.get("/sitemap.xml")).text()).includes(`/case-studies/${id}<`), { timeout: 5000 }).toBe(true);
    await expect.poll(async () => (await (await request.get("/rss.xml")).text()).includes("Feed check post"), { timeout: 5000 }).toBe(true);
    await expect.poll(async () => (await request.get("/rss.xml")).headers()["x-html-cache"], { timeout: 5000 }).toBe("hit");

    await sql("update blog_posts set is_published = false, published_at = null where slug = $1", [slug]);
    await sql("update case_studies set is_published = false where id = $1", [id]);
    await expect.poll(async () => (await (await request.get("/rss.xml")).text()).includes("Feed check post"), { timeout: 5000 }).toBe(false);
    await expect.poll(async () => (await (await request.get("/sitemap.xml")).text()).includes(`/case-studies/${id}<`), { timeout: 5000 }).toBe(false);
  } finally {
    await sql("delete from case_studies where id = $1", [id]);
    await sql("delete from blog_posts where slug = $1", [slug]);
  }
});
