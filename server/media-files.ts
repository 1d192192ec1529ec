/**
 * Media library variants answered before React Router (issue 14: an image variant at ≥ 50% of the
 * rate of a static file of the same size): the same answer as the resource route
 * (app/routes/resources/media-file.ts), from the same in-memory copy of each variant, without a
 * router pass per image.
 */
import type { RequestHandler } from "express";
import { mediaFileAnswer } from "#app/services/media.server.ts";

const MEDIA_PATH = /^\/media\/([^/]+)\/([^/]+)$/;

export function mediaFiles(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const match = MEDIA_PATH.exec(req.path);
    if (!match) return next();
    mediaFileAnswer(match[1]!, match[2]!, req.headers["if-none-match"] ?? null)
      .then((answer) => {
        res.status(answer.status).set(answer.headers);
        if (req.method === "HEAD" || !answer.body) res.end();
        else res.end(Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength));
      })
      .catch(next);
  };
}
