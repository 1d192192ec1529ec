/**
 * Previews (issue 14.4): staff see a post or case study, drafts included, as the public will see
 * it; a "Share preview" link lets someone without an account read it too. A link's token is the
 * link's id signed with the site's key (so the editor can show a live link again), and only its
 * SHA-256 is stored; a link lives PREVIEW_LINK_DAYS unless revoked. Preview pages are never cached
 * (their paths have no cache topic, app/lib/paths.ts `cacheTopicsFor`, and they answer no-store).
 */
import crypto from "node:crypto";
import { inTransaction } from "../models/transaction.server.ts";
import type { ContentKindName } from "../lib/content-kinds.ts";
import { CONTENT_OPS_TEXTS, PreviewLinkSchema } from "../lib/schemas/content-ops.ts";
import { actorOf, recordAudit, type RequestOrigin } from "../models/audit-log.server.ts";
import { getPostById } from "../models/blog-posts.server.ts";
import { getCaseStudyForEdit } from "../models/case-studies.server.ts";
import { findPreviewLinkByHash, insertPreviewLink, listPreviewLinks, revokePreviewLink } from "../models/preview-links.server.ts";
import { blogPostPageData, caseStudyPageData, type BlogPostPageData, type CaseStudyPageData } from "./article-pages.server.ts";
import { hashToken, type StaffUser } from "./auth.server.ts";
import { logger } from "./logger.server.ts";
import { sign, unsign } from "./signing.server.ts";
import { readSubmission } from "./submission.server.ts";
import { NO_STORE } from "../lib/http.ts";

