/**
 * HMAC signatures for values we hand to browsers in cookies (see docs/decisions/005-member-cookie.md),
 * with the site's one signing key (secrets.server.ts).
 */
import crypto from "node:crypto";
import { signingKey } from "./secrets.server.ts";

// A KeyObject made once per key: handing createHmac the raw bytes makes Node build one per call
// (a few per signup).
const keyObjects = new WeakMap<Buffer, crypto.KeyObject>();
function keyObject(): crypto.KeyObject {
  const raw = signingKey();
  let key = keyObjects.get(raw);
  if (!key) keyObjects.set(raw, (key = crypto.createSecretKey(raw)));
  return key;
}

function mac(purpose: string, value: string): string {
  return crypto.createHmac("sha256", keyObject()).update(`${purpose}\n${value}`).digest("base64url");
}

/** `value.signature`, bound to `purpose` so a signature for one cookie never works for another. */
export function sign(purpose: string, value: string): string {
  return `${value}.${mac(purpose, value)}`;
}

/** The value when the signature is good, else null. */
export function unsign(purpose: string, signed: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(mac(purpose, value));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? value : null;
}

/** Forgets the cached key (tests that change the environment). */
export { resetSigningKeyCache as resetSigningKey } from "./secrets.server.ts";
