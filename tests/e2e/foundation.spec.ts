import { expect, type Page, test } from "@playwright/test";
import { mainNav, productMenu } from "../../app/lib/navigation.ts";
import { prerenderPaths } from "../../app/lib/public-pages.ts";
import { hydrated } from "./fixtures.ts";

/** The mobile menu is a <details> disclosure; Playwright gives its <summary> no role. */
const mobileMenuToggle = (page: Page) => page.getByRole("banner").locator("details[data-mobile-menu] > summary");

test.describe("server HTML without JavaScript", () => {
  test("/ carries the title, description, canonical and Open Graph tags", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>Iratech \| AI, Cloud Architecture and Data Engineering<\/title>/);
    expect(html).toMatch(/<meta name="description" content="Iratech designs AI solutions[^"]+"/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/"');
    expect(html).toContain('<meta property="og:title" content="Iratech | AI, Cloud Architecture and Data Engineering"');
    expect(html).toContain('<meta property="og:url" content="http://localhost:3000/"');
    expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(html).toContain('"@type":"Organization"');
    const image = /<meta property="og:image" content="http:\/\/localhost:3000(\/[^"]+)"/.exec(html)?.[1];
    expect(image).toBe("/og-image.png");
    const picture = await request.get(image!);
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toBe("image/png");
  });

  // Security headers and script nonces on every route family: tests/e2e/security.spec.ts.

  test("hashed assets are cached as immutable", async ({ request }) => {
    // The stylesheet of a page without React, the scripts of one with it (the admin's sign-in).
    const assets = [
      /\/assets\/[^"]+\.css/.exec(await (await request.get("/")).text())?.[0],
      /\/assets\/[^"]+\.js/.exec(await (await request.get("/admin-login")).text())?.[0],
    ];
    for (const asset of assets) {
      expect(asset).toBeTruthy();
      const response = await request.get(asset!);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  test("/healthz checks the database, robots.txt names the sitemap", async ({ request }) => {
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    expect(await sitemap.text()).toContain("<loc>http://localhost:3000/</loc>");
  });

  test("a stored page carries every header link, in the desktop and in the mobile menu", async ({ request }) => {
    const hrefs = [...productMenu.flatMap((group) => group.links), ...mainNav].map((link) => link.href);
    // No page is prerendered any more (every marketing page is a page from blocks, issue 26).
    expect(prerenderPaths).toEqual([]);
    for (const route of ["/privacy", "/about"]) {
      const html = await (await request.get(route)).text();
      const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
      for (const label of ["Main", "Mobile"]) {
        const start = header.indexOf(`aria-label="${label}"`);
        expect(start, `${route}: ${label} navigation`).toBeGreaterThan(-1);
        const nav = header.slice(start, header.indexOf("</nav>", start));
        for (const href of hrefs) expect(nav, `${route}: ${label} navigation`).toContain(`href="${href}"`);
      }
      expect(header, route).toContain('href="/contact"');
      expect(header, route).toContain('href="/iraconnect"');
    }
  });
});

test.describe("unknown paths", () => {
  test("answer 404 with the spec's texts, noindex and a link home", async ({ page, request }) => {
    const response = await request.get("/no/such/page?x=1");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"');

    const visit = await page.goto("/definitely-missing");
    expect(visit?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown slug inside a route family gets the same 404 page, inside the site's header and footer", async ({ page, request }) => {
    for (const route of ["/no/such/page", "/features/nope", "/products/nope", "/solutions/nope", "/blog/no-such-post"]) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(404);
      const html = await response.text();
      expect(html.match(/<title>/g)?.length, `${route}: one title`).toBe(1);
      expect(html, route).toContain('<meta name="robots" content="noindex"');
      expect(html, route).toMatch(/<h1[^>]*>Oops! Page not found<\/h1>/);
      expect(html, route).toMatch(/<a [^>]*href="\/"[^>]*>Return to Home<\/a>/);
      expect(html, `${route}: header`).toMatch(/<header[^>]*>[\s\S]*aria-label="Main"[\s\S]*<\/header>/);
      expect(html, `${route}: footer`).toMatch(/<footer[^>]*>[\s\S]*All rights reserved\.[\s\S]*<\/footer>/);
    }

    await page.goto("/features/nope");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("All rights reserved.");
    await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    // Back is a client-side navigation: the 404 comes from the data request, and looks the same.
    await page.goBack();
    await expect(page).toHaveURL(/\/features\/nope$/);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("All rights reserved.");
  });

  test("an unknown case study keeps its own state, 'Case Study Not Found', with status 404", async ({ page }) => {
    const response = await page.goto("/case-studies/no-such-study");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Case Study Not Found" })).toBeVisible();
    await expect(page.getByText("The case study you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeVisible();
    expect((await response!.text()).match(/<title>/g)?.length).toBe(1);
  });
});

test.describe("theme", () => {
  test("the choice survives a reload without a flash of the other theme", async ({ page }) => {
    // Records the theme at the very first animation frame, before React hydrates.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { firstFrameDark: boolean }).firstFrameDark = document.documentElement.classList.contains("dark");
      });
    });
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/dark/);

    await page.getByRole("button", { name: /Change theme/ }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => (window as unknown as { firstFrameDark: boolean }).firstFrameDark)).toBe(true);

    // System follows the operating system.
    await page.getByRole("button", { name: /Change theme/ }).click();
    await page.getByRole("menuitemradio", { name: "System" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
  });
});

test.describe("layout", () => {
  test("the mobile menu opens, and closes when a link is followed, on Escape and on a tap outside", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    await hydrated(page);
    const toggle = mobileMenuToggle(page);
    const disclosure = page.getByRole("banner").locator("details[data-mobile-menu]");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(toggle).toHaveText("Menu");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(disclosure).toHaveAttribute("open", "");
    await expect(menu).toBeVisible();
    // Following a link closes the menu on the way out too: the page Back shows (from the
    // back-forward cache, where the browser keeps one) has it closed.
    await menu.getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(menu).toBeHidden();
    await expect(disclosure).not.toHaveAttribute("open");
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(disclosure).not.toHaveAttribute("open");
    await page.goForward();
    await expect(page).toHaveURL(/\/careers$/);
    await hydrated(page);

    await toggle.click();
    await expect(menu).toBeVisible();
    await menu.locator("summary", { hasText: "By audience" }).click();
    await menu.getByRole("link", { name: "For Students" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // On a tablet the menu leaves part of the page uncovered.
    await page.setViewportSize({ width: 768, height: 1024 });
    await toggle.click();
    await expect(menu).toBeVisible();
    const bottom = await menu.evaluate((nav) => nav.getBoundingClientRect().bottom);
    expect(bottom).toBeLessThan(980);
    await page.mouse.click(384, 1000);
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/careers$/);
  });

  test("the Products mega-menu opens on hover and from the keyboard, and closes on Escape and when a link is followed", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Products" });
    const mentors = nav.getByRole("link", { name: /^For Mentors/ });
    await expect(mentors).toBeHidden();

    await trigger.hover();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(mentors).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(mentors).toBeHidden();

    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: /^IRACONNECT AI-powered/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(mentors).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.hover();
    await expect(mentors).toBeVisible();
    await mentors.click();
    await expect(page).toHaveURL(/\/solutions\/for-mentors$/);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(mentors).toBeHidden();
  });

  test("the header leaves Escape to the page while its menus are closed: it still clears the blog's search box", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("cloud");
    await search.press("Escape");
    await expect(search).toHaveValue("");
  });

  for (const [device, width] of [["phone", 390], ["desktop", 1280]] as const) {
    test(`with JavaScript on a ${device}, no menu shows while the page loads and hydrates, and the header keeps its height`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript(() => {
        const record = { menuShown: false, heights: new Set<number>() };
        (window as unknown as { headerRecord: typeof record }).headerRecord = record;
        const check = () => {
          const header = document.querySelector("header");
          if (!header) return;
          // While the document is still being parsed a frame can show a header whose children have
          // not arrived yet; its height counts from the first frame of the whole document.
          if (document.readyState !== "loading") record.heights.add(Math.round(header.getBoundingClientRect().height));
          for (const link of header.querySelectorAll('a[href="/solutions/for-mentors"]')) {
            if ((link as HTMLElement).checkVisibility()) record.menuShown = true;
          }
        };
        // Every painted frame, from the first (the browser paints nothing before the stylesheet).
        requestAnimationFrame(function frame() {
          check();
          requestAnimationFrame(frame);
        });
      });
      await page.goto("/");
      await hydrated(page);
      // Ten painted frames after hydration too.
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            let frames = 0;
            requestAnimationFrame(function frame() {
              if (++frames === 10) resolve(null);
              else requestAnimationFrame(frame);
            });
          }),
      );
      const record = await page.evaluate(() => {
        const { menuShown, heights } = (window as unknown as { headerRecord: { menuShown: boolean; heights: Set<number> } }).headerRecord;
        return { menuShown, heights: [...heights] };
      });
      expect(record.menuShown).toBe(false);
      expect(record.heights).toHaveLength(1);
    });
  }

  test("a new page starts at the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator("footer").getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the header turns 'scrolled' past 10 px and the footer shows contact details and the year", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => {
      document.body.style.minHeight = "3000px";
      window.scrollTo(0, 40);
    });
    await expect(header).toHaveAttribute("data-scrolled", "true");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "hello@iratech.io" })).toHaveAttribute("href", "mailto:hello@iratech.io");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Iratech Solutions Pvt. Ltd.`);
    await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("target", "_blank");
  });

  test("a stored page's footer shows the year it is served in, not the year it was rendered", async ({ page, request }) => {
    const year = new Date().getFullYear();
    // /privacy is a page from blocks kept by the HTML cache: rendered once with a placeholder for
    // the year, filled in when stored (server/page-store.ts).
    let response = await request.get("/privacy");
    await expect
      .poll(async () => {
        response = await request.get("/privacy");
        return response.headers()["x-html-cache"];
      })
      .toBe("hit");
    const html = await response.text();
    expect(html).not.toContain("__IRATECH_PRERENDER");
    const footerText = html.slice(html.indexOf("<footer"), html.indexOf("</footer>")).replace(/<[^>]*>/g, "");
    expect(footerText).toContain(`© ${year} Iratech Solutions Pvt. Ltd. All rights reserved.`);

    // A browser whose clock says another year hydrates the served year without a mismatch error.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.clock.setFixedTime(new Date(`${year + 3}-06-15T12:00:00Z`));
    await page.goto("/privacy");
    await hydrated(page);
    await expect(page.getByRole("contentinfo")).toContainText(/© \d{4} Iratech Solutions Pvt\. Ltd\./);
    expect(errors).toEqual([]);
  });
});

test.describe("header without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Products menu opens on hover and from the keyboard, and its links work", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "Products" });
    const mentors = nav.getByRole("link", { name: /^For Mentors/ });
    await expect(mentors).toBeHidden();
    await trigger.hover();
    await expect(mentors).toBeVisible();
    await mentors.click();
    await expect(page).toHaveURL(/\/solutions\/for-mentors$/);

    await page.getByRole("banner").getByRole("link", { name: "Iratech home" }).focus();
    await page.keyboard.press("Tab");
    await expect(trigger).toBeFocused();
    const first = nav.getByRole("link", { name: /^IRACONNECT AI-powered/ });
    await expect(first).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/products\/ira-connect$/);
  });

  test("the mobile menu opens by tap and by keyboard, and its links work", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const toggle = mobileMenuToggle(page);
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await toggle.click();
    await expect(menu).toBeHidden();

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    // Each product's links fold into their own disclosure, which opens without JavaScript too.
    await menu.locator("summary", { hasText: "By audience" }).click();
    await menu.getByRole("link", { name: "For Companies" }).click();
    await expect(page).toHaveURL(/\/solutions\/for-companies$/);
    await expect(menu).toBeHidden();
  });
});
