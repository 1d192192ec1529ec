import { Writable } from "node:stream";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceProvider } from "#app/components/nonce.tsx";
import { islandAssets } from "#app/islands/assets.server.ts";
import { IslandAssetsProvider } from "#app/islands/define.tsx";
import { PRERENDER_NONCE } from "#app/lib/prerender.ts";
import { requestInfoContext } from "#app/lib/server/request-context.server.ts";
import { logRequestError } from "#app/services/request-errors.server.ts";

export const streamTimeout = 5_000;

/** One line per refused request, capped per address; full errors otherwise (issue 16.7). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  let ip: string | undefined;
  try {
    ip = (context as RouterContextProvider | undefined)?.get(requestInfoContext).ip;
  } catch {
    // No request info (a context without it): the line goes out without an address.
  }
  logRequestError({ error, status: isRouteErrorResponse(error) ? error.status : undefined }, request, ip);
};

const MODULE_PRELOAD = 'rel="modulepreload"';

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Prerendering at build has no Express request: a placeholder nonce is written into the file and
  // replaced by a fresh nonce for every response that serves it.
  let nonce = PRERENDER_NONCE;
  try {
    nonce = loadContext.get(requestInfoContext).nonce;
  } catch {
    // no request context: prerender
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Every page is sent complete (SEO, no-JS readers): wait for all content, not just the shell.
    const readyOption: keyof RenderToPipeableStreamOptions = "onAllReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <IslandAssetsProvider value={islandAssets()}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandAssetsProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // The whole document is ready (onAllReady), so it is sent as one piece, with the script
          // preloads at low priority: the render-blocking stylesheet and the text come first on a slow
          // link, and the scripts (needed only for interaction) follow.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(Buffer.from(chunk));
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const html = Buffer.concat(chunks).toString("utf8").replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
