/**
 * Site settings (issue 14.8) on a real database: an owner or admin saves the company's facts and
 * reads them back; bad input is refused with 400 and field messages and stores nothing; editors are
 * refused; the root loader (footer, contact page, JSON-LD) carries the new phone; the change is
 * announced to every instance; the fast path stops serving prerendered pages baked with the old
 * facts (they fall through to the app's render and the HTML cache). Hostile posts (fast-check)
 * never 5xx.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import express from "express";
import { parseWithZod } from "@conform-to/zod/v4";
import fc from "fast-check";
import type { ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, siteSettings } from "../../db/schema.ts";
import { organizationJsonLd } from "#app/lib/seo.ts";
import { cardSvg } from "#app/services/share-card.server.ts";
import { loader as pageLoader, meta as pageMeta } from "#app/routes/pages/page.tsx";
import { seedSitePages } from "#app/services/page-seed.server.ts";
import { companyDefaults, companySettingsSchema, readCompanySettings } from "#app/lib/schemas/site-settings.ts";
import { loader as rootLoader } from "#app/root.tsx";
import { action as settingsAction, loader as settingsLoader } from "#app/routes/admin/settings.tsx";
import { startRealtime, stopRealtime, subscribe, type SiteEvent } from "#app/services/realtime.server.ts";
import { joinPage } from "#app/services/iraconnect-signup.server.ts";
import { composeNewsletterMail } from "#app/services/newsletter-send.server.ts";
import { companySettings, prerenderedPagesStale, reloadCompanySettings } from "#app/services/site-settings.server.ts";
import { createFastPath } from "../../server/fast-path.ts";
import { createHtmlCache } from "../../server/html-cache.ts";
import { formTimingWhenRendered, isFormPage, loadStoredFiles, staticFiles } from "../../server/static.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestStaff, sessionCookieFor } from "../support/auth.ts";
import { expectHumanMessage, hostileText, urlEncoded } from "../support/hostile.ts";
import { formRequest, requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
let ownerCookie = "";
let adminCookie = "";
let editorCookie = "";
let adminId = "";

beforeAll(async () => {
  ownerCookie = await sessionCookieFor((await createTestStaff("owner@settings.test", "owner")).id);
  const admin = await createTestStaff("admin@settings.test", "admin");
  adminId = admin.id;
  adminCookie = await sessionCookieFor(admin.id);
  editorCookie = await sessionCookieFor((await createTestStaff("editor@settings.test", "editor")).id);
});

beforeEach(async () => {
  await db().delete(siteSettings).where(eq(siteSettings.key, "company"));
  await reloadCompanySettings();
});

/** Today's values as the form posts them. */
function formOf(overrides: Record<string, string> = {}): Record<string, string> {
  const d = companyDefaults;
  return {
    name: d.name,
    legalName: d.legalName,
    email: d.email,
    phone: d.phone,
    "address.street": d.address.street,
    "address.city": d.address.city,
    "address.region": d.address.region,
    "address.postalCode": d.address.postalCode,
    "address.country": d.address.country,
    "officeHours[0].days": d.officeHours[0]!.days,
    "officeHours[0].hours": d.officeHours[0]!.hours,
    "officeHours[1].days": d.officeHours[1]!.days,
    "officeHours[1].hours": d.officeHours[1]!.hours,
    timeZone: d.timeZone,
    "social.linkedin": d.social.linkedin ?? "",
    "social.x": d.social.x ?? "",
    "social.github": d.social.github ?? "",
    "social.youtube": d.social.youtube ?? "",
    platformUrl: d.platformUrl,
    signupCountOffset: String(d.signupCountOffset),
    shareImageMediaId: "",
    ...overrides,
  };
}

type Answer = { ok: boolean; message: string; fieldErrors: Record<string, string[]> };

function save(values: Record<string, string>, cookie = adminCookie) {
  return settle<Answer>(() =>
    settingsAction({ request: formRequest("/admin-dashboard/settings", values, { headers: { cookie } }), context: requestContext(), params: {} } as never),
  );
}

async function storedCompany(): Promise<unknown> {
  const [row] = await db().select().from(siteSettings).where(eq(siteSettings.key, "company"));
  return row?.value;
}

async function rootSite() {
  return ((await rootLoader()) as { site: typeof companyDefaults }).site;
}

