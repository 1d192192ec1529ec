import { data } from "react-router";
import { NotFoundPage } from "#app/components/error-page.tsx";
import type { PageHandle } from "#app/lib/page-handle.ts";

/** No React in the browser: the page has nothing interactive of its own (decision 025). */
export const handle = { hydrate: false } satisfies PageHandle;

/**
 * Any path no other route claims: HTTP 404. Every 404 is logged once, by the request logger
 * (server/index.ts), so a miss answered by another route's loader is logged the same way.
 */
export function loader() {
  return data(null, { status: 404 });
}

export const action = loader;

export default function NotFound() {
  return <NotFoundPage />;
}
