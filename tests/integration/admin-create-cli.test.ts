/** `npm run admin:create` as an operator runs it: a real process on a temporary embedded database. */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite, rows } from "../../db/client.server.ts";
import { verifyPassword } from "#app/services/password.server.ts";
import { adminSocketPath, startAdminSocket } from "#server/admin-socket.ts";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "iratech-admin-cli-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function cli(args: string[], input: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  delete env.DATABASE_URL;
  // The command is checked with the real hashing cost (ln=17), as an operator runs it.
  delete env.PASSWORD_HASH_LOG_N;
  const result = spawnSync(process.execPath, ["scripts/admin-create.ts", ...args], { cwd: root, input, env, encoding: "utf8", timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The command run without blocking this process (which answers on the socket meanwhile). */
function cliAsync(args: string[], input: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  delete env.DATABASE_URL;
  // The command is checked with the real hashing cost (ln=17), as an operator runs it.
  delete env.PASSWORD_HASH_LOG_N;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["scripts/admin-create.ts", ...args], { cwd: root, env });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input);
  });
}

async function accounts() {
  const database = await openPglite({ dataDir });
  try {
    return await rows<{ email: string; password_hash: string; admin: boolean }>(
      database.db,
      sql`select u.email, u.password_hash, (a.id is not null) as admin from users u left join admin_users a on a.user_id = u.id order by u.email`,
    );
  } finally {
    await database.close();
  }
}

describe("admin:create", () => {
  it("refuses a weak password with every reason, before touching the database", () => {
    const result = cli(["--email", "ravi.kumar@iratech.test"], "ravi.kumar1\n");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Refused: the password is too weak.");
    expect(result.stderr).toContain("  - Password must be at least 12 characters long.");
    expect(result.stderr).toContain("  - Password must not be made of this site's name, the company's or product's name, or your name or e-mail address.");
    expect(result.stderr).toContain("Nothing was changed.");
    expect(fs.readdirSync(dataDir)).toEqual([]);

    const common = cli(["--email", "ops@iratech.test"], "password1234\n");
    expect(common.status).toBe(1);
    expect(common.stderr).toContain("  - Password is one of the most commonly used passwords.");

    // Issue 16.4: the same rules as every password form.
    for (const [password, reason] of [
      [" ".repeat(12), "Password must not be only spaces."],
      ["bbbbbbbbbbbb", "Password must use at least 5 different characters, not a repeated pattern."],
      ["Iratech2026!!", "Password must not be made of this site's name"],
    ] as const) {
      const refused = cli(["--email", "ops@iratech.test"], `${password}\n`);
      expect(refused.status, password).toBe(1);
      expect(refused.stderr).toContain(`  - ${reason}`);
    }
    expect(fs.readdirSync(dataDir)).toEqual([]);
  }, 120_000);

  it("never takes the password from the command line, and needs --email", () => {
    const argv = cli(["--email", "ops@iratech.test", "--password", "a fine long passphrase"], "");
    expect(argv.status).toBe(2);
    expect(argv.stderr).toContain("Unknown option '--password'");
    const missing = cli([], "a fine long passphrase\n");
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("--email is required.");
    const invalid = cli(["--email", "not-an-address"], "a fine long passphrase\n");
    expect(invalid.status).toBe(2);
    expect(invalid.stderr).toContain('"not-an-address" is not a valid e-mail address.');
  });

  it("creates an admin from a password on standard input, then changes it on a second run", async () => {
    const created = cli(["--email", " Ops@Iratech.test "], "maple ferry quartz 42\nignored second line\n");
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);
    expect(created.stdout).toContain("Created the admin ops@iratech.test");
    let [account] = await accounts();
    expect(account).toMatchObject({ email: "ops@iratech.test", admin: true });
    expect(account!.password_hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    expect(await verifyPassword("maple ferry quartz 42", account!.password_hash)).toBe(true);

    const again = cli(["--email", "ops@iratech.test"], "another fine passphrase\n");
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("ops@iratech.test was already an admin (owner): password changed");
    [account] = await accounts();
    expect(await verifyPassword("another fine passphrase", account!.password_hash)).toBe(true);
  }, 90_000);

  it("says to stop the server or use DATABASE_URL when the embedded database is in use", async () => {
    const running = await openPglite({ dataDir });
    try {
      const result = cli(["--email", "late@iratech.test"], "maple ferry quartz 42\n");
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`is already in use by process ${process.pid}`);
      expect(result.stderr).toContain("Stop the server");
      expect(result.stderr).toContain("DATABASE_URL");
    } finally {
      await running.close();
    }
  }, 60_000);

  it("works while the server holds the embedded database, through the server's socket (decision 012)", async () => {
    // What the server does at start: hold the folder, migrate, listen on the socket.
    const running = await openPglite({ dataDir });
    await running.migrate();
    const close = await startAdminSocket(dataDir, () => running.db);
    try {
      expect((fs.statSync(adminSocketPath(dataDir)).mode & 0o777).toString(8)).toBe("600");
      const result = await cliAsync(["--email", "while-running@iratech.test"], "maple ferry quartz 42\n");
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
      expect(result.stdout).toContain("Created the admin while-running@iratech.test (role: owner)");
      expect(result.stdout).toContain("through the running server");
      const [row] = await rows<{ role: string; password_hash: string }>(
        running.db,
        sql`select a.role, u.password_hash from users u join admin_users a on a.user_id = u.id where u.email = 'while-running@iratech.test'`,
      );
      expect(row!.role).toBe("owner");
      expect(await verifyPassword("maple ferry quartz 42", row!.password_hash)).toBe(true);
    } finally {
      await close();
      await running.close();
    }
  }, 120_000);
});
