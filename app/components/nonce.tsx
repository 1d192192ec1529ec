import { createContext, useContext, type ReactNode } from "react";
import { PRERENDER_NONCE } from "#app/lib/prerender.ts";

const NonceContext = /* @__PURE__ */ createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

/** The CSP nonce of this response on the server; empty in the browser, where it is not needed. */
export function useNonce(): string {
  return useContext(NonceContext);
}

/**
 * True while a page is rendered to be served many times (prerendered at build, or for the HTML
 * cache): values of the moment must then be placeholders that the server fills per response
 * (app/lib/prerender.ts).
 */
export function useRenderedForMany(): boolean {
  return useNonce() === PRERENDER_NONCE;
}