export const PREVIEW_LINK_DAYS = 7;
const PREVIEW_LINK_MS = PREVIEW_LINK_DAYS * 24 * 60 * 60 * 1000;
const TOKEN_PURPOSE = "preview-link";
/** A link id (32 hex digits), a dot, and its HMAC-SHA256 in base64url. */
const TOKEN_PATTERN = /^[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/;

/** What every preview answers: never stored, never indexed, never sent on as a referrer. */
export const PREVIEW_HEADERS = {
  ...NO_STORE,
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

export type PreviewPage =
  | { kind: "blog_post"; published: boolean; data: BlogPostPageData }
  | { kind: "case_study"; published: boolean; data: CaseStudyPageData };

/** The page of a stored record, draft or not; null when there is none. */
async function previewOf(kind: ContentKindName, id: string): Promise<PreviewPage | null> {
  if (kind === "blog_post") {
    const post = await getPostById(id);
    return post && { kind, published: post.isPublished, data: await blogPostPageData(post) };
  }
  const study = await getCaseStudyForEdit(id);
  return study && { kind, published: study.isPublished, data: await caseStudyPageData(study) };
}

/** Whether the record exists (a link is made only for one that does). */
async function recordExists(kind: ContentKind, id: string): Promise<boolean> {
  return kind === "blog_post" ? (await getPostById(id)) !== null : (await getCaseStudyForEdit(id)) !== null;
}
type ContentKind = ContentKindName;

/** /admin-preview/{kind}/{id} for staff the route has let in (requireStaff); null for no such record. */
export async function staffPreview(kind: ContentKindName, id: string): Promise<PreviewPage | null> {
  return previewOf(kind, id);
}

export function previewLinkToken(linkId: string): string {
  return sign(TOKEN_PURPOSE, linkId.replaceAll("-", ""));
}

export type SharedPreview = { ok: true; page: PreviewPage } | { ok: false; status: 404 | 410; message: string };

/**
 * /preview/{token}: the record a live link names. A token that is not ours answers 404; a link
 * revoked, expired or whose record is gone answers 410.
 */
export async function sharedPreview(token: string, now = new Date()): Promise<SharedPreview> {
  const unknown = { ok: false, status: 404, message: CONTENT_OPS_TEXTS.linkUnknown } as const;
  if (!TOKEN_PATTERN.test(token) || unsign(TOKEN_PURPOSE, token) === null) return unknown;
  const link = await findPreviewLinkByHash(hashToken(token));
  if (!link) return unknown;
  const gone = { ok: false, status: 410, message: CONTENT_OPS_TEXTS.linkGone } as const;
  if (link.revokedAt || link.expiresAt.getTime() <= now.getTime()) return gone;
  const page = await previewOf(link.entityType, link.entityId);
  return page ? { ok: true, page } : gone;
}

export type PreviewLinkView = { id: string; url: string | null; createdAt: string; expiresAt: string; createdBy: string | null; state: "live" | "revoked" | "expired" };

/** The editor's list of a record's links; a live one with its address to copy. */
export async function previewLinksFor(kind: ContentKind, id: string, now = new Date()): Promise<PreviewLinkView[]> {
  const links = await listPreviewLinks(kind, id);
  return links.map((link) => {
    const state = link.revokedAt ? "revoked" : link.expiresAt.getTime() <= now.getTime() ? "expired" : "live";
    return {
      id: link.id,
      url: state === "live" ? `/preview/${previewLinkToken(link.id)}` : null,
      createdAt: link.createdAt.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
      createdBy: link.createdByEmail,
      state,
    };
  });
}

/** A share-link button's answer: done (the editor to go back to), or why not. */
export type PreviewLinkAnswer = { ok: true; kind: ContentKind; id: string } | { ok: false; status: 400 | 404 | 413 | 415 | 503; errors: string[] };

export const PREVIEW_LINK_MAX_BYTES = 4 * 1024;

/** POST of the editor's "Share preview" card: a new link, or one revoked; each audit-logged. */
export async function submitPreviewLink(
  request: Request,
  origin: RequestOrigin,
  staff: StaffUser,
  now = new Date(),
): Promise<PreviewLinkAnswer> {
  const failed = CONTENT_OPS_TEXTS.shareFailed;
  const read = await readSubmission(request, PreviewLinkSchema, { maxBytes: PREVIEW_LINK_MAX_BYTES });
  if (!read.ok) return { ok: false, status: read.status, errors: [failed, read.message] };
  const { submission } = read;
  if (submission.status !== "success") {
    const reasons = Object.values(submission.error ?? {}).flatMap((messages) => messages ?? []);
    return { ok: false, status: 400, errors: [failed, ...reasons.slice(0, 1)] };
  }
  const input = submission.value;
  const actor = actorOf(staff, origin);
  try {
    if (input.intent === "create") {
      if (!(await recordExists(input.kind, input.id))) return { ok: false, status: 404, errors: [failed, CONTENT_OPS_TEXTS.recordMissing] };
      const linkId = crypto.randomUUID();
      await inTransaction(async (tx) => {
        const link = await insertPreviewLink(
          {
            id: linkId,
            entityType: input.kind,
            entityId: input.id,
            tokenHash: hashToken(previewLinkToken(linkId)),
            expiresAt: new Date(now.getTime() + PREVIEW_LINK_MS),
            createdBy: staff.id,
            createdByEmail: staff.email,
            createdAt: now,
          },
          tx,
        );
        const details = { linkId, expiresAt: link.expiresAt.toISOString() };
        await recordAudit({ ...actor, action: `${input.kind}.preview_link_create`, entityType: input.kind, entityId: input.id, details }, tx);
      });
    } else {
      const revoked = await inTransaction(async (tx) => {
        const link = await revokePreviewLink(input.kind, input.id, input.linkId, now, tx);
        if (link) await recordAudit({ ...actor, action: `${input.kind}.preview_link_revoke`, entityType: input.kind, entityId: input.id, details: { linkId: link.id } }, tx);
        return link !== null;
      });
      if (!revoked) return { ok: false, status: 404, errors: [failed, CONTENT_OPS_TEXTS.linkMissing] };
    }
    return { ok: true, kind: input.kind, id: input.id };
  } catch (error) {
    logger.error({ err: error }, failed);
    return { ok: false, status: 503, errors: [failed] };
  }
}
