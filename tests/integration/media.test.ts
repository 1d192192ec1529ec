/**
 * The media library through its routes, signed in: uploads (good and bad files), what is stored,
 * the variants served, alt text, delete refused while an image is in use; and a property: whatever
 * is posted to the upload endpoint, the answer is a 2xx with a stored image or a 4xx with our
 * message and nothing stored.
 */
import { count, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, blogPosts, media, mediaVariants, siteSettings } from "../../db/schema.ts";
import { companyDefaults } from "#app/lib/company.ts";
import { adminPaths, paths } from "#app/lib/paths.ts";
import { MEDIA_TEXTS } from "#app/lib/schemas/media.ts";
import { action as pageAction, loader as pageLoader } from "#app/routes/admin/media.tsx";
import { action as uploadAction } from "#app/routes/admin/media-upload.ts";
import { loader as pickerLoader } from "#app/routes/admin/media-picker.ts";
import { loader as fileLoader } from "#app/routes/resources/media-file.ts";
import { createPost } from "#app/services/content.server.ts";
import { variantQueue } from "#app/services/media.server.ts";
import { postInput, testActor } from "../factories/content.ts";
import { testDatabase } from "../setup/test-database.ts";
import { createTestAdmin, sessionCookieFor } from "../support/auth.ts";
import { expectHumanMessage } from "../support/hostile.ts";
import { formRequest, requestContext, settle } from "../support/route-call.ts";

const db = () => testDatabase().db;
let cookie = "";

beforeAll(async () => {
  cookie = await sessionCookieFor((await createTestAdmin("media-admin@test.example")).id);
});
beforeEach(async () => {
  await variantQueue.idle();
  await db().execute(sql`update blog_posts set cover_media_id = null`);
  await db().delete(siteSettings).where(eq(siteSettings.key, "company"));
  await db().execute(sql`delete from media`);
});

const context = () => requestContext({ ip: "198.51.100.40", userAgent: "Media Browser/1.0" });

type UploadAnswer = { ok: boolean; status: number; message: string; media?: { id: string; width: number; height: number; format: string } };

async function upload(bytes: Uint8Array | string, name: string, alt = "A test picture", type = "image/jpeg") {
  const file = new File([typeof bytes === "string" ? bytes : (bytes as Uint8Array<ArrayBuffer>)], name, { type });
  const request = formRequest(adminPaths.mediaUpload, { file, alt }, { headers: { cookie } });
  return settle<UploadAnswer>(() => uploadAction({ request, context: context(), params: {} } as never));
}

const mediaCount = async () => Number((await db().select({ n: count() }).from(media))[0]!.n);

async function jpeg(width = 800, height = 600, options: { exif?: boolean } = {}) {
  let image = sharp({ create: { width, height, channels: 3, background: "#2255aa" } });
  if (options.exif) image = image.withExif({ IFD0: { Copyright: "Secret Place", Artist: "GPS Person" } });
  return new Uint8Array(await image.jpeg().toBuffer());
}

async function serve(id: string, file: string, headers: Record<string, string> = {}) {
  const response = (await fileLoader({ request: new Request(`http://localhost${paths.mediaFile(id, file)}`, { headers }), params: { id, file }, context: context() } as never)) as Response;
  return response;
}

