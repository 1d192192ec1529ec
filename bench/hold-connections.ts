/**
 * The attacker of bench/abuse.ts's held-connections phase (issue 29.1), in a process of its own as
 * the sign-in flood is (bench/sign-in-flood.ts): an attacker's own work (opening sockets, writing,
 * reopening the ones closed) is done on its machine, not in the measuring client's event loop. In the
 * same process, the visitor's autocannon waited behind the churn of 2,000 sockets and counted that
 * wait as the server's latency.
 *
 * Holds `count` connections from `localAddress` that send a request line and never finish their
 * headers; each one the server closes is opened again 10 ms later, until SIGTERM; then prints
 * `{"closedByServer": n}` as its last line.
 * Usage: node bench/hold-connections.ts <base URL> <count> [localAddress]
 */
import net from "node:net";

export function holdConnections(base: string, count: number, localAddress = "127.0.0.2") {
  const { hostname, port } = new URL(base);
  let stopped = false;
  let closedByServer = 0;
  const open = new Set<net.Socket>();
  const connect = () => {
    if (stopped) return;
    const socket = net.connect({ host: hostname, port: Number(port), localAddress }, () => {
      socket.write("GET /blog HTTP/1.1\r\nHost: localhost\r\nX-Held: ");
    });
    open.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => {
      open.delete(socket);
      if (stopped) return;
      closedByServer++;
      // Reopened a moment later, as the attack did (not in a tight loop on this process).
      setTimeout(connect, 10);
    });
  };
  for (let i = 0; i < count; i++) connect();
  return {
    stop() {
      stopped = true;
      for (const socket of open) socket.destroy();
      return closedByServer;
    },
  };
}

if (import.meta.main) {
  const held = holdConnections(process.argv[2]!, Number(process.argv[3] ?? 2000), process.argv[4] ?? "127.0.0.2");
  process.once("SIGTERM", () => {
    console.log(JSON.stringify({ closedByServer: held.stop() }));
    process.exit(0);
  });
}
