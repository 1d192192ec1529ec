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
  (await import("#app/services/signing.server.ts")).resetSigningKey();
  return import("#app/services/signed-token.server.ts");
}

describe("signed tokens for mailed links", () => {
  it("verify with the same SESSION_SECRET in every process, and not with another", async () => {
    process.env.SESSION_SECRET = "a-long-shared-secret-for-all-instances-123";
    const token = await (await load()).signToken("confirm", { s: "abc", i: 1 });
    expect(await (await load()).verifyToken("confirm", token)).toEqual({ s: "abc", i: 1 });
    process.env.SESSION_SECRET = "another-secret-on-another-install-456789";
    expect(await (await load()).verifyToken("confirm", token)).toBeNull();
  });

  it("without SESSION_SECRET, keep verifying after a restart (the key is kept in DATA_DIR)", async () => {
    delete process.env.SESSION_SECRET;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "iratech-key-"));
    process.env.DATA_DIR = dir;
    try {
      const token = await (await load()).signToken("unsubscribe", { s: "abc" });
      expect(await (await load()).verifyToken("unsubscribe", token)).toEqual({ s: "abc" });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuse tokens made for another purpose, changed in any way, or malformed", async () => {
    process.env.SESSION_SECRET = "a-long-shared-secret-for-all-instances-123";
    const { signToken, verifyToken } = await load();
    const token = await signToken("confirm", { s: "abc" });
    expect(await verifyToken("unsubscribe", token)).toBeNull();
    expect(await verifyToken("confirm", token.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toBeNull();
    const forgedPayload = `${Buffer.from(JSON.stringify({ s: "other" })).toString("base64url")}.${token.split(".")[1]}`;
    expect(await verifyToken("confirm", forgedPayload)).toBeNull();
    for (const bad of [undefined, null, 42, "", ".", "x.y", `${token}.extra`, "x".repeat(5000)]) {
      expect(await verifyToken("confirm", bad)).toBeNull();
    }
  });
});