describe("saving the settings", () => {
  it("shows today's values until someone saves", async () => {
    const page = await settle<{ settings: typeof companyDefaults }>(() =>
      settingsLoader({ request: new Request("http://localhost/admin-dashboard/settings", { headers: { cookie: ownerCookie } }), context: requestContext(), params: {} } as never),
    );
    expect(page.status).toBe(200);
    expect(page.body.settings.phone).toBe("+91 44 4567 8900");
    expect(page.body.settings.officeHours[0]).toEqual({ days: "Monday to Friday", hours: "10:00 AM to 6:30 PM" });
    expect((await rootSite()).phone).toBe("+91 44 4567 8900");
    expect(prerenderedPagesStale()).toBe(false);
  });

  it("stores what was sent, audits it, and the root loader (footer, contact page, JSON-LD) carries it", async () => {
    const answer = await save(
      formOf({
        phone: "+91 44 1111 2222",
        email: "office@iratech.io",
        legalName: "Iratech Global Ltd.",
        "address.street": "1 New Road",
        "officeHours[1].days": "", "officeHours[1].hours": "", "social.x": "", signupCountOffset: "7000" }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.ok).toBe(true);
    expect(answer.body.message).toBe("Settings saved. Every page shows them now.");

    const stored = readCompanySettings(await storedCompany());
    expect(stored.phone).toBe("+91 44 1111 2222");
    expect(stored.email).toBe("office@iratech.io");
    expect(stored.officeHours).toEqual([{ days: "Monday to Friday", hours: "10:00 AM to 6:30 PM" }]);
    expect(stored.social.x).toBeNull();
    expect(stored.signupCountOffset).toBe(7000);

    const site = await rootSite();
    expect(site.phone).toBe("+91 44 1111 2222");
    expect(organizationJsonLd(site)).toMatchObject({ telephone: "+91 44 1111 2222", email: "office@iratech.io" });
    expect((organizationJsonLd(site) as { sameAs: string[] }).sameAs).not.toContain(companyDefaults.social.x);
    expect(prerenderedPagesStale()).toBe(true);

    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "settings.update"));
    expect(audit?.actorUserId).toBe(adminId);
    expect((audit?.details as { changed: string[] }).changed.sort()).toEqual(["address", "email", "legalName", "officeHours", "phone", "signupCountOffset", "social"]);

    // The IRACONNECT counter and the newsletter's footer use them too.
    const { page: landing } = await joinPage(new Request("http://localhost/iraconnect"));
    expect(landing.displayCount).toBe(7000);
    const mail = composeNewsletterMail({ id: "p", slug: "s", title: "T", excerpt: "E", content: "C", coverMediaId: null, coverImageUrl: null }, null, "https://x.example/u");
    expect(mail.text).toContain("Iratech Global Ltd., 1 New Road, Chennai, Tamil Nadu 600113, India");

    // Read back on a fresh load (another instance), the same.
    await reloadCompanySettings();
    expect((await companySettings()).phone).toBe("+91 44 1111 2222");
  });

  it("reaches every page's title, share name and structured data, the contact FAQ and the terms", async () => {
    expect((await save(
      formOf({
        name: "Acme Labs",
        legalName: "Acme Labs Ltd.",
        email: "desk@acme.example",
        "address.street": "9 Harbour Street",
        "address.city": "Pune",
        "officeHours[0].days": "Weekdays",
        "officeHours[0].hours": "9 AM to 5 PM",
        timeZone: "Asia/Kolkata",
        "social.linkedin": "https://www.linkedin.com/company/acme-labs",
      }),
    )).status).toBe(200);
    const site = await rootSite();
    const matches = [{ id: "root", loaderData: { site } }];
    // /about is a page from blocks (issue 26): its meta reads the page its loader found.
    await seedSitePages();
    const aboutUrl = new URL("http://localhost/about");
    const about = await settle<unknown>(async () => pageLoader({ request: new Request(aboutUrl), url: aboutUrl, params: {}, context: {} } as never));
    const aboutMeta = (args: never) => pageMeta({ ...(args as object), loaderData: about.body } as never);
    // So are /careers, /contact and /products (their words are data; the company's facts are filled in).
    const loadPage = async (path: string) => {
      const url = new URL(`http://localhost${path}`);
      return (await settle<{ view: { html: Record<string, string> } }>(async () => pageLoader({ request: new Request(url), url, params: {}, context: {} } as never))).body;
    };
    const metaOf = async (path: string) => {
      const loaded = await loadPage(path);
      return (args: never) => pageMeta({ ...(args as object), loaderData: loaded } as never);
    };
    const careersMeta = await metaOf("/careers");
    const contactMeta = await metaOf("/contact");
    const productsMeta = await metaOf("/products");
    // And the legal pages (decision 043): their words name the company's facts.
    const termsMeta = await metaOf("/terms");
    const privacyMeta = await metaOf("/privacy");
    type Tag = Record<string, unknown>;
    const tagsOf = (meta: (args: never) => unknown) => meta({ matches, loaderData: undefined, params: {}, location: { search: "" } } as never) as Tag[];
    const graphs = (tags: Tag[]) => tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as Tag] : []));

    for (const meta of [aboutMeta, careersMeta, contactMeta, productsMeta, termsMeta, privacyMeta]) {
      const tags = tagsOf(meta);
      expect(String(tags.find((tag) => "title" in tag)?.title)).toMatch(/ \| Acme Labs$/);
      expect(tags.find((tag) => tag.property === "og:site_name")?.content).toBe("Acme Labs");
      expect(JSON.stringify(tags)).not.toContain(companyDefaults.legalName);
      expect(JSON.stringify(tags)).not.toContain(companyDefaults.email);
    }
    for (const meta of [aboutMeta, contactMeta]) {
      const organization = graphs(tagsOf(meta)).find((graph) => graph["@type"] === "Organization");
      expect(organization).toMatchObject({
        name: "Acme Labs",
        email: "desk@acme.example",
        address: { streetAddress: "9 Harbour Street", addressLocality: "Pune" },
        contactPoint: [{ "@type": "ContactPoint", email: "desk@acme.example" }],
        sameAs: expect.arrayContaining(["https://www.linkedin.com/company/acme-labs"]),
      });
    }
    const contactTags = tagsOf(contactMeta);
    expect(contactTags.find((tag) => tag.name === "description")?.content).toBe(
      "Send Acme Labs a message, call or e-mail us, or visit our Pune office. We reply within one business day, Weekdays, 9 AM to 5 PM IST.",
    );
    const faq = graphs(contactTags).find((graph) => graph["@type"] === "FAQPage") as { mainEntity: { acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity[0]!.acceptedAnswer.text).toBe("We reply to every enquiry within one business day during our office hours, Weekdays, 9 AM to 5 PM IST.");
    const job = graphs(tagsOf(careersMeta)).find((graph) => graph["@type"] === "JobPosting");
    expect(job).toMatchObject({ hiringOrganization: { name: "Acme Labs" }, jobLocation: { address: { streetAddress: "9 Harbour Street" } } });
    expect(graphs(tagsOf(productsMeta)).find((graph) => graph["@type"] === "Product")).toMatchObject({ brand: { name: "Acme Labs" } });
    expect((await loadPage("/terms")).view.html["terms:term-1"]).toBe("<p>This website is run by Acme Labs Ltd., 9 Harbour Street, Pune, Tamil Nadu 600113, India.</p>");
    expect(tagsOf(privacyMeta).find((tag) => tag.name === "description")?.content).toMatch(/^What Acme Labs keeps when you contact us/);
    const who = (await loadPage("/privacy")).view.html["policy:who"];
    expect(who).toContain("Acme Labs Ltd., 9 Harbour Street, Pune, Tamil Nadu 600113, India, is responsible for the personal data");
    expect(who).toContain('<a href="mailto:desk@acme.example">desk@acme.example</a>');
    // Generated share cards carry the new name.
    const card = cardSvg({ eyebrow: "Blog", title: "A title", footer: "A footer" });
    expect(card).toContain(">Acme Labs</text>");
    expect(card).not.toContain(">Iratech</text>");
  });

  it("refuses bad input with 400 and a message per field, and stores nothing", async () => {
    await save(formOf({ phone: "+91 44 1111 2222" }));
    const before = await storedCompany();
    const answer = await save(
      formOf({ phone: "call us", email: "nobody", platformUrl: "http://app.iraconnect.ai", signupCountOffset: "-5", "address.country": "India", "officeHours[0].hours": "", name: " " }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.ok).toBe(false);
    const errors = answer.body.fieldErrors;
    expect(errors.phone).toEqual(["Phone may contain digits, spaces, brackets and hyphens, with a leading +"]);
    expect(errors.email).toEqual(["E-mail must be an e-mail address"]);
    expect(errors.platformUrl).toEqual(["Platform URL must be a link starting with https://"]);
    expect(errors.signupCountOffset).toEqual(["IRACONNECT counter offset must be a whole number from 0 to 9999999"]);
    expect(errors["address.country"]).toEqual(["Country must be a two-letter code such as IN"]);
    expect(errors["officeHours[0].hours"]).toEqual(["Hours are required for these days"]);
    expect(errors.name).toEqual(["Company name is required"]);
    expect(await storedCompany()).toEqual(before);
    expect((await rootSite()).phone).toBe("+91 44 1111 2222");
  });

  it("refuses a share image that is not in the media library", async () => {
    const answer = await save(formOf({ shareImageMediaId: "0123456789abcdef0123456789abcdef" }));
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors.shareImageMediaId).toEqual(["Default share image: choose an image from the media library"]);
    expect(await storedCompany()).toBeUndefined();
  });

  it("lets owners save too, and refuses editors with 403 without storing", async () => {
    expect((await save(formOf({ phone: "+1 555 0100" }), ownerCookie)).status).toBe(200);
    const refused = await save(formOf({ phone: "+1 555 0199" }), editorCookie);
    expect(refused.status).toBe(403);
    expect(readCompanySettings(await storedCompany()).phone).toBe("+1 555 0100");
  });

  it("reads a damaged stored value field by field over the defaults", async () => {
    expect(readCompanySettings({ phone: 42, email: "x@y.example", officeHours: "always" })).toEqual({ ...companyDefaults, email: "x@y.example" });
    expect(readCompanySettings([1, 2])).toEqual(companyDefaults);
  });
});

