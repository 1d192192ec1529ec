import { createContext, type RouterContextProvider } from "react-router";
import { singleton } from "./singleton.server.ts";

/** Facts about the incoming request, set by the Express app for every loader and action. */
export type RequestInfo = {
  /** Per-request CSP nonce for inline scripts. */
  nonce: string;
  requestId: string;
  /** Client IP as Express resolves it (TRUST_PROXY aware), never taken from a payload. */
  ip: string;
  userAgent: string;
};

// A singleton: the server entry (Node) and the routes (bundled) each load this module, and
// the context is looked up by identity.
export const requestInfoContext = singleton("requestInfoContext", () => createContext<RequestInfo>());

/**
 * Where a request came from ({ ip, userAgent }) as a plain value for the services: the routes
 * hand this on instead of their context. Empty outside the Express app (a script, a test calling
 * an action directly), where there is no request info.
 */
export function originOf(context: Readonly<RouterContextProvider>): { ip?: string; userAgent?: string } {
  try {
    const { ip, userAgent } = context.get(requestInfoContext);
    return { ip, userAgent };
  } catch {
    return {};
  }
}
