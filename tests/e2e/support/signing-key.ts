import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * The signing key of the e2e server (app/services/secrets.server.ts): SESSION_SECRET when the
 * environment sets one (the servers inherit it); else, on PostgreSQL, the key the instances share
 * in the database (issue 16.6), and with PGlite the key file in the server's DATA_DIR
 * (playwright.config.ts).
 */
export async function serverSigningKey(project: string): Promise<Buffer> {
  if (process.env.SESSION_SECRET) return crypto.createHash("sha256").update(process.env.SESSION_SECRET).digest();
  if (project === "postgres") {
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ value: string }>("select value from instance_secrets where name = 'signing-key'");
      return Buffer.from(rows[0]!.value, "base64url");
    } finally {
      await client.end();
    }
  }
  const dataDir = path.join(os.tmpdir(), `iratech-e2e-pglite-${Number(process.env.E2E_PORT ?? 3100)}`);
  return Buffer.from(fs.readFileSync(path.join(dataDir, "signing-key"), "utf8").trim(), "base64url");
}

/** `value.signature` as app/services/signing.server.ts `sign(purpose, value)` makes it on the e2e server. */
export async function signedByServer(project: string, purpose: string, value: string): Promise<string> {
  return `${value}.${crypto.createHmac("sha256", await serverSigningKey(project)).update(`${purpose}\n${value}`).digest("base64url")}`;
}
