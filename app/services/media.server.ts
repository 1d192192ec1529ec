/**
 * The media library's behaviour (issue 14.1, decision 014): an upload is read under a byte cap,
 * its type sniffed from the bytes, checked for hidden content, decoded and re-encoded with sharp
 * (metadata stripped, orientation applied) and stored content-addressed; variants (AVIF, WebP and
 * the JPEG or PNG fallback, in three widths, and a 1200×630 share crop) are fixed per upload and
 * made at upload time in the background, through one bounded queue (issue 29.3), stored, and served
 * as immutable. A request for a variant not made yet never waits behind that queue: it is answered
 * from the nearest size that is ready (a redirect), or from the master itself, never cached.
 */
import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { inTransaction, defaultExecutor } from "../models/transaction.server.ts";
import { foreignKeyViolation } from "../lib/server/db-errors.server.ts";
import { MEDIA_ID_PATTERN, MEDIA_WIDTHS, mediaSteps, mediaUrl, parseMediaFile, SHARE_WIDTH, type MediaFormat } from "../lib/media.ts";
import { createWorkQueue } from "./work-queue.server.ts";
import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, MEDIA_TEXTS, MediaActionSchema, MediaUploadSchema } from "../lib/schemas/media.ts";
import { recordAudit, type Actor } from "../models/audit-log.server.ts";
import {
  deleteMediaRow,
  getMedia,
  getMediaMaster,
  getVariant,
  insertMedia,
  lockMedia,
  mediaUses,
  storedVariantSizes,
  storeVariant,
  updateMediaAlt,
  type MediaRow,
  type MediaUse,
} from "../models/media.server.ts";
import { logger } from "./logger.server.ts";
import { readSubmission } from "./submission.server.ts";
import { noStore } from "../lib/http.ts";

/** The longest side of the stored master: the largest variant (1600) and the share crop fit. */
export const MASTER_MAX_SIDE = 2400;
/** Room for the multipart envelope and the alt text around a 10 MB file. */
export const UPLOAD_MAX_BYTES = MEDIA_MAX_BYTES + 16 * 1024;

sharp.cache(false);

export type SourceFormat = "jpeg" | "png" | "gif" | "webp" | "avif";

export type Processed = {
  id: string;
  sourceFormat: SourceFormat;
  format: "jpeg" | "png";
  width: number;
  height: number;
  bytes: Uint8Array;
};

export type ProcessFailure = { ok: false; status: 400 | 413 | 415; message: string };

const ascii = (bytes: Uint8Array, start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString("latin1");

/** The image format the bytes start with, whatever the file is called. */
export function sniffImage(bytes: Uint8Array): SourceFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return "gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const size = Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0);
    const box = ascii(bytes, 8, Math.min(bytes.length, Math.max(16, Math.min(size, 64))));
    if (/avi[fs]/.test(box)) return "avif";
  }
  return null;
}

/** An SVG or other markup (refused with its own message: it can carry scripts). */
export function looksLikeMarkup(bytes: Uint8Array): boolean {
  const head = ascii(bytes, 0, Math.min(bytes.length, 1024)).replace(/^\ufeff|^\xef\xbb\xbf/, "").trimStart().toLowerCase();
  return head.startsWith("<") || head.includes("<svg");
}

/**
 * Markers of script or markup inside an image: what makes a polyglot dangerous. Looked for where
 * metadata lives (the first and last 64 KB), with patterns long enough that compressed pixels do
 * not match them by chance.
 */
const SMUGGLED = [/<script/i, /<html/i, /<svg[\s>]/i, /<\?php/i, /<iframe/i, /<body/i, /javascript:/i, /%PDF-\d/];
const SCAN_BYTES = 64 * 1024;

/** True when the bytes carry something besides the image: data after its end, or markup inside. */
export function isPolyglot(bytes: Uint8Array, format: SourceFormat): boolean {
  const head = Buffer.from(bytes.subarray(0, SCAN_BYTES)).toString("latin1");
  const tailText = Buffer.from(bytes.subarray(Math.max(0, bytes.length - SCAN_BYTES))).toString("latin1");
  if (SMUGGLED.some((pattern) => pattern.test(head) || pattern.test(tailText))) return true;
  const tail = (n: number) => Buffer.from(bytes.subarray(Math.max(0, bytes.length - n)));
  if (format === "jpeg") {
    // Anything after the end-of-image marker but padding (a zip, an HTML page) is another file.
    const end = tailText.lastIndexOf("\xff\xd9");
    if (end === -1) return false; // cut short: sharp says it is damaged
    return /[^\x00]/.test(tailText.slice(end + 2));
  }
  if (format === "png") {
    const end = tailText.lastIndexOf("IEND");
    return end !== -1 && tailText.length - (end + 8) > 0;
  }
  if (format === "gif") return tail(1)[0] !== 0x3b && tail(1)[0] !== 0x00;
  if (format === "webp") {
    const size = Buffer.from(bytes.subarray(4, 8)).readUInt32LE(0);
    return size + 8 < bytes.length;
  }
  return false;
}

