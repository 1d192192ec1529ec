/**
 * Tamper-proof tokens for links in mails: `<payload>.<HMAC-SHA256(purpose, payload)>`, both
 * base64url. The purpose is part of the MAC, so a token made for one link never works for another.
 */
import crypto from "node:crypto";
import { signingKey } from "./secrets.server.ts";

async function mac(purpose: string, payload: string): Promise<string> {
  return crypto
    .createHmac("sha256", await signingKey())
    .update(`${purpose}\n${payload}`)
    .digest("base64url");
}

export async function signToken(purpose: string, data: Record<string, string | number>): Promise<string> {
  const payload = Buffer.from(JSON.stringify(data)).toString("base64url");
  return `${payload}.${await mac(purpose, payload)}`;
}

/** The signed data, or null for anything malformed, forged or made for another purpose. */
export async function verifyToken(purpose: string, token: unknown): Promise<Record<string, unknown> | null> {
  if (typeof token !== "string" || token.length > 2048) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(await mac(purpose, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const data: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
