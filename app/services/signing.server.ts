/**
 * HMAC signatures for values we hand to browsers in cookies (see docs/decisions/005-member-cookie.md).
 * The key is SESSION_SECRET; without it, a random key is made once and kept in DATA_DIR, which is
 * right for the embedded database (one process, one folder). Several instances on PostgreSQL must
 * share SESSION_SECRET, or a cookie signed by one instance is rejected by the others.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";
import { singleton } from "../lib/singleton.server.ts";

const state = singleton("signingKey", () => ({ key: undefined as Buffer | undefined }));

function loadKey(): Buffer {
  const config = env();
  if (config.SESSION_SECRET) return Buffer.from(config.SESSION_SECRET, "utf8");
  const file = path.join(config.DATA_DIR, "secrets", "signing-key");
  try {
    const stored = fs.readFileSync(file, "utf8").trim();
    if (stored.length >= 64) return Buffer.from(stored, "hex");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const fresh = crypto.randomBytes(32).toString("hex");
  try {
    // "wx": when two workers race, the first file wins and the second reads it.
    fs.writeFileSync(file, fresh + "\n", { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return Buffer.from(fs.readFileSync(file, "utf8").trim(), "hex");
  }
  if (config.DATABASE_URL) {
    logger.warn("SESSION_SECRET is not set: signed cookies use a key in DATA_DIR that other instances do not share");
  }
  return Buffer.from(fresh, "hex");
}

function key(): Buffer {
  state.key ??= loadKey();
  return state.key;
}

/** Forgets the cached key (tests that change the environment). */
export function resetSigningKey(): void {
  state.key = undefined;
}

function mac(purpose: string, value: string): string {
  return crypto.createHmac("sha256", key()).update(`${purpose}\n${value}`).digest("base64url");
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