/** A file name as the browser sent it: a name, never a path. */
export function isSafeFilename(name: string): boolean {
  return name.length > 0 && name.length <= 200 && !/[/\\\u0000-\u001f\u007f]/.test(name) && !name.includes("..") && name.trim() === name;
}

const fail = (status: ProcessFailure["status"], message: string): ProcessFailure => ({ ok: false, status, message });

const SHARP_FORMAT: Record<SourceFormat, string> = { jpeg: "jpeg", png: "png", gif: "gif", webp: "webp", avif: "heif" };

/**
 * Checks an upload and makes its master: decoded and re-encoded (no EXIF, GPS, comments or
 * profiles; orientation applied), at most 2400 px on its longest side, PNG where it has
 * transparency, else JPEG. The first frame of an animation.
 */
export async function processUpload(bytes: Uint8Array, filename: string): Promise<({ ok: true } & Processed) | ProcessFailure> {
  if (!isSafeFilename(filename)) return fail(400, MEDIA_TEXTS.badName);
  if (bytes.length === 0) return fail(400, MEDIA_TEXTS.noFile);
  if (bytes.length > MEDIA_MAX_BYTES) return fail(413, MEDIA_TEXTS.tooLarge);
  const sourceFormat = sniffImage(bytes);
  if (!sourceFormat) return fail(415, looksLikeMarkup(bytes) ? MEDIA_TEXTS.svg : MEDIA_TEXTS.notImage);
  if (isPolyglot(bytes, sourceFormat)) return fail(400, MEDIA_TEXTS.polyglot);

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false, failOn: "truncated" }).metadata();
  } catch {
    return fail(400, MEDIA_TEXTS.broken);
  }
  if (metadata.format !== SHARP_FORMAT[sourceFormat]) return fail(415, MEDIA_TEXTS.mismatch);
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width <= 0 || height <= 0) return fail(400, MEDIA_TEXTS.broken);
  // Judged from the header before anything is decoded: a decompression bomb never expands.
  if (width * height > MEDIA_MAX_PIXELS) return fail(413, MEDIA_TEXTS.tooManyPixels);

  try {
    const image = sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "truncated", pages: 1 })
      .rotate()
      .resize({ width: MASTER_MAX_SIDE, height: MASTER_MAX_SIDE, fit: "inside", withoutEnlargement: true });
    const format = metadata.hasAlpha ? "png" : "jpeg";
    const { data, info } = await (format === "png" ? image.png({ compressionLevel: 8 }) : image.jpeg({ quality: 88 })).toBuffer({
      resolveWithObject: true,
    });
    const id = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
    return { ok: true, id, sourceFormat, format, width: info.width, height: info.height, bytes: new Uint8Array(data) };
  } catch {
    return fail(400, MEDIA_TEXTS.broken);
  }
}

// ---------------------------------------------------------------------------------------------
// Variants

/** Makes one variant from the master: a width step (never enlarged) or the 1200×630 share crop. */
export async function makeVariant(master: Uint8Array, width: number, format: MediaFormat): Promise<Uint8Array> {
  let image = sharp(master, { failOn: "none" });
  image =
    width === SHARE_WIDTH
      ? image.resize({ width: 1200, height: 630, fit: "cover", position: "attention" })
      : image.resize({ width, withoutEnlargement: true });
  const encoded =
    format === "avif"
      ? image.avif({ quality: 55, effort: 2 })
      : format === "webp"
        ? image.webp({ quality: 78 })
        : format === "png"
          ? image.png({ compressionLevel: 8 })
          : image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true });
  return new Uint8Array(await encoded.toBuffer());
}

/** Recently served variants, so that a popular image is not read from the database every time. */
const MEMORY_BUDGET = 48 * 1024 * 1024;
const memory = new Map<string, Uint8Array>();
let memoryBytes = 0;
const inFlight = new Map<string, Promise<Uint8Array | null>>();

