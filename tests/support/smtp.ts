/** A real SMTP server on 127.0.0.1 (smtp-server package) that keeps what it receives. */
import net from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string; header(name: string): string | undefined };

export type TestSmtp = { port: number; url: string; received: ReceivedMail[]; close(): Promise<void> };

/**
 * `refuse`: recipients answered with a permanent 550 at RCPT TO, as a server does for an unknown mailbox.
 * `refuseSender`: every MAIL FROM answered with a permanent 550 (a sender or relay the server refuses).
 * `refuseAuth`: AUTH is offered and every login answered with 535 (wrong SMTP credentials).
 */
export async function startSmtp(
  options: { port?: number; delayMs?: number; refuse?: readonly string[]; refuseSender?: boolean; refuseAuth?: boolean } = {},
): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: !options.refuseAuth,
    allowInsecureAuth: true,
    disabledCommands: options.refuseAuth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(Object.assign(new Error("5.7.8 Authentication credentials invalid"), { responseCode: 535 }));
    },
    onMailFrom(_address, _session, callback) {
      if (!options.refuseSender) return callback();
      callback(Object.assign(new Error("5.7.1 Relaying denied"), { responseCode: 550 }));
    },
    onRcptTo(address, _session, callback) {
      if (!options.refuse?.includes(address.address.toLowerCase())) return callback();
      const refusal = Object.assign(new Error("5.1.1 Mailbox unavailable"), { responseCode: 550 });
      callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const headerBlock = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          header(name) {
            const line = headerBlock.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
            return line?.slice(name.length + 1).trim();
          },
        });
        setTimeout(() => callback(), options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as net.AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 that nothing listens on (until someone takes it). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Waits until `check` holds (for asynchronous deliveries); fails with `what` after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 8_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
