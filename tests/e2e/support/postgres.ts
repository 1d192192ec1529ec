/** One statement on a PostgreSQL server, on a connection of its own (specs that make their own databases). */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import pg from "pg";

export async function sql(url: string, text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** The rows of one query on a PostgreSQL server, on a connection of its own. */
export async function query<T extends Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A database of the spec's own on the e2e PostgreSQL server: its name and URL (not created yet). */
export function ownDatabase(prefix: string, basePort: number): { serverUrl: string; name: string; url: string } {
  const serverUrl = process.env.E2E_DATABASE_URL!;
  const name = `iratech_${prefix}_${basePort}_${crypto.randomBytes(3).toString("hex")}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { serverUrl, name, url: url.toString() };
}

/**
 * Creates that database and its admin from the CLI, as on every e2e server (which also migrates it).
 * Returns the CLI's result for the caller's expectation.
 */
export async function createWithAdmin(
  database: { serverUrl: string; name: string; url: string },
  admin: { email: string; password: string },
): Promise<{ status: number | null; stderr: string }> {
  await sql(database.serverUrl, `CREATE DATABASE ${database.name}`);
  const created = spawnSync(process.execPath, ["scripts/admin-create.ts", "--email", admin.email], {
    cwd: path.resolve(import.meta.dirname, "../../.."),
    input: `${admin.password}\n`,
    env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  return { status: created.status, stderr: created.stderr };
}