describe("uploading", () => {
  it("stores a JPEG re-encoded without its metadata, with its alt text, and audits it", async () => {
    const answer = await upload(await jpeg(800, 600, { exif: true }), "team photo.jpg", "The team at work");
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(MEDIA_TEXTS.uploaded);
    const [row] = await db().select().from(media);
    expect(row).toMatchObject({ filename: "team photo.jpg", alt: "The team at work", sourceFormat: "jpeg", format: "jpeg", width: 800, height: 600 });
    const stored = await sharp(row!.bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(Buffer.from(row!.bytes).toString("latin1")).not.toContain("Secret Place");
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "media.upload"));
    expect(entry).toMatchObject({ entityId: row!.id, actorEmail: "media-admin@test.example" });
  });

  it("keeps transparency as PNG and takes the first frame of a GIF", async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#ff000080" } }).png().toBuffer();
    expect((await upload(new Uint8Array(png), "logo.png", "Logo", "image/png")).body.media).toMatchObject({ format: "png", width: 300, height: 200 });
    const gif = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#00aa00" } }).gif().toBuffer();
    expect((await upload(new Uint8Array(gif), "anim.gif", "Green", "image/gif")).body.media).toMatchObject({ width: 120, height: 90 });
  });

  it("sniffs the type from the bytes, not the name: a WebP called .jpg is a WebP; an AVIF is accepted", async () => {
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#123456" } }).webp().toBuffer();
    expect((await upload(new Uint8Array(webp), "photo.jpg", "Square")).status).toBe(201);
    const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#654321" } }).avif().toBuffer();
    expect((await upload(new Uint8Array(avif), "photo.avif", "Brown", "image/avif")).status).toBe(201);
    const rows = await db().select({ sourceFormat: media.sourceFormat }).from(media).orderBy(media.sourceFormat);
    expect(rows.map((r) => r.sourceFormat)).toEqual(["avif", "webp"]);
  });

  it("the same file twice is one image", async () => {
    const bytes = await jpeg(100, 100);
    expect((await upload(bytes, "a.jpg")).status).toBe(201);
    const again = await upload(bytes, "b.jpg");
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(MEDIA_TEXTS.duplicate);
    expect(await mediaCount()).toBe(1);
  });

  const bad: [string, () => Promise<[Uint8Array | string, string]>, number, string][] = [
    ["a text file", async () => ["hello, I am not an image", "notes.jpg"], 415, MEDIA_TEXTS.notImage],
    ["an SVG", async () => ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "logo.svg"], 415, MEDIA_TEXTS.svg],
    ["a truncated JPEG", async () => {
      const bytes = await jpeg(400, 300);
      return [bytes.subarray(0, Math.floor(bytes.length / 2)), "cut.jpg"];
    }, 400, MEDIA_TEXTS.broken],
    ["a decompression bomb (a tiny PNG of 100 megapixels)", async () => {
      const png = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#000" } }).png({ compressionLevel: 9 }).toBuffer();
      return [new Uint8Array(png), "bomb.png"];
    }, 413, MEDIA_TEXTS.tooManyPixels],
    ["a JPEG with a zip appended (polyglot)", async () => [Buffer.concat([await jpeg(50, 50), Buffer.from("PK\x03\x04 hidden archive")]), "poly.jpg"], 400, MEDIA_TEXTS.polyglot],
    ["a GIF with a script inside (GIFAR-style polyglot)", async () => {
      const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).gif().toBuffer();
      return [Buffer.concat([gif.subarray(0, 13), Buffer.from("<script>alert(1)</script>"), gif.subarray(13)]), "poly.gif"];
    }, 400, MEDIA_TEXTS.polyglot],
    ["a file name with a path", async () => [await jpeg(10, 10), "../../etc/passwd.jpg"], 400, MEDIA_TEXTS.badName],
    ["a file name with a backslash", async () => [await jpeg(10, 10), "C:\\photos\\x.jpg"], 400, MEDIA_TEXTS.badName],
  ];
  for (const [what, make, status, message] of bad) {
    it(`refuses ${what} with a clear message and stores nothing`, async () => {
      const [bytes, name] = await make();
      const answer = await upload(bytes, name);
      // Browsers strip path parts of a file's name; a script need not: either way nothing of it is stored.
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ ok: false, message });
      expect(await mediaCount()).toBe(0);
    });
  }

  it("refuses a body over 10 MB before reading it to the end", async () => {
    let pulled = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 40) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request(`http://localhost${adminPaths.mediaUpload}`, {
      method: "POST",
      headers: { cookie, "content-type": "multipart/form-data; boundary=x" },
      body,
      duplex: "half",
    } as RequestInit);
    const answer = await settle<UploadAnswer>(() => uploadAction({ request, context: context(), params: {} } as never));
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(MEDIA_TEXTS.tooLarge);
    expect(pulled).toBeLessThan(20);
    expect(await mediaCount()).toBe(0);
  });

  it("requires alt text", async () => {
    const answer = await upload(await jpeg(10, 10), "x.jpg", "   ");
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Alt text is required");
    expect(await mediaCount()).toBe(0);
  });

  it("refuses anyone not signed in", async () => {
    const request = formRequest(adminPaths.mediaUpload, { file: new File([await jpeg(10, 10)], "x.jpg"), alt: "x" });
    const answer = await settle(() => uploadAction({ request, context: context(), params: {} } as never));
    expect(answer.status).toBe(302);
    expect(await mediaCount()).toBe(0);
  });
});

