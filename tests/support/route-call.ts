/**
 * Calls route actions and loaders the way React Router does, with the per-request context the
 * Express app provides, and reads back what a client would see (status, headers, body).
 */
import { RouterContextProvider } from "react-router";
import { requestInfoContext, type RequestInfo } from "#app/lib/server/request-context.server.ts";

export function requestContext(info: Partial<RequestInfo> = {}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "", requestId: "test", ip: "203.0.113.7", userAgent: "vitest", ...info });
  return context;
}

export function formRequest(url: string, values: Record<string, string | File>, init: RequestInit = {}): Request {
  const body = new URLSearchParams();
  const multipart = Object.values(values).some((v) => typeof v !== "string");
  if (multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    return new Request(`http://localhost${url}`, { method: "POST", body: form, ...init });
  }
  for (const [key, value] of Object.entries(values)) body.append(key, value as string);
  return new Request(`http://localhost${url}`, { method: "POST", body, ...init });
}

type DataResult<T> = { type: "DataWithResponseInit"; data: T; init: ResponseInit | null };

/** Unwraps `data(value, init)`, a Response, or a plain value into status + headers + body. */
export async function unwrap<T>(result: unknown): Promise<{ status: number; headers: Headers; body: T }> {
  if (result instanceof Response) {
    const type = result.headers.get("content-type") ?? "";
    const body = type.includes("json") ? await result.json() : await result.text();
    return { status: result.status, headers: result.headers, body: body as T };
  }
  if (result && typeof result === "object" && (result as DataResult<T>).type === "DataWithResponseInit") {
    const { data, init } = result as DataResult<T>;
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data };
  }
  return { status: 200, headers: new Headers(), body: result as T };
}

/** Runs `fn` and returns what it answered, whether it returned or threw a Response. */
export async function settle<T>(fn: () => Promise<unknown>) {
  try {
    return await unwrap<T>(await fn());
  } catch (thrown) {
    if (thrown instanceof Response || (thrown as DataResult<T>)?.type === "DataWithResponseInit") return unwrap<T>(thrown);
    throw thrown;
  }
}
