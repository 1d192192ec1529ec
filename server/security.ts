/**
 * Security headers for every response: a CSP with a fresh nonce per response (no 'unsafe-inline'
 * for scripts), frame-ancestors 'none', nosniff, Referrer-Policy, and HSTS when the site is https.
 */
import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

export function securityHeaders(options: { https: boolean; dev?: boolean }): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString("base64");
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`,
          // Vite's dev server injects its client with inline module scripts.
          ...(options.dev ? ["'unsafe-eval'"] : []),
        ],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "https:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", ...(options.dev ? ["ws:"] : [])],
        // The contact page's map loads only after the visitor asks for it.
        "frame-src": ["https://www.google.com", "https://www.openstreetmap.org"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        ...(options.https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  return [nonce, headers];
}
