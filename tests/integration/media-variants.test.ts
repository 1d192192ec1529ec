/**
 * Issue 29.3: image variants are made by one bounded queue (at most `defaultConcurrency()` at once,
 * from the core count), fixed per upload and made at upload time in the background; a request for
 * one not made yet is answered at once from the nearest ready size (or the master), never waiting
 * behind the queue, and never cached. Before, 64 first requests started 64 encodes at once.
 */
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { mediaVariants } from "../../db/schema.ts";
import { loader as fileLoader } from "#app/routes/resources/media-file.ts";
import { nearestReady, storeImage, variantPlan, variantQueue } from "#app/services/media.server.ts";
import { createWorkQueue, defaultConcurrency } from "#app/services/work-queue.server.ts";
import { testDatabase } from "../setup/test-database.ts";
import { requestContext } from "../support/route-call.ts";

const db = () => testDatabase().db;
const actor = { actorUserId: null, actorEmail: "media@test.example", ip: "198.51.100.9", userAgent: "vitest" };
let releases: (() => void)[] = [];
afterEach(() => {
  for (const release of releases) release();
  releases = [];
});

async function picture(width: number, height: number, colour: string) {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer());
}

const serve = (id: string, file: string) =>
  fileLoader({ request: new Request(`http://localhost/media/${id}/${file}`), params: { id, file }, context: requestContext() } as never) as Promise<Response>;
const variantCount = async (id: string) => Number((await db().select({ n: count() }).from(mediaVariants).where(eq(mediaVariants.mediaId, id)))[0]!.n);

describe("the variant queue", () => {
  it("takes its concurrency from the core count, keeping a core free", () => {
    expect(defaultConcurrency(1)).toBe(1);
    expect(defaultConcurrency(2)).toBe(1);
    expect(defaultConcurrency(4)).toBe(3);
    expect(defaultConcurrency(64)).toBe(4);
  });

  it("runs at most its concurrency at once, queues at most its bound, and adds a key once", async () => {
    const queue = createWorkQueue({ concurrency: 2, maxQueued: 5 });
    const release = queue.hold();
    let running = 0;
    let peak = 0;
    const job = async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
    };
    const added = Array.from({ length: 8 }, (_, i) => queue.enqueue(`job-${i}`, job));
    expect(added).toEqual([true, true, true, true, true, false, false, false]);
    expect(queue.enqueue("job-0", job)).toBe(false);
    expect(queue.stats).toMatchObject({ running: 0, queued: 5, dropped: 3 });
    release();
    await queue.idle();
    expect(peak).toBe(2);
    expect(queue.stats).toMatchObject({ running: 0, queued: 0, done: 5, peak: 2 });
  });
});

describe("variants of an upload", () => {
  it("are fixed per upload and made in the background at upload time, never more at once than the queue allows", async () => {
    const stored = await storeImage(await picture(2000, 1200, "#336699"), "wide.jpg", "Wide", actor);
    expect(stored.ok).toBe(true);
    const id = (stored as { id: string }).id;
    const plan = variantPlan({ width: 2000, format: "jpeg" });
    expect(plan).toHaveLength(10);
    await variantQueue.idle();
    expect(await variantCount(id)).toBe(plan.length);
    expect(variantQueue.stats.peak).toBeLessThanOrEqual(defaultConcurrency());
    // A narrow original has fewer steps: nothing is enlarged or made twice.
    expect(variantPlan({ width: 600, format: "png" }).map((v) => `${v.width}.${v.format}`)).toEqual([
      "480.avif", "480.webp", "480.png", "960.avif", "960.webp", "960.png", "0.jpeg",
    ]);
  });

  it("a request for one not made yet is answered at once from the nearest ready size, or the master, and never cached", async () => {
    const release = variantQueue.hold();
    releases.push(release);
    const stored = (await storeImage(await picture(1800, 1000, "#993366"), "held.jpg", "Held", actor)) as { id: string };
    const id = stored.id;
    // Nothing made yet (the queue is held): the master's own bytes, not stored by any cache.
    const master = await serve(id, "960.avif");
    expect(master.status).toBe(200);
    expect(master.headers.get("content-type")).toBe("image/jpeg");
    expect(master.headers.get("cache-control")).toBe("no-store");
    expect((await sharp(new Uint8Array(await master.arrayBuffer())).metadata()).width).toBe(1800);
    expect(variantQueue.stats.queued).toBeGreaterThan(0);
    expect(variantQueue.stats.running).toBe(0);

    // One size made (as if the queue had got to it): the others point to it.
    await db().insert(mediaVariants).values({ mediaId: id, width: 480, format: "webp", bytes: new Uint8Array(await sharp(await picture(480, 267, "#993366")).webp().toBuffer()) });
    const near = await serve(id, "1600.avif");
    expect(near.status).toBe(307);
    expect(near.headers.get("location")).toBe(`/media/${id}/480.webp`);
    expect(near.headers.get("cache-control")).toBe("no-store");
    expect((await serve(id, "480.webp")).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    release();
    await variantQueue.idle();
    const real = await serve(id, "960.avif");
    expect(real.status).toBe(200);
    expect(real.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(new Uint8Array(await real.arrayBuffer())).metadata()).width).toBe(960);
  });

  it("picks the nearest width in a format the asking browser reads", () => {
    const ready = [
      { width: 480, format: "webp" as const },
      { width: 1600, format: "jpeg" as const },
      { width: 960, format: "avif" as const },
      { width: 0, format: "jpeg" as const },
    ];
    expect(nearestReady(ready, 1600, "avif", "jpeg")).toEqual({ width: 960, format: "avif" });
    expect(nearestReady(ready, 960, "webp", "jpeg")).toEqual({ width: 480, format: "webp" });
    expect(nearestReady(ready, 480, "jpeg", "jpeg")).toEqual({ width: 1600, format: "jpeg" });
    expect(nearestReady(ready, 480, "png", "png")).toBeNull();
    expect(nearestReady(ready, 0, "jpeg", "jpeg")).toBeNull();
  });
});
