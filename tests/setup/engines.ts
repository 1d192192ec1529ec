/** Which database engine this test run uses, and how to reach the PostgreSQL server. */
import pg from "pg";

export type Engine = "pglite" | "postgres";

export function testEngine(): Engine {
  const engine = process.env.TEST_DB ?? "pglite";
  if (engine !== "pglite" && engine !== "postgres") throw new Error(`TEST_DB must be pglite or postgres, not ${engine}`);
  return engine;
}

export function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)");
  return url;
}

/** The same server URL pointing at another database. */
export function urlForDatabase(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the server's maintenance connection (the database of TEST_DATABASE_URL). */
export async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