describe("serving", () => {
  it("serves AVIF, WebP and JPEG variants at their widths, immutable, made once and kept", async () => {
    const { body } = await upload(await jpeg(2000, 1000), "wide.jpg", "Wide");
    const id = body.media!.id;
    // Made at upload, in the background (issue 29.3): every width step × AVIF, WebP, JPEG, and the share crop.
    await variantQueue.idle();
    expect(Number((await db().select({ n: count() }).from(mediaVariants).where(eq(mediaVariants.mediaId, id)))[0]!.n)).toBe(10);
    for (const [file, type, width] of [["480.avif", "image/avif", 480], ["960.webp", "image/webp", 960], ["1600.jpg", "image/jpeg", 1600]] as const) {
      const response = await serve(id, file);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
      expect(meta.width).toBe(width);
    }
    await serve(id, "480.avif");
    expect(Number((await db().select({ n: count() }).from(mediaVariants).where(eq(mediaVariants.mediaId, id)))[0]!.n)).toBe(10);
    expect((await serve(id, "480.avif", { "if-none-match": `"${id}-480.avif"` })).status).toBe(304);
  });

  it("never enlarges, crops the share image to 1200×630, and answers 404 for what it does not serve", async () => {
    const { body } = await upload(await jpeg(600, 400), "small.jpg", "Small");
    const id = body.media!.id;
    await variantQueue.idle();
    // 1600 is past this image's steps (480, 960): made on its first request, answered meanwhile by the nearest ready size.
    const first = await serve(id, "1600.webp");
    expect(first.status).toBe(307);
    expect(first.headers.get("location")).toBe(`/media/${id}/960.webp`);
    await variantQueue.idle();
    expect((await sharp(new Uint8Array(await (await serve(id, "1600.webp")).arrayBuffer())).metadata()).width).toBe(600);
    const share = await sharp(new Uint8Array(await (await serve(id, "share.jpg")).arrayBuffer())).metadata();
    expect([share.width, share.height]).toEqual([1200, 630]);
    expect((await serve(id, "1600.png")).status).toBe(404);
    expect((await serve(id, "123.jpg")).status).toBe(404);
    expect((await serve("0".repeat(32), "480.jpg")).status).toBe(404);
    expect((await serve("../../etc", "480.jpg")).status).toBe(404);
  });
});

describe("the library page", () => {
  const get = (q = "") => ({ request: new Request(`http://localhost${adminPaths.media}${q ? `?q=${encodeURIComponent(q)}` : ""}`, { headers: { cookie } }), context: context(), params: {} }) as never;
  const post = (values: Record<string, string>) => ({ request: formRequest(adminPaths.media, values, { headers: { cookie } }), context: context(), params: {} }) as never;

  it("searches by file name or alt text, and the picker lists the same", async () => {
    await upload(await jpeg(10, 10), "harbour.jpg", "Boats in a harbour");
    await upload(await jpeg(11, 11), "office.jpg", "Our office at night");
    const byAlt = await settle<{ items: { filename: string }[] }>(() => pageLoader(get("night")));
    expect(byAlt.body.items.map((i) => i.filename)).toEqual(["office.jpg"]);
    const byName = await settle<{ items: { filename: string }[] }>(() => pageLoader(get("HARBOUR")));
    expect(byName.body.items.map((i) => i.filename)).toEqual(["harbour.jpg"]);
    const picker = await settle<{ items: { alt: string }[] }>(() =>
      pickerLoader({ request: new Request(`http://localhost${adminPaths.mediaPicker}?q=boats`, { headers: { cookie } }), context: context(), params: {} } as never),
    );
    expect(picker.body.items.map((i) => i.alt)).toEqual(["Boats in a harbour"]);
  });

  it("refuses to delete an image in use and says where; deletes it once free", async () => {
    const { body } = await upload(await jpeg(10, 10), "cover.jpg", "Cover");
    const id = body.media!.id;
    const post1 = await createPost(postInput({ title: "Post with a cover" }), testActor);
    await db().update(blogPosts).set({ coverMediaId: id }).where(eq(blogPosts.id, post1.id));
    const refused = await settle<{ ok: boolean; message: string; uses: { title: string }[] }>(() => pageAction(post({ intent: "delete", id })));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MEDIA_TEXTS.inUse);
    expect(refused.body.uses.map((u) => u.title)).toEqual(["Post with a cover"]);
    expect(await mediaCount()).toBe(1);
    const page = await settle<{ items: { uses: { title: string }[] }[] }>(() => pageLoader(get()));
    expect(page.body.items[0]!.uses[0]!.title).toBe("Post with a cover");

    await db().update(blogPosts).set({ coverMediaId: null }).where(eq(blogPosts.id, post1.id));
    const done = await settle<{ ok: boolean }>(() => pageAction(post({ intent: "delete", id })));
    expect(done.body.ok).toBe(true);
    expect(await mediaCount()).toBe(0);
  });

  it("refuses to delete the site's default share image, names the settings as its use, and deletes it once replaced", async () => {
    const { body } = await upload(await jpeg(12, 12), "share.jpg", "Share card");
    const id = body.media!.id;
    await db()
      .insert(siteSettings)
      .values({ key: "company", value: { ...companyDefaults, shareImageMediaId: id } });
    const refused = await settle<{ ok: boolean; message: string; uses: { kind: string; title: string; field: string }[] }>(() => pageAction(post({ intent: "delete", id })));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MEDIA_TEXTS.inUse);
    expect(refused.body.uses).toEqual([{ kind: "site_settings", id: "company", title: "Site settings", field: "share" }]);
    expect(await mediaCount()).toBe(1);
    const page = await settle<{ items: { id: string; uses: { kind: string }[] }[] }>(() => pageLoader(get()));
    expect(page.body.items.find((item) => item.id === id)!.uses.map((use) => use.kind)).toEqual(["site_settings"]);

    await db()
      .update(siteSettings)
      .set({ value: { ...companyDefaults, shareImageMediaId: null } })
      .where(eq(siteSettings.key, "company"));
    const done = await settle<{ ok: boolean }>(() => pageAction(post({ intent: "delete", id })));
    expect(done.body.ok).toBe(true);
    expect(await mediaCount()).toBe(0);
  });

  it("changes alt text, refusing a blank one", async () => {
    const { body } = await upload(await jpeg(10, 10), "a.jpg", "Old");
    const id = body.media!.id;
    expect((await settle(() => pageAction(post({ intent: "alt", id, alt: " " })))).status).toBe(400);
    expect((await settle(() => pageAction(post({ intent: "alt", id, alt: "New words" })))).status).toBe(200);
    expect((await db().select({ alt: media.alt }).from(media))[0]!.alt).toBe("New words");
  });
});

