/**
 * The words of the editors' side panel and of previews (issue 14.4, 14.6). No zod here: the preview
 * page's banner reads them, and the schemas (schemas/content-ops.ts) stay out of its first load.
 */
export const CONTENT_OPS_TEXTS = {
  previewBanner: "Preview: not published",
  previewBannerPublished: "Preview",
  shareHeading: "Share preview",
  shareCreate: "Create share link",
  shareNone: "No share links yet.",
  shareHelp: "Anyone with the link can read this content as it is stored now, without an account, for 7 days or until you revoke it.",
  revoke: "Revoke",
  linkGone: "This preview link no longer works",
  linkGoneDetail: "It was revoked or has expired. Ask the person who shared it for a new link.",
  linkUnknown: "This preview link does not exist",
  linkMissing: "This link is already revoked or does not exist.",
  recordMissing: "This content no longer exists.",
  revisionsHeading: "Revisions",
  revisionsNone: "No revisions yet: every save keeps one.",
  restore: "Restore this revision",
  restored: "Revision restored.",
  restoreFailed: "Failed to restore revision",
  shareFailed: "Failed to change share links",
} as const;