describe("every instance hears of a change", () => {
  const events: SiteEvent[] = [];
  let unsubscribe = () => {};
  beforeAll(async () => {
    await startRealtime(testDatabase());
    unsubscribe = subscribe((event) => events.push(event));
  });
  afterAll(async () => {
    unsubscribe();
    await stopRealtime();
  });

  it("a save announces the topic 'settings' (server/index.ts reloads and drops cached pages on it)", async () => {
    // Saves only (the hooks' clean-up deletes the row, which the trigger announces too).
    const saves = () => events.filter((e) => e.topic === "settings" && e.id === "company" && e.op !== "DELETE").length;
    await save(formOf({ phone: "+91 44 3333 4444" }));
    await expect.poll(saves).toBe(1);
    // A refused save announces nothing.
    await save(formOf({ phone: "nope" }));
    await save(formOf({ phone: "+91 44 3333 5555" }));
    await expect.poll(saves).toBe(2);
  });
});

describe("prerendered pages after a change", () => {
  let dir = "";
  let server: http.Server;
  let base = "";

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "settings-build-"));
    fs.mkdirSync(path.join(dir, "about"));
    fs.writeFileSync(path.join(dir, "about", "index.html"), "<!DOCTYPE html><html><body><footer>+91 44 4567 8900</footer></body></html>");
    fs.writeFileSync(path.join(dir, "about.data"), '[{"phone":"+91 44 4567 8900"}]');
    fs.writeFileSync(path.join(dir, "robots.txt"), "User-agent: *");
    fs.mkdirSync(path.join(dir, "contact"));
    fs.writeFileSync(path.join(dir, "contact", "index.html"), "<!DOCTYPE html><html><body><footer>+91 44 4567 8900</footer></body></html>");
    const security = { https: false, dev: false };
    const files = await loadStoredFiles(dir, security);
    const staleStored = (pathname: string) => prerenderedPagesStale() && files.isPrerendered(pathname);
    const cache = createHtmlCache({ routes: {}, entry: { module: {} } } as unknown as ServerBuild, security, {
      alsoCached: (pathname) => staleStored(pathname) && !isFormPage(pathname),
    });
    const fast = createFastPath({ files, cache, trustProxy: false, prerenderedStale: prerenderedPagesStale });
    const app = express();
    app.use(staticFiles(dir, staleStored));
    app.use(formTimingWhenRendered(staleStored));
    // Stands for the HTML cache and React Router's render, which read the current settings.
    app.use((req, res) => {
      res.status(200).send(`rendered ${req.path}: ${currentPhone()} (cacheable: ${cache.cacheable("GET", req.path, undefined, req.path)})`);
    });
    server = http.createServer((req, res) => void (fast.handle(req, res) || app(req, res)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const address = server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });
  afterEach(async () => {
    await db().delete(siteSettings).where(eq(siteSettings.key, "company"));
    await reloadCompanySettings();
  });

  let phone = companyDefaults.phone;
  const currentPhone = () => phone;

  it("serves the stored page while the settings are today's values", async () => {
    const page = await fetch(`${base}/about`);
    expect(page.headers.get("x-prerendered")).toBe("1");
    expect(await page.text()).toContain("+91 44 4567 8900");
    expect(await (await fetch(`${base}/about.data`)).text()).toContain("+91 44 4567 8900");
    const contact = await fetch(`${base}/contact`);
    expect(contact.headers.get("x-prerendered")).toBe("1");
    expect(contact.headers.get("set-cookie")).toMatch(/^iratech_form_shown=/);
  });

  it("after a change, the page and its data are rendered with the new facts (and kept by the HTML cache), not the stored copy", async () => {
    await save(formOf({ phone: "+91 44 9999 0000" }));
    phone = (await companySettings()).phone;
    const page = await fetch(`${base}/about`);
    expect(page.headers.get("x-prerendered")).toBeNull();
    const body = await page.text();
    expect(body).toBe("rendered /about: +91 44 9999 0000 (cacheable: true)");
    expect(body).not.toContain("+91 44 4567 8900");
    const data = await (await fetch(`${base}/about.data`)).text();
    expect(data).toBe("rendered /about.data: +91 44 9999 0000 (cacheable: false)");
    // A stored contact page, rendered instead, still sets the form-timing cookie. (The contact page
    // is a page from blocks now, kept by the HTML cache, which sets a fresh cookie on every answer:
    // tests/integration/html-cache*.)
    const contact = await fetch(`${base}/contact`);
    expect(contact.headers.get("set-cookie")).toMatch(/^iratech_form_shown=\d+\./);
    expect(await contact.text()).toBe("rendered /contact: +91 44 9999 0000 (cacheable: true)");
    // Files that are not pages are still served as stored.
    expect(await (await fetch(`${base}/robots.txt`)).text()).toBe("User-agent: *");
  });

  it("once the settings are today's values again, the stored pages are served again", async () => {
    await save(formOf({ phone: "+91 44 9999 0000" }));
    await save(formOf());
    const page = await fetch(`${base}/about`);
    expect(page.headers.get("x-prerendered")).toBe("1");
    expect(await page.text()).toContain("+91 44 4567 8900");
  });
});

