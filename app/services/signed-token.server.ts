/**
 * Tamper-proof tokens for links in mails: a JSON payload, base64url, signed with the site's key
 * (app/services/signing.server.ts: HMAC-SHA256 bound to a purpose, so a token made for one link
 * never works for another).
 */
import { sign, unsign } from "./signing.server.ts";

const MAX_TOKEN_LENGTH = 2048;

export async function signToken(purpose: string, data: Record<string, string | number>): Promise<string> {
  return sign(purpose, Buffer.from(JSON.stringify(data)).toString("base64url"));
}

/** The signed data, or null for anything malformed, forged or made for another purpose. */
export async function verifyToken(purpose: string, token: unknown): Promise<Record<string, unknown> | null> {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const payload = unsign(purpose, token);
  if (!payload || !/^[A-Za-z0-9_-]+$/.test(payload)) return null;
  try {
    const data: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