function remember(key: string, bytes: Uint8Array) {
  if (bytes.length > MEMORY_BUDGET / 8) return;
  memory.set(key, bytes);
  memoryBytes += bytes.length;
  for (const [oldKey, old] of memory) {
    if (memoryBytes <= MEMORY_BUDGET) break;
    memory.delete(oldKey);
    memoryBytes -= old.length;
  }
}

/**
 * Every variant of an image is made by this queue, at most `defaultConcurrency()` at once (one
 * fewer than the cores), so that new uploads and first requests never take the whole machine.
 */
export const variantQueue = createWorkQueue();

/** The variants an image has, fixed when it is uploaded: its width steps × AVIF, WebP and its own format, and the share crop. */
export function variantPlan(image: { width: number; format: "jpeg" | "png" }): { width: number; format: MediaFormat }[] {
  const widths = mediaSteps(image).map((s) => s.step as number);
  const formats: MediaFormat[] = ["avif", "webp", image.format];
  return [...widths.flatMap((width) => formats.map((format) => ({ width, format }))), { width: SHARE_WIDTH, format: "jpeg" as const }];
}

const inPlan = (image: { width: number; format: "jpeg" | "png" }, width: number, format: MediaFormat) =>
  variantPlan(image).some((v) => v.width === width && v.format === format) ||
  // A narrower original is offered at every step (the URL of the largest step is the <img src>).
  (width !== SHARE_WIDTH && (format === "avif" || format === "webp" || format === image.format) && (MEDIA_WIDTHS as readonly number[]).includes(width));

/** Makes and stores one variant from its master (in the queue). Null: no such image or not in its plan. */
async function makeAndStore(id: string, width: number, format: MediaFormat): Promise<Uint8Array | null> {
  const stored = await getVariant(id, width, format);
  if (stored) return stored;
  const master = await getMediaMaster(id);
  if (!master) return null;
  // The fallback format is the master's: a PNG (transparency) is not offered as JPEG, nor the reverse.
  if (!inPlan(master, width, format)) return null;
  const bytes = await makeVariant(master.bytes, width, format);
  await storeVariant(id, width, format, bytes);
  return bytes;
}

const variantKey = (id: string, width: number, format: MediaFormat) => `${id}/${width}.${format}`;

/** Puts every variant of the image's plan that is not stored yet in the queue (in the background). */
export async function queueVariants(id: string, image: { width: number; format: "jpeg" | "png" }): Promise<number> {
  return queuePlan(id, image, new Set((await storedVariantSizes(id)).map((v) => `${v.width}.${v.format}`)));
}

/** The same, for an image of which `made` ("width.format") are stored already. */
function queuePlan(id: string, image: { width: number; format: "jpeg" | "png" }, made: ReadonlySet<string>): number {
  let queued = 0;
  for (const { width, format } of variantPlan(image)) {
    if (made.has(`${width}.${format}`)) continue;
    const key = variantKey(id, width, format);
    const added = variantQueue.enqueue(key, () =>
      makeAndStore(id, width, format).catch((error: unknown) => {
        logger.error({ err: error, id, width, format }, "could not make an image variant");
        return null;
      }),
    );
    if (added) queued++;
  }
  return queued;
}

function fromMemory(key: string): Uint8Array | undefined {
  const cached = memory.get(key);
  if (cached) {
    // Least recently used goes first: move it to the end.
    memory.delete(key);
    memory.set(key, cached);
  }
  return cached;
}

/** A variant's bytes when it is made: from memory or the database; null when not (yet). */
export async function readyVariantBytes(id: string, width: number, format: MediaFormat): Promise<Uint8Array | null> {
  const key = variantKey(id, width, format);
  const cached = fromMemory(key);
  if (cached) return cached;
  const bytes = await getVariant(id, width, format);
  if (bytes) remember(key, bytes);
  return bytes;
}

/** A variant's bytes: from memory, the database, or made now (through the queue) and stored. Null: no such image. */
export async function variantBytes(id: string, width: number, format: MediaFormat): Promise<Uint8Array | null> {
  const ready = await readyVariantBytes(id, width, format);
  if (ready) return ready;
  const key = variantKey(id, width, format);
  const pending = inFlight.get(key);
  if (pending) return pending;
  const work = variantQueue.run(key, () => makeAndStore(id, width, format));
  inFlight.set(key, work);
  try {
    const bytes = await work;
    if (bytes) remember(key, bytes);
    return bytes;
  } finally {
    inFlight.delete(key);
  }
}

/**
 * The variant to answer with while `width`×`format` is not made yet: the ready one of the nearest
 * width, in the same format or one every browser that asked for it reads (AVIF → WebP → the
 * master's; WebP → the master's); the larger on a tie. Null when none is ready.
 */
