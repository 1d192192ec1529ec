import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { logger } from "~/services/logger.server";

/** Any path no other route claims: HTTP 404, logged once with method, path and referrer. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  logger.warn(
    { method: request.method, path: url.pathname, referrer: request.headers.get("referer") ?? null },
    "not found",
  );
  return data(null, { status: 404 });
}

export const action = loader;

export function meta(): Route.MetaDescriptors {
  return [{ title: "Page not found | Iratech" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-3xl font-bold">Oops! Page not found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="font-medium text-primary underline underline-offset-4">
        Return to Home
      </Link>
    </section>
  );
}
