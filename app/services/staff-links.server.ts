/**
 * The single-use links of staff accounts (issue 13): invitations (72 hours), password resets
 * (30 minutes) and e-mail changes (24 hours). Each token is 128 random bits; only its SHA-256 is
 * stored, and a lookup is by that hash (an index probe on a digest, so nothing about the token
 * leaks through timing). A link is open until it is used, revoked or expired.
 */
import { staffTokenField } from "../lib/schemas/admin-setup.ts";
import { findStaffToken, type StaffTokenPurpose, type StaffTokenRow } from "../models/staff-tokens.server.ts";
import { hashToken } from "./auth.server.ts";
import { siteUrlFor } from "./site-url.server.ts";

export const LINK_LIFETIME_MINUTES = { invite: 72 * 60, reset: 30, "email-change": 24 * 60 } as const satisfies Partial<Record<StaffTokenPurpose, number>>;
export type LinkPurpose = keyof typeof LINK_LIFETIME_MINUTES;

export type LinkState = { state: "open"; row: StaffTokenRow; token: string } | { state: "invalid" | "expired" | "used" };

/** What a link of `purpose` can still do: a malformed or unknown token is "invalid", never an error. */
export async function staffLinkState(purpose: StaffTokenPurpose, rawToken: unknown, now = new Date()): Promise<LinkState> {
  const parsed = staffTokenField.safeParse(rawToken);
  if (!parsed.success) return { state: "invalid" };
  const row = await findStaffToken(purpose, hashToken(parsed.data));
  if (!row) return { state: "invalid" };
  if (row.usedAt) return { state: "used" };
  if (row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return { state: "expired" };
  return { state: "open", row, token: parsed.data };
}

/** When a link of `purpose` made at `now` stops working. */
export function linkExpiry(purpose: LinkPurpose, now: Date): Date {
  return new Date(now.getTime() + LINK_LIFETIME_MINUTES[purpose] * 60_000);
}

/** The absolute URL of a page of ours with `?token=`, as it goes into a mail. */
export function linkUrl(path: string, token: string): string {
  return siteUrlFor(`${path}?token=${token}`);
}

/** The HTTP status of a page opened with a link that no longer works. */
export const LINK_STATUS = { invalid: 400, expired: 410, used: 410 } as const;