export function nearestReady(ready: { width: number; format: MediaFormat }[], width: number, format: MediaFormat, masterFormat: "jpeg" | "png") {
  if (width === SHARE_WIDTH) return null;
  const accepted: MediaFormat[] = format === "avif" ? ["avif", "webp", masterFormat] : format === "webp" ? ["webp", masterFormat] : [masterFormat];
  for (const f of accepted) {
    const sizes = ready.filter((v) => v.format === f && v.width !== SHARE_WIDTH);
    if (!sizes.length) continue;
    sizes.sort((a, b) => Math.abs(a.width - width) - Math.abs(b.width - width) || b.width - a.width);
    return sizes[0]!;
  }
  return null;
}

export const CONTENT_TYPES: Record<MediaFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg", png: "image/png" };

/** Every width step is valid for every image; a narrower original is served at its own width. */
export const isWidthStep = (width: number) => width === SHARE_WIDTH || (MEDIA_WIDTHS as readonly number[]).includes(width);

// ---------------------------------------------------------------------------------------------
// The actions' entry points

export type UploadAnswer =
  | { ok: true; status: 200 | 201; message: string; media: MediaRow }
  | { ok: false; status: 400 | 413 | 415 | 503; message: string; fieldErrors?: Record<string, string[]> };

/** Stores an image made by the site itself (seed, scripts): the same checks as an upload. */
export async function storeImage(bytes: Uint8Array, filename: string, alt: string, actor: Actor | null, executor = defaultExecutor()) {
  const processed = await processUpload(bytes, filename);
  if (!processed.ok) return processed;
  const { ok: _ok, ...image } = processed;
  const { created } = await insertMedia({ ...image, filename, alt, byteSize: image.bytes.length, uploadedBy: actor?.actorUserId ?? null }, executor);
  if (created && actor) {
    await recordAudit({ ...actor, action: "media.upload", entityType: "media", entityId: image.id, details: { filename, width: image.width, height: image.height } }, executor);
  }
  // Its variants are made now, in the background, one queue for the whole process (issue 29.3).
  // Within a caller's transaction the row is not visible to the queue yet: the caller queues them.
  if (created && executor === defaultExecutor()) queuePlan(image.id, image, new Set());
  return { ok: true as const, created, id: image.id };
}

/** One image posted by the library's upload form (picker, drag and drop, or the form without JavaScript). */
export async function submitMediaUpload(request: Request, actor: Actor): Promise<UploadAnswer> {
  const read = await readSubmission(request, MediaUploadSchema, {
    maxBytes: UPLOAD_MAX_BYTES,
    accept: ["multipart"],
    messages: { tooLarge: MEDIA_TEXTS.tooLarge, unsupported: "Send the image as multipart/form-data." },
  });
  if (!read.ok) return { ok: false, status: read.status, message: read.message };
  const { submission } = read;
  if (submission.status !== "success") {
    const fieldErrors = submission.error ?? {};
    const first = Object.values(fieldErrors).flat()[0] ?? MEDIA_TEXTS.uploadFailed;
    return { ok: false, status: 400, message: first, fieldErrors: fieldErrors as Record<string, string[]> };
  }
  const { file, alt } = submission.value;
  if (file.size > MEDIA_MAX_BYTES) return { ok: false, status: 413, message: MEDIA_TEXTS.tooLarge };
  try {
    const stored = await storeImage(new Uint8Array(await file.arrayBuffer()), file.name, alt, actor);
    if (!stored.ok) return { ok: false, status: stored.status, message: stored.message };
    const media = (await getMedia(stored.id))!;
    return stored.created
      ? { ok: true, status: 201, message: MEDIA_TEXTS.uploaded, media }
      : { ok: true, status: 200, message: MEDIA_TEXTS.duplicate, media };
  } catch (error) {
    logger.error({ err: error }, "media upload failed");
    return { ok: false, status: 503, message: MEDIA_TEXTS.uploadFailed };
  }
}

export type MediaActionAnswer =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 404 | 409 | 413 | 415 | 503; message: string; uses?: MediaUse[] };

