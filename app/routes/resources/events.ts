/**
 * Server-Sent Events: pages subscribe to a topic (and optionally one case study) and revalidate
 * their loaders when the database says something changed (pg_notify → realtime.server.ts).
 */
import { z } from "#app/lib/schemas/zod.ts";
import type { Route } from "./+types/events";
import { requestInfoContext } from "#app/lib/server/request-context.server.ts";
import { subscribe, type SiteEvent } from "#app/services/realtime.server.ts";
import { openStream } from "#app/services/stream-limits.server.ts";
import { NO_STORE, noStore } from "#app/lib/http.ts";

const QuerySchema = z.object({
  topic: z.enum(["case-studies", "signups"], { error: "topic must be case-studies or signups" }),
  id: z
    .string()
    .max(200, "id must be a case-study id")
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "id must be a case-study id")
    .optional(),
});

const HEARTBEAT_MS = 25_000;

/** The client address of the request ("" when the loader is called without the server's context). */
function clientAddress(context: Route.LoaderArgs["context"] | undefined): string {
  try {
    return context?.get(requestInfoContext).ip ?? "";
  } catch {
    return "";
  }
}

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = QuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues.map((i) => i.message).join("; ") }, { status: 400 });
  }
  const { topic, id } = parsed.data;
  // Streams are bounded per address and in total, and each lives a limited time (issue 16.3).
  const slot = openStream(clientAddress(context));
  if (!slot.ok) {
    return Response.json(
      { error: slot.message },
      { status: slot.status, headers: noStore({ "Retry-After": String(slot.retryAfterSeconds) }) },
    );
  }
  const encoder = new TextEncoder();
  let cleanup = () => {};

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      // A change goes out at once; those within `minEventGapMs` after it go as one, the latest.
      let lastSentAt = -Infinity;
      let latest: SiteEvent | null = null;
      let trailing: ReturnType<typeof setTimeout> | undefined;
      const deliver = (event: SiteEvent) => {
        lastSentAt = Date.now();
        send(`event: change\ndata: ${JSON.stringify({ topic: event.topic, id: event.id ?? null, op: event.op })}\n\n`);
      };
      const close = () => {
        if (closed) return;
        closed = true;
        clearTimeout(trailing);
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        slot.release();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      const unsubscribe = subscribe((event: SiteEvent) => {
        if (event.topic !== topic) return;
        if (id && event.id !== id) return;
        const wait = lastSentAt + slot.minEventGapMs - Date.now();
        if (wait <= 0 && trailing === undefined) return deliver(event);
        latest = event;
        trailing ??= setTimeout(() => {
          trailing = undefined;
          if (latest) deliver(latest);
          latest = null;
        }, Math.max(0, wait));
      }, close);
      const heartbeat = setInterval(() => send(": keep-alive\n\n"), HEARTBEAT_MS);
      // At the end of its life the stream closes; the browser reconnects after `retry`.
      const lifetime = setTimeout(() => close(), slot.lifetimeMs);
      // Tell the browser how soon to reconnect after a drop, and that the stream is open.
      send("retry: 2000\n: connected\n\n");
      request.signal.addEventListener("abort", close);
      if (request.signal.aborted) close();
      cleanup = close;
    },
    cancel() {
      cleanup();
    },
  });

  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      ...NO_STORE,
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