describe("property: any upload", () => {
  const name = fc.oneof(fc.constantFrom("photo.jpg", "a.png", "../x.jpg", "x/y.gif", "C:\\a.webp", "ok name.avif", ""), fc.string({ maxLength: 30 }));
  const alt = fc.oneof(fc.constant("A picture"), fc.string({ maxLength: 40 }), fc.constant("x".repeat(301)));
  let valid: Uint8Array[] = [];
  beforeAll(async () => {
    valid = [
      await jpeg(40, 30),
      new Uint8Array(await sharp({ create: { width: 20, height: 20, channels: 4, background: "#f0f8" } }).png().toBuffer()),
      new Uint8Array(await sharp({ create: { width: 20, height: 20, channels: 3, background: "#0f0" } }).webp().toBuffer()),
    ];
  });
  const bytes = fc.oneof(
    fc.nat({ max: 2 }).map((i) => ({ kind: "valid" as const, i })),
    fc.tuple(fc.nat({ max: 2 }), fc.double({ min: 0.05, max: 0.95, noNaN: true })).map(([i, cut]) => ({ kind: "cut" as const, i, cut })),
    fc.tuple(fc.nat({ max: 2 }), fc.uint8Array({ minLength: 1, maxLength: 64 })).map(([i, extra]) => ({ kind: "appended" as const, i, extra })),
    fc.uint8Array({ maxLength: 512 }).map((raw) => ({ kind: "random" as const, raw })),
  );

  it("answers 2xx with a stored image, or 4xx with our words and nothing stored; never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(bytes, name, alt, async (pick, filename, altText) => {
        const source = pick.kind === "random" ? pick.raw : valid[pick.i]!;
        const data =
          pick.kind === "cut"
            ? source.subarray(0, Math.max(1, Math.floor(source.length * pick.cut)))
            : pick.kind === "appended"
              ? new Uint8Array(Buffer.concat([source, pick.extra]))
              : source;
        const before = await mediaCount();
        const answer = await upload(data, filename, altText);
        expect(answer.status).toBeLessThan(500);
        if (answer.status < 300) {
          expect(answer.body.ok).toBe(true);
          const [row] = await db().select({ alt: media.alt, width: media.width }).from(media).where(eq(media.id, answer.body.media!.id));
          // A file already in the library keeps the alt text it was stored with.
          if (answer.status === 201) expect(row!.alt).toBe(altText.trim());
          else expect(answer.body.message).toBe(MEDIA_TEXTS.duplicate);
          expect(row!.width).toBeGreaterThan(0);
        } else {
          expect(answer.body.ok).toBe(false);
          expectHumanMessage(answer.body.message);
          expect(await mediaCount()).toBe(before);
        }
      }),
      { numRuns: 60 },
    );
  });
});
