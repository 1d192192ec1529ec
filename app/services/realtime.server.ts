/**
 * Live updates: PostgreSQL triggers NOTIFY 'site_events'; each app instance LISTENs once and fans
 * events out to its Server-Sent Events subscribers (resources/events). Works in PGlite in-process
 * and across instances on a PostgreSQL server.
 */
import type { Topic } from "../lib/paths.ts";
import { singleton } from "../lib/server/singleton.server.ts";
import { logger } from "./logger.server.ts";

export type SiteEvent = { topic: Topic; table: string; op: string; id?: string };

type Subscriber = (event: SiteEvent) => void;

/** What the database offers for LISTEN (db/client.server.ts `Database`; the server entry hands it in). */
export interface Listener {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

// Shared by the server entry (which listens) and the bundled event route (which subscribes).
const state = singleton("realtime", () => ({
  subscribers: new Set<Subscriber>(),
  closers: new Set<() => void>(),
  unlisten: undefined as (() => Promise<void>) | undefined,
}));
const { subscribers, closers } = state;

/** Every topic (a Record, so a new Topic must be added here). */
const EVERY_TOPIC: Record<Topic, true> = { blog: true, "case-studies": true, signups: true, settings: true, redirects: true, pages: true };

export async function startRealtime(database: Listener): Promise<void> {
  if (state.unlisten) return;
  state.unlisten = await database.listen("site_events", (payload) => {
    let event: SiteEvent | { resumed?: unknown };
    try {
      event = JSON.parse(payload) as SiteEvent | { resumed?: unknown };
    } catch {
      logger.warn({ payload }, "ignored a malformed site event");
      return;
    }
    if ("resumed" in event && event.resumed === true) {
      // The LISTEN connection was lost and is back (a database restart): what changed in between was
      // never announced, so every topic counts as changed (caches drop, pages fetch again).
      logger.warn("live updates resumed after the database connection was lost");
      for (const topic of Object.keys(EVERY_TOPIC) as Topic[]) for (const subscriber of subscribers) subscriber({ topic, table: "*", op: "RESUMED" });
      return;
    }
    for (const subscriber of subscribers) subscriber(event as SiteEvent);
  });
}

/** Subscribes to events; `onClose` is called when the server shuts down. Returns unsubscribe. */
export function subscribe(subscriber: Subscriber, onClose?: () => void): () => void {
  subscribers.add(subscriber);
  if (onClose) closers.add(onClose);
  return () => {
    subscribers.delete(subscriber);
    if (onClose) closers.delete(onClose);
  };
}

/** True while this process LISTENs, i.e. subscribers hear of every change made by any instance. */
export function realtimeActive(): boolean {
  return state.unlisten !== undefined;
}

export function subscriberCount(): number {
  return subscribers.size;
}

export async function stopRealtime(): Promise<void> {
  for (const close of closers) close();
  closers.clear();
  subscribers.clear();
  const stop = state.unlisten;
  state.unlisten = undefined;
  await stop?.();
}
