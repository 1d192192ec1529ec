/**
 * Connections held by one address (issue 29.1). 10,200 sockets from one source, each sending a
 * request line and never finishing its headers, took every one of MAX_CONNECTIONS' slots, and the
 * 10 s header timeout was enforced only by Node's 30 s sweep, so held sockets lived about 25 s:
 * every other client got ECONNRESET. Here, on the `connection` event, before a byte is parsed:
 * - at most `perAddress` open sockets per client address (well below the global cap); one more is
 *   destroyed at once, and the others of that address are untouched;
 * - a socket whose first request's headers have not all arrived `headersTimeoutMs` after it
 *   opened is destroyed then, by its own timer; Node's `headersTimeout`/`requestTimeout` are
 *   checked every `checkIntervalMs` (not every 30 s) for the requests that follow on a kept-alive
 *   socket and for bodies.
 * Behind a load balancer every connection comes from it: `perAddress` 0 turns the cap off (the
 * balancer holds the per-client limits there).
 *
 * A refusal costs as little as it can (issue 29's budget: one address reopening ~2,000 sockets
 * as fast as they are closed must not slow another's answers): it happens before Node's HTTP
 * server sees the socket (no parser taken from the pool, no listeners, no entry in the list the
 * header deadline sweeps, no timer), the socket is reset rather than closed (no FIN exchange, no
 * TIME_WAIT entry kept by the kernel for it), and it is counted (`stats.refused`), never logged.
 */
import type http from "node:http";
import type { Socket } from "node:net";

export type ConnectionSettings = {
  perAddress: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
};

export type ConnectionStats = { open: number; refused: number; timedOut: number; addresses: number };

/** The options of `http.createServer` that carry the deadlines (checked every second, not every 30). */
export function serverTimeouts(settings: ConnectionSettings, checkIntervalMs = 1000): http.ServerOptions {
  return {
    headersTimeout: settings.headersTimeoutMs,
    requestTimeout: settings.requestTimeoutMs,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(checkIntervalMs, settings.headersTimeoutMs),
  };
}

export function guardConnections(server: http.Server, settings: ConnectionSettings): { stats: ConnectionStats } {
  const perAddress = new Map<string, number>();
  const stats: ConnectionStats = { open: 0, refused: 0, timedOut: 0, addresses: 0 };
  // Node reads these too (for the requests that follow on a socket); set them as the settings say.
  server.headersTimeout = settings.headersTimeoutMs;
  server.requestTimeout = settings.requestTimeoutMs;
  server.keepAliveTimeout = settings.keepAliveTimeoutMs;

  const firstRequest = new WeakMap<Socket, NodeJS.Timeout>();
  server.on("request", (req: http.IncomingMessage) => {
    const timer = firstRequest.get(req.socket);
    if (timer) {
      clearTimeout(timer);
      firstRequest.delete(req.socket);
    }
  });

  // Node's own connection listener (the HTTP parser's set-up) runs after the check, for admitted
  // sockets only: it is taken off the server and called from here.
  const httpListeners = server.listeners("connection") as Array<(socket: Socket) => void>;
  server.removeAllListeners("connection");
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    if (settings.perAddress > 0) {
      const count = perAddress.get(address) ?? 0;
      if (count >= settings.perAddress) {
        stats.refused++;
        socket.resetAndDestroy();
        return;
      }
      perAddress.set(address, count + 1);
      stats.addresses = perAddress.size;
    }
    stats.open++;
    const timer = setTimeout(() => {
      stats.timedOut++;
      socket.destroy();
    }, settings.headersTimeoutMs);
    timer.unref();
    firstRequest.set(socket, timer);
    socket.once("close", () => {
      clearTimeout(timer);
      stats.open--;
      if (settings.perAddress > 0) {
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
        stats.addresses = perAddress.size;
      }
    });
    for (const listener of httpListeners) listener.call(server, socket);
  });
  return { stats };
}
