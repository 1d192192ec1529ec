/**
 * Blog and case studies end to end: the admin's editors, what the public sees, feeds, live updates
 * and inert markdown. Each test makes its own content with a unique title (the PostgreSQL project
 * has no seed data).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { animationsDone, hydrated, savedInEditor, signInAsAdmin, workerAdmin } from "./fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function createPost(page: Page, post: { title: string; content: string; category?: string; tags?: string[]; publish?: boolean }) {
  await page.goto("/admin-dashboard/blog");
  await page.getByRole("link", { name: "Add Blog Post" }).click();
  await expect(page.getByRole("heading", { name: "New Blog Post" })).toBeVisible();
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(post.title);
  await page.getByRole("textbox", { name: "Author", exact: true }).fill("E2E Author");
  if (post.category) await page.getByRole("textbox", { name: "Category", exact: true }).fill(post.category);
  // These posts are Markdown (rich-text posts have their own spec, rich-text.spec.ts).
  await page.getByRole("button", { name: "Write in Markdown instead" }).click();
  await page.getByRole("textbox", { name: "Content", exact: true }).fill(post.content);
  for (const tag of post.tags ?? []) {
    await page.getByRole("textbox", { name: "Tags", exact: true }).fill(tag);
    await page.getByRole("textbox", { name: "Tags", exact: true }).press("Enter");
  }
  if (post.publish) await page.getByRole("switch", { name: "Published" }).check();
  // The save bar says what is unsaved and stays in view at the foot of the form (issue 17.6).
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByRole("switch", { name: "Featured" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Save" })).toBeInViewport();
  await page.getByRole("button", { name: "Save" }).click();
  // The editor stays open on the new post and says so (issue 28); the list is one link away.
  const editor = await savedInEditor(page, "blog");
  await page.goto("/admin-dashboard/blog");
  await expect(page.getByRole("heading", { name: post.title, level: 3 })).toBeVisible();
  return editor;
}

test("the editor says Saved once after a save, not again when opened later", async ({ page }) => {
  await signInAsAdmin(page);
  const editor = await createPost(page, { title: `Saved notice ${unique()}`, content: "Saved once." });
  await page.goto(editor);
  await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toHaveCount(0);
});

test.describe("blog admin and public pages", () => {
  test("a draft is private; publishing puts it on /blog, in the RSS feed and the sitemap; edit and delete", async ({ page, request }) => {
    const id = unique();
    const title = `Draft to publish ${id}`;
    await signInAsAdmin(page);
    await createPost(page, { title, content: `Body of the post ${id} with **bold** text.`, category: "E2E", tags: ["alpha", " alpha ", "beta"] });

    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card.getByText("Draft", { exact: true })).toBeVisible();
    await expect(card.getByText("By E2E Author • E2E")).toBeVisible();
    await expect(card.getByText("No excerpt available")).toBeVisible();
    // Its date, a place for its cover, and buttons that say what they do (issue 17.6).
    await expect(card.getByText(/^Updated /)).toBeVisible();
    await expect(card.getByRole("link", { name: `Edit ${title}` })).toHaveText("Edit");
    await expect(card.getByRole("button", { name: `Delete ${title}` })).toHaveText("Delete");
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["alpha", "beta"]);

    const slug = `draft-to-publish-${id}`;
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
    expect(await (await request.get(`/blog?q=${id}`)).text()).not.toContain(title);
    expect(await (await request.get("/rss.xml")).text()).not.toContain(title);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(slug);

    // Publish.
    await card.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
    await page.getByRole("switch", { name: "Published" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await savedInEditor(page, "blog");
    await page.goto("/admin-dashboard/blog");
    await expect(card.getByText("Published", { exact: true })).toBeVisible();

    await page.goto(`/blog?q=${id}`);
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    // The visible text is SPEC's 'Read More'; its accessible name also says which article.
    const readMore = page.getByRole("link", { name: new RegExp(`^Read More\\s*: ${title}$`) });
    await expect(readMore).toContainText("Read More");
    await readMore.click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // The post's own byline (related posts below it carry theirs).
    await expect(page.locator("article header").getByText("By E2E Author •")).toBeVisible();
    await expect(page.locator("article header").getByText("1 min read")).toBeVisible();
    await expect(page.locator("strong", { hasText: "bold" })).toBeVisible();
    const html = await (await request.get(`/blog/${slug}`)).text();
    expect(html).toContain('<meta property="og:type" content="article"');
    expect(html).toContain('"@type":"Article"');
    expect(await (await request.get("/rss.xml")).text()).toContain(`<title>${title}</title>`);
    expect(await (await request.get("/sitemap.xml")).text()).toMatch(new RegExp(`/blog/${slug}</loc><lastmod>`));

    // Edit: the address stays, the text changes.
    await page.goto("/admin-dashboard/blog");
    await card.getByRole("link", { name: `Edit ${title}` }).click();
    await page.getByRole("textbox", { name: "Excerpt", exact: true }).fill(`Edited excerpt ${id}`);
    await page.getByRole("button", { name: "Remove tag beta" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await savedInEditor(page, "blog");
    await page.goto("/admin-dashboard/blog");
    await expect(card.getByText(`Edited excerpt ${id}`)).toBeVisible();
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["alpha"]);
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // Delete after the confirmation.
    await page.goto("/admin-dashboard/blog");
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe("Are you sure you want to delete this blog post?");
      void dialog.accept();
    });
    await card.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
    expect(await (await request.get("/rss.xml")).text()).not.toContain(title);
  });

  test("the editor checks Title, Author and Content on the server and stays open", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin-dashboard/blog/new");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page.getByText("Author is required")).toBeVisible();
    await expect(page.getByText("Content is required")).toBeVisible();
    await expect(page).toHaveURL(/\/admin-dashboard\/blog\/new$/);
    // The server answers the same without the browser's help.
    const response = await page.request.post("/admin-dashboard/blog/new", {
      form: { title: "", author: "", content: "" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Title is required");
  });

  test("markdown with <script>, javascript: links and raw HTML renders inert, and the live preview too", async ({ page }) => {
    const id = unique();
    const title = `Hostile markdown ${id}`;
    const content = [
      `Intro ${id}`,
      "<script>window.__pwned = true</script>",
      '<img src="x" onerror="window.__pwned = true">',
      "[click me](javascript:window.__pwned=true)",
      '<a href="https://example.com" onclick="window.__pwned = true">raw html link</a>',
    ].join("\n\n");
    await signInAsAdmin(page);
    await page.goto("/admin-dashboard/blog/new");
    await hydrated(page);
    await page.getByRole("button", { name: "Write in Markdown instead" }).click();
    await page.getByRole("textbox", { name: "Content", exact: true }).fill(content);
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByText(`Intro ${id}`)).toBeVisible();
    await expect(preview.locator("script, img, [onclick]")).toHaveCount(0);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByRole("textbox", { name: "Author", exact: true }).fill("E2E Author");
    await page.getByRole("switch", { name: "Published" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await savedInEditor(page, "blog");

    await page.goto(`/blog/hostile-markdown-${id}`);
    const article = page.locator("article");
    await expect(article.getByText(`Intro ${id}`)).toBeVisible();
    await expect(article.locator("script")).toHaveCount(0);
    await expect(article.locator("img[onerror], [onclick]")).toHaveCount(0);
    // The raw <a> tag is dropped; only its words remain, as plain text.
    await expect(article.getByRole("link", { name: "raw html link" })).toHaveCount(0);
    const link = article.getByText("click me");
    await expect(link).toBeVisible();
    expect(await link.getAttribute("href")).toBeNull();
    await link.click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  });

  test("filters by search and category in the URL, with both empty-state texts and Reset Filters", async ({ page }) => {
    const id = unique();
    await signInAsAdmin(page);
    await createPost(page, { title: `Filter alpha ${id}`, content: `Alpha text ${id}`, category: `Cat${id}`, publish: true });
    await createPost(page, { title: `Filter beta ${id}`, content: `Beta text ${id}`, category: `Other${id}`, publish: true });

    // The page's timers under the test's control (time still flows), so that a waiting one can be run out.
    await page.clock.install();
    await page.goto("/blog");
    await hydrated(page);
    // The search box, the categories and the results are one React island, shown in place (no reload).
    expect(await page.locator('[data-island="blog-list"]').evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactContainer")))).toBe(true);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.getByPlaceholder("Search articles...").fill(id.toUpperCase());
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${id.toUpperCase()}`));
    await expect(page.getByRole("heading", { level: 2, name: `Filter alpha ${id}` })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: `Filter beta ${id}` })).toBeVisible();

    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: `Cat${id}` }).click();
    await expect(page).toHaveURL(new RegExp(`category=Cat${id}`));
    // The search typed above was also waiting to run as-you-type (300 ms): it must not fire after
    // Search was pressed and take the visitor back from the category they picked. Every timer
    // still waiting runs now; then a request of the page's own, which comes after any it made.
    const searches: string[] = [];
    page.on("request", (request) => new URL(request.url()).searchParams.has("q") && searches.push(request.url()));
    await page.clock.runFor(1_000);
    expect(await page.evaluate(async () => (await fetch("/healthz")).status)).toBe(200);
    expect(searches).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`category=Cat${id}`));
    await expect(page.getByRole("heading", { level: 2, name: `Filter alpha ${id}` })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: `Filter beta ${id}` })).toHaveCount(0);
    const chosen = page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: `Cat${id}` });
    await expect(chosen).toHaveAttribute("aria-current", "page");
    await expect(chosen).toBeFocused();
    // Back: the search's list again, its text in the box; forward: the category's.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/blog\\?q=${id.toUpperCase()}$`));
    await expect(page.getByRole("heading", { level: 2, name: `Filter beta ${id}` })).toBeVisible();
    await expect(page.getByPlaceholder("Search articles...")).toHaveValue(id.toUpperCase());
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`category=Cat${id}`));
    await expect(page.getByRole("heading", { level: 2, name: `Filter beta ${id}` })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    await page.goto(`/blog?q=nothing-${id}`);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter criteria.")).toBeVisible();
    await page.getByRole("link", { name: "Reset Filters" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByPlaceholder("Search articles...")).toHaveValue("");
    await expect(page.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 2, name: `Filter beta ${id}` })).toBeVisible();

    const tooLong = await page.request.get(`/blog?q=${"x".repeat(500)}`);
    expect(tooLong.status()).toBe(400);
    expect(await tooLong.text()).toContain("Search text must be at most 200 characters");

    await animationsDone(page);
    const results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations).toEqual([]);
  });

  test("without JavaScript, the search form and category links still filter", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog?q=zz-no-such-article-zz");
    await expect(page.getByText("Try adjusting your search or filter criteria.").or(page.getByText("No articles have been published yet. Check back soon for our latest insights!"))).toBeVisible();
    await page.getByPlaceholder("Search articles...").fill("");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/blog\?q=$/);
    await context.close();
  });
});

test.describe("case studies", () => {
  test("an admin creates a case study with results and tech stack; an open detail page updates live", async ({ page, browser, baseURL }) => {
    const id = unique();
    const title = `Live case ${id}`;
    await signInAsAdmin(page);
    // An older case study first, so that the list has a card after the live one (deleted at the end).
    const olderTitle = `Older case ${id}`;
    const older = await page.request.post("/admin-dashboard/case-studies/new", {
      form: { title: olderTitle, description: "An older case study, listed after the live one.", isPublished: "on" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(older.status(), await older.text()).toBe(302);
    await page.goto("/admin-dashboard/case-studies");
    await page.getByRole("link", { name: "Add Case Study" }).click();
    await expect(page.getByRole("heading", { name: "New Case Study" })).toBeVisible();
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByRole("textbox", { name: "Subtitle", exact: true }).fill("Subtitle one");
    await page.getByRole("textbox", { name: "Description", exact: true }).fill("A description that is long enough to show on the card.");
    await page.getByRole("textbox", { name: "Business challenges", exact: true }).fill("Slow reports");
    await page.getByRole("textbox", { name: "Business challenges", exact: true }).press("Enter");
    for (const tag of ["t1", "t2", "t3", "t4", "t5"]) {
      await page.getByRole("textbox", { name: "Tags", exact: true }).fill(tag);
      await page.getByRole("textbox", { name: "Tags", exact: true }).press("Enter");
    }
    await page.getByRole("button", { name: "Add result" }).click();
    await page.getByRole("textbox", { name: "Metric (row 1)", exact: true }).fill("Report time");
    await page.getByRole("textbox", { name: "Before (row 1)", exact: true }).fill("6 hours");
    await page.getByRole("textbox", { name: "After (row 1)", exact: true }).fill("5 minutes");
    await page.getByRole("button", { name: "Add technology row" }).click();
    await page.getByRole("textbox", { name: "Category (row 1)", exact: true }).fill("Cloud");
    await page.getByRole("textbox", { name: "Technologies (row 1)", exact: true }).fill("AWS, S3");
    // A new case study starts as a draft (issue 28): this one is published at once.
    await page.getByRole("switch", { name: "Published" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await savedInEditor(page, "case-studies");
    await page.goto("/admin-dashboard/case-studies");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card.getByText("Published", { exact: true })).toBeVisible();
    await expect(card.getByText("+2 more")).toBeVisible();

    const slug = `live-case-${id}`;
    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/case-studies/${slug}`);
    await expect(publicPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(publicPage.getByText("The client struggled with:")).toBeVisible();
    const table = publicPage.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Metric", "Before Implementation", "After Implementation"]);
    await expect(table.getByRole("row", { name: /Report time/ })).toContainText("6 hours");
    await expect(publicPage.getByText("Cloud: AWS, S3")).toBeVisible();
    await expect(publicPage.getByRole("heading", { name: "Why It Matters" })).toHaveCount(0);
    await expect(publicPage.getByRole("heading", { name: "Want a similar solution for your organization?" })).toBeVisible();
    await expect(publicPage.getByRole("link", { name: "Get in Touch" }).last()).toHaveAttribute("href", "/contact");
    await expect(publicPage.getByText("Connection diagnostics", { exact: true })).toHaveCount(0);
    // The article is an island (decision 027) that follows its case study once hydrated.
    const article = publicPage.locator('[data-island="case-study-article"]');
    await expect(article).toHaveAttribute("data-island-ready", "");
    expect(await article.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactContainer")))).toBe(true);
    // The page marks itself so that a reload would be noticed.
    await publicPage.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // The admin edits the results and adds a section; the open page follows without a reload.
    await card.getByRole("link", { name: `Edit ${title}` }).click();
    await page.getByRole("textbox", { name: "After (row 1)", exact: true }).fill("90 seconds");
    await page.getByRole("textbox", { name: "Why it matters", exact: true }).fill(`It matters ${id}`);
    await page.getByRole("button", { name: "Add technology row" }).click();
    await page.getByRole("textbox", { name: "Category (row 2)", exact: true }).fill("Data");
    await page.getByRole("textbox", { name: "Technologies (row 2)", exact: true }).fill("dbt");
    await page.getByRole("button", { name: "Move row 2 up" }).click();
    // A challenge is edited in place and moved, not deleted and retyped (issue 17.6).
    await page.getByRole("textbox", { name: "Challenge 1", exact: true }).fill("Slow weekly reports");
    await page.getByRole("textbox", { name: "Business challenges", exact: true }).fill("Manual exports");
    await page.getByRole("textbox", { name: "Business challenges", exact: true }).press("Enter");
    await page.getByRole("button", { name: "Move challenge 2 up" }).click();
    await expect(page.getByRole("textbox", { name: "Challenge 1", exact: true })).toHaveValue("Manual exports");
    await page.getByRole("button", { name: "Save" }).click();
    await savedInEditor(page, "case-studies");
    await expect(publicPage.locator("li", { hasText: /^(Manual exports|Slow weekly reports)$/ })).toHaveText(["Manual exports", "Slow weekly reports"]);

    await expect(publicPage.getByRole("row", { name: /Report time/ })).toContainText("90 seconds");
    await expect(publicPage.getByText(`It matters ${id}`)).toBeVisible();
    await expect(publicPage.locator("#technology-stack li")).toHaveText(["Data: dbt", "Cloud: AWS, S3"]);
    expect(await publicPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // The list page: card with at most 3 chips and '+N more'.
    await publicPage.goto("/case-studies");
    await expect(publicPage.locator('[data-island="case-study-list"]')).toHaveAttribute("data-island-ready", "");
    const publicCard = publicPage.getByRole("listitem").filter({ has: publicPage.getByRole("heading", { name: title }) });
    await expect(publicCard.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["t1", "t2", "t3", "+2 more"]);
    await animationsDone(publicPage);
    const axe = await new AxeBuilder({ page: publicPage }).include("main").analyze();
    expect(axe.violations).toEqual([]);

    // The same case study open in another tab: it says it is gone, without a reload.
    const openArticle = await visitor.newPage();
    await openArticle.goto(`/case-studies/${slug}`);
    await expect(openArticle.locator('[data-island="case-study-article"]')).toHaveAttribute("data-island-ready", "");
    await openArticle.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    // Unpublish: the list drops it live, and the focus stays on the link it was on (not on the
    // one that moves into its place); the detail answers 404.
    await publicPage.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const cardLinks = publicPage.locator('main a[href^="/case-studies/"]');
    const liveCardAt = await cardLinks.evaluateAll((links, href) => links.findIndex((a) => a.getAttribute("href") === href), `/case-studies/${slug}`);
    expect(liveCardAt).toBeGreaterThanOrEqual(0);
    expect(liveCardAt).toBeLessThan((await cardLinks.count()) - 1);
    const lastHref = await cardLinks.last().getAttribute("href");
    await cardLinks.last().focus();
    await page.goto("/admin-dashboard/case-studies");
    await card.getByRole("link", { name: `Edit ${title}` }).click();
    await page.getByRole("switch", { name: "Published" }).uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await savedInEditor(page, "case-studies");
    await page.goto("/admin-dashboard/case-studies");
    await expect(card.getByText("Draft", { exact: true })).toBeVisible();
    await expect(publicPage.getByRole("heading", { name: title })).toHaveCount(0);
    await expect(publicPage.locator(`main a[href="${lastHref}"]`).last()).toBeFocused();
    expect(await publicPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expect(openArticle.getByRole("heading", { level: 1, name: "Case Study Not Found" })).toBeVisible();
    await expect(openArticle.getByText("The case study you're looking for doesn't exist.")).toBeVisible();
    await expect(openArticle).toHaveTitle(/^Case Study Not Found \| /);
    expect(await openArticle.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    const missing = await publicPage.goto(`/case-studies/${slug}`);
    expect(missing?.status()).toBe(404);
    await expect(publicPage.getByRole("heading", { name: "Case Study Not Found" })).toBeVisible();
    await expect(publicPage.getByText("The case study you're looking for doesn't exist.")).toBeVisible();

    // Delete after the confirmation.
    page.once("dialog", (dialog) => void dialog.accept());
    await card.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: `Delete ${olderTitle}` }).click();
    await expect(page.getByRole("heading", { name: olderTitle })).toHaveCount(0);
    await visitor.close();
  });

  test("the diagnostic panel shows to signed-in admins only and reports each check", async ({ page, request }) => {
    expect((await request.get("/admin-diagnostics/case-studies")).status()).toBe(404);
    await signInAsAdmin(page);
    await page.goto("/case-studies");
    // Staff's page is hydrated by React Router as a whole: the button works once it is live.
    await hydrated(page);
    await page.getByText("Connection diagnostics", { exact: true }).click();
    await page.getByRole("button", { name: "Run diagnostics" }).click();
    await expect(page.getByText(/Case studies count \(5 s limit\)/)).toBeVisible();
    await expect(page.getByText(/Published list with results and tech stack \(10 s limit\)/)).toBeVisible();
    await expect(page.getByText(/Session check \(3 s limit\)/)).toBeVisible();
    await expect(page.getByText(new RegExp(`OK in \\d+ ms: Signed in as ${workerAdmin().email.replace(/\./g, "\\.")}`))).toBeVisible();
  });
});
