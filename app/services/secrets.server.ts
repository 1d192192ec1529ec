/**
 * The key that signs links and cookies. SESSION_SECRET when set; otherwise a random key generated
 * once and kept where every instance finds it: in the database when it is a PostgreSQL server
 * (several instances share it with no setting, issue 16.6; `useSharedSigningKey` at boot), in
 * DATA_DIR with the embedded database (one instance), so that links mailed yesterday still verify
 * after a restart.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { singleton } from "../lib/server/singleton.server.ts";
import { sharedSecret } from "../models/instance-secrets.server.ts";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

const KEY_FILE = "signing-key";

const state = singleton("signingKey", () => ({ key: undefined as Buffer | undefined }));

/** Read once per process (a few bytes from disk at most), then kept in memory. */
export function signingKey(): Buffer {
  state.key ??= loadKey();
  return state.key;
}

function loadKey(): Buffer {
  const config = env();
  if (config.SESSION_SECRET) return crypto.createHash("sha256").update(config.SESSION_SECRET).digest();
  const file = path.join(config.DATA_DIR, KEY_FILE);
  try {
    return readKey(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const key = crypto.randomBytes(32);
  try {
    // "wx": when two processes race, exactly one writes and both then use its key.
    fs.writeFileSync(file, key.toString("base64url"), { flag: "wx", mode: 0o600 });
    logger.warn({ file }, "SESSION_SECRET is not set: generated a signing key; set SESSION_SECRET when running several instances");
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readKey(file);
  }
}

function readKey(file: string): Buffer {
  const key = Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64url");
  if (key.length < 32) throw new Error(`The signing key in ${file} is damaged: delete it or set SESSION_SECRET.`);
  return key;
}

const SHARED_KEY_NAME = "signing-key";

/**
 * With a PostgreSQL server and no SESSION_SECRET: the key all instances share, made by the first
 * to boot and kept in the database. Called at boot, before anything is signed.
 */
export async function useSharedSigningKey(): Promise<Buffer> {
  const stored = await sharedSecret(SHARED_KEY_NAME, crypto.randomBytes(32).toString("base64url"));
  const key = Buffer.from(stored, "base64url");
  if (key.length < 32) throw new Error("The shared signing key in the database (instance_secrets) is damaged: delete its row or set SESSION_SECRET.");
  state.key = key;
  return key;
}

/** Forgets the cached key (tests that change the environment). */
export function resetSigningKeyCache(): void {
  state.key = undefined;
}
