/** A route whose loader sets the response headers (Cache-Control) sends them as they are. */
export function loaderHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  return loaderHeaders;
}

