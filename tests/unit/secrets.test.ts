import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

const saved = { SESSION_SECRET: process.env.SESSION_SECRET, DATA_DIR: process.env.DATA_DIR };
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

/** A fresh copy of the modules, so that the environment is read again. */
async function load() {
  vi.resetModules();
  const secrets = await import("~/services/secrets.server");
  secrets.resetSigningKeyCache();
  const tokens = await import("~/services/signed-token.server");
  return { ...secrets, ...tokens };
}

describe("signing key", () => {
  it("derives the key from SESSION_SECRET, the same in every process that shares it", async () => {
    process.env.SESSION_SECRET = "a-long-shared-secret-for-all-instances-123";
    const first = await (await load()).signingKey();
    const second = await (await load()).signingKey();
    expect(first).toHaveLength(32);
    expect(first.equals(second)).toBe(true);
  });

  it("without SESSION_SECRET, generates a key once in DATA_DIR and keeps using it", async () => {
    delete process.env.SESSION_SECRET;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "iratech-key-"));
    process.env.DATA_DIR = dir;
    try {
      const first = await load();
      const token = await first.signToken("test", { a: 1 });
      const file = path.join(dir, "signing-key");
      expect(fs.existsSync(file)).toBe(true);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // After a restart the old links still verify.
      const restarted = await load();
      expect(await restarted.verifyToken("test", token)).toEqual({ a: 1 });
      expect((await restarted.signingKey()).equals(await first.signingKey())).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses tokens made for another purpose or changed in any way", async () => {
    process.env.SESSION_SECRET = "a-long-shared-secret-for-all-instances-123";
    const { signToken, verifyToken } = await load();
    const token = await signToken("confirm", { s: "abc" });
    expect(await verifyToken("confirm", token)).toEqual({ s: "abc" });
    expect(await verifyToken("unsubscribe", token)).toBeNull();
    expect(await verifyToken("confirm", token.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toBeNull();
    for (const bad of [undefined, null, 42, "", ".", "x.y", `${token}.extra`, "x".repeat(5000)]) {
      expect(await verifyToken("confirm", bad)).toBeNull();
    }
    process.env.SESSION_SECRET = "another-secret-on-another-install-456789";
    expect(await (await load()).verifyToken("confirm", token)).toBeNull();
  });
});
