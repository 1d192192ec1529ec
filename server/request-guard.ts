/**
 * Requests whose address cannot be read are refused with a 400 before any page code runs. React
 * Router's Express adapter builds the request URL from the Host header (and, behind trusted proxies,
 * X-Forwarded-Host), and so does the HTML cache; `new URL` throws on a host like "exa mple", "a%zz"
 * or "x:99999999", which Express would answer with a 500. A malformed Host is the client's mistake.
 */
import type { Request, RequestHandler } from "express";
import { NO_STORE } from "#app/lib/http.ts";

export const BAD_ADDRESS_MESSAGE = "Bad request: the Host header or the request address is malformed.";

/** The URLs the adapter (@react-router/express createRemixRequest) and the HTML cache will build. */
function urlsToBuild(req: Request): string[] {
  // Mirrors the adapter's host resolution line for line, so that whatever it would throw on is caught here.
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const forwarded = Number.parseInt(forwardedPort!, 10);
  const direct = Number.parseInt(hostPort!, 10);
  const port = Number.isSafeInteger(forwarded) ? forwarded : Number.isSafeInteger(direct) ? direct : "";
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  return [`${req.protocol}://${host}${req.originalUrl}`, `${req.protocol}://${req.get("host") ?? "localhost"}`];
}

export const refuseUnreadableAddress: RequestHandler = (req, res, next) => {
  let readable = req.originalUrl.startsWith("/");
  if (readable) {
    try {
      for (const url of urlsToBuild(req)) new URL(url);
    } catch {
      readable = false;
    }
  }
  if (readable) return next();
  res.status(400).type("text/plain; charset=utf-8").set(NO_STORE).send(BAD_ADDRESS_MESSAGE);
};
