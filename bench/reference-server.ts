/**
 * The reference of `npm run bench:load`: a bare Node http server that answers each path with the
 * exact pre-compressed bytes our server sent for it (read from the manifest named by argv[2]), with
 * only the headers a client needs. What our server reaches against it is the share of what Node
 * itself allows on this machine for the same bytes.
 */
import fs from "node:fs";
import http from "node:http";

/** `headers`, when given (BENCH_REFERENCE_HEADERS=ours), are sent instead of type and encoding alone. */
type Entry = { path: string; contentType: string; encoding: string | null; file: string; headers?: Record<string, string> };
const manifest = JSON.parse(fs.readFileSync(process.argv[2]!, "utf8")) as Entry[];
const bodies = new Map(manifest.map((e) => [e.path, { body: fs.readFileSync(e.file), contentType: e.contentType, encoding: e.encoding, headers: e.headers }]));

const server = http.createServer((req, res) => {
  const entry = bodies.get(req.url ?? "");
  if (!entry) {
    res.writeHead(404).end();
    return;
  }
  const headers: Record<string, string | number> = entry.headers
    ? { ...entry.headers, "content-length": entry.body.length }
    : { "content-type": entry.contentType, "content-length": entry.body.length };
  if (entry.encoding) headers["content-encoding"] = entry.encoding;
  res.writeHead(200, headers);
  res.end(entry.body);
});
server.keepAliveTimeout = 5_000;
server.listen(Number(process.argv[3] ?? 0), "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`${typeof address === "object" && address ? address.port : ""}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