describe("hostile input (fast-check)", () => {
  const fields = Object.keys(formOf());
  it("never answers 5xx; a refusal is a 400 with our words; a success stores what the schema makes of the input", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(fields, { minLength: 1 }),
        fc.array(fc.tuple(fc.constantFrom(...fields, "officeHours[9].days", "address", "social", "__proto__"), hostileText), { maxLength: 4 }),
        async (replaced, extra) => {
          const values = formOf();
          const entries: [string, string][] = Object.entries(values).map(([key, value]) => [key, replaced.includes(key) ? "" : value]);
          for (const [key, value] of extra) entries.push([key, value]);
          const before = await storedCompany();
          const request = new Request("http://localhost/admin-dashboard/settings", {
            method: "POST",
            headers: { cookie: adminCookie, "Content-Type": "application/x-www-form-urlencoded" },
            body: urlEncoded(entries),
          });
          const answer = await settle<Answer>(() => settingsAction({ request, context: requestContext(), params: {} } as never));
          expect(answer.status).toBeLessThan(500);
          if (answer.status === 200) {
            const form = new FormData();
            for (const [key, value] of new URLSearchParams(urlEncoded(entries))) form.append(key, value);
            const parsed = parseWithZod(form, { schema: companySettingsSchema });
            expect(parsed.status).toBe("success");
            expect(await storedCompany()).toEqual(parsed.status === "success" ? parsed.value : null);
          } else {
            expect([400, 413, 415]).toContain(answer.status);
            expectHumanMessage(answer.body.message);
            for (const message of Object.values(answer.body.fieldErrors).flat()) expectHumanMessage(message);
            expect(await storedCompany()).toEqual(before);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
