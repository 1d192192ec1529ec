/**
 * The embedded database serves one process, so while the server runs `npm run admin:create`
 * cannot open it. The server therefore listens on a Unix socket inside DATA_DIR (mode 0600: only
 * the account that owns the data folder, which could read the database files anyway, can
 * connect) and performs the command's one write for it (decision 012). One JSON line in, one out;
 * the command hashes the password itself, so the plaintext never crosses the socket.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { db, type Db } from "#db/client.server.ts";
import { logger } from "#app/services/logger.server.ts";
import { commandLineOwnerRequest, createOwnerFromCommandLine } from "#app/services/command-line-staff.server.ts";

export const ADMIN_SOCKET_NAME = "admin.sock";
const MAX_REQUEST_BYTES = 4096;

export function adminSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), ADMIN_SOCKET_NAME);
}

/** Listens in `dataDir`; writes go to `target` (the server's database unless a test says otherwise). */
export async function startAdminSocket(dataDir: string, target: () => Db = db): Promise<() => Promise<void>> {
  const socketPath = adminSocketPath(dataDir);
  // A socket left by a crashed server: we hold the data folder's lock, so it is nobody's.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((connection) => {
    let input = "";
    connection.setEncoding("utf8");
    connection.setTimeout(10_000, () => connection.destroy());
    const reply = (body: unknown) => connection.end(`${JSON.stringify(body)}\n`);
    connection.on("data", (chunk: string) => {
      input += chunk;
      if (input.length > MAX_REQUEST_BYTES) return reply({ ok: false, error: "request too large" });
      const end = input.indexOf("\n");
      if (end === -1) return;
      connection.removeAllListeners("data");
      let parsed;
      try {
        parsed = commandLineOwnerRequest.safeParse(JSON.parse(input.slice(0, end)));
      } catch {
        return reply({ ok: false, error: "not JSON" });
      }
      if (!parsed.success) return reply({ ok: false, error: "invalid request" });
      createOwnerFromCommandLine(parsed.data.email, parsed.data.passwordHash, target(), { removeTwoFactor: parsed.data.removeTwoFactor }).then(
        (result) => reply({ ok: true, ...result }),
        (error: unknown) => {
          logger.error({ err: error }, "admin:create through the server's socket failed");
          reply({ ok: false, error: "the server could not write the account" });
        },
      );
    });
    connection.on("error", () => {});
  });
  const previousMask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => resolve());
    });
  } finally {
    process.umask(previousMask);
  }
  fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}
