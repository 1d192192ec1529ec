/**
 * HMAC signatures for values we hand to browsers in cookies (see docs/decisions/005-member-cookie.md):
 * `value.signature`, with the install's one signing key (secrets.server.ts: SESSION_SECRET, or a
 * key kept in DATA_DIR for a single instance). The purpose is part of the MAC, so a signature made
 * for one cookie never works for another.
 */
import crypto from "node:crypto";
import { signingKey } from "./secrets.server.ts";

async function mac(purpose: string, value: string): Promise<string> {
  return crypto
    .createHmac("sha256", await signingKey())
    .update(`${purpose}\n${value}`)
    .digest("base64url");
}

export async function sign(purpose: string, value: string): Promise<string> {
  return `${value}.${await mac(purpose, value)}`;
}

/** The value when the signature is good, else null. */
export async function unsign(purpose: string, signed: string): Promise<string | null> {
  const dot = signed.lastIndexOf(".");
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(await mac(purpose, value));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? value : null;
}