/** The grid's buttons: change an image's alt text, or delete it (refused while it is in use). */
export async function submitMediaAction(request: Request, actor: Actor): Promise<MediaActionAnswer> {
  const read = await readSubmission(request, MediaActionSchema, { maxBytes: 8 * 1024 });
  if (!read.ok) return { ok: false, status: read.status, message: read.message };
  const { submission } = read;
  if (submission.status !== "success") return { ok: false, status: 400, message: Object.values(submission.error ?? {}).flat()[0] ?? "Unknown action." };
  const value = submission.value;
  try {
    if (value.intent === "alt") {
      const done = await inTransaction(async (tx) => {
        if (!(await updateMediaAlt(value.id, value.alt, tx))) return false;
        await recordAudit({ ...actor, action: "media.update", entityType: "media", entityId: value.id, details: { alt: value.alt } }, tx);
        return true;
      });
      return done ? { ok: true, message: "Alt text saved" } : { ok: false, status: 404, message: MEDIA_TEXTS.missing };
    }
    return await inTransaction(async (tx): Promise<MediaActionAnswer> => {
      if (!(await lockMedia(value.id, tx))) return { ok: false, status: 404, message: MEDIA_TEXTS.missing };
      const uses = (await mediaUses([value.id], tx)).get(value.id) ?? [];
      if (uses.length > 0) return { ok: false, status: 409, message: MEDIA_TEXTS.inUse, uses };
      await deleteMediaRow(value.id, tx);
      await recordAudit({ ...actor, action: "media.delete", entityType: "media", entityId: value.id }, tx);
      return { ok: true, message: MEDIA_TEXTS.deleted };
    });
  } catch (error) {
    // A post saved with this image between our check and the delete: the foreign key refuses.
    if (foreignKeyViolation(error) !== null) {
      return { ok: false, status: 409, message: MEDIA_TEXTS.inUse, uses: [] };
    }
    logger.error({ err: error }, "media action failed");
    return { ok: false, status: 503, message: "The image could not be changed. Please try again." };
  }
}

export type MediaFileAnswer = { status: 200 | 304 | 307 | 404; headers: Record<string, string>; body: Uint8Array | null };

const NOT_FOUND: MediaFileAnswer = {
  status: 404,
  headers: noStore({ "Content-Type": "text/plain; charset=utf-8" }),
  body: new TextEncoder().encode("Not found"),
};

/**
 * `/media/{id}/{width}.{format}`: the URL names the image by the hash of its file, so the bytes at
 * a URL never change: cached for a year, immutable; variants made once and kept in memory.
 */
export async function mediaFileAnswer(id: string, fileName: string, ifNoneMatch: string | null): Promise<MediaFileAnswer> {
  const file = parseMediaFile(fileName);
  if (!MEDIA_ID_PATTERN.test(id) || !file) return NOT_FOUND;
  const etag = `"${id}-${fileName}"`;
  const headers: Record<string, string> = {
    "Content-Type": CONTENT_TYPES[file.format],
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": "inline",
    // Public pictures: mail clients and the sandboxed mail preview load them from elsewhere (decision 041).
    "Cross-Origin-Resource-Policy": "cross-origin",
  };
  if (ifNoneMatch === etag) return { status: 304, headers, body: null };
  const bytes = await readyVariantBytes(id, file.width, file.format);
  if (bytes) return { status: 200, headers: { ...headers, "Content-Length": String(bytes.length) }, body: bytes };
  return standIn(id, file.width, file.format);
}

/**
 * A variant that is not made yet (issue 29.3): it is queued (with the rest of its image's plan) and
 * this request is answered at once, never waiting behind the queue: a redirect to the nearest ready
 * size, or the master's own bytes when none is ready. Neither is cached: the next request gets the
 * real variant once it is made.
 */
async function standIn(id: string, width: number, format: MediaFormat): Promise<MediaFileAnswer> {
  const master = await getMediaMaster(id);
  if (!master || !inPlan(master, width, format)) return NOT_FOUND;
  const ready = await storedVariantSizes(id);
  void queueVariants(id, master).catch((error: unknown) => logger.error({ err: error, id }, "could not queue image variants"));
  // A step past a narrow original's own width is not in the plan, but is served (at the original's width).
  variantQueue.enqueue(variantKey(id, width, format), () => makeAndStore(id, width, format).catch(() => null));
  const nearest = nearestReady(ready, width, format, master.format);
  const uncached = noStore({ "X-Content-Type-Options": "nosniff", "Cross-Origin-Resource-Policy": "cross-origin" });
  if (nearest) return { status: 307, headers: { ...uncached, Location: mediaUrl(id, nearest.width, nearest.format) }, body: null };
  return {
    status: 200,
    headers: { ...uncached, "Content-Type": CONTENT_TYPES[master.format], "Content-Length": String(master.bytes.length), "Content-Disposition": "inline" },
    body: master.bytes,
  };
}
