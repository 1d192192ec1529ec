/**
 * The live signup count without a count(*) per request. While this process LISTENs for changes
 * (realtime.server.ts), the count is cached and marked stale by every signup event from any
 * instance and by this process's own inserts; readers of a stale count share one query, and at
 * most one more waits behind it, however many signups and open landing pages there are. Without
 * the listener (tests, scripts) every read counts. A 5 s limit covers missed events (a dropped
 * LISTEN connection, rows deleted by hand).
 */
import { singleton } from "../lib/server/singleton.server.ts";
import { countSignups } from "../models/signups.server.ts";
import { logger } from "./logger.server.ts";
import { realtimeActive, subscribe } from "./realtime.server.ts";

const MAX_AGE_MS = 5000;

type Query = { startGen: number; promise: Promise<number> };

const state = singleton("signupCount", () => ({
  value: 0,
  /** Bumped by every change; the cache is good while validGen === gen. */
  gen: 0,
  validGen: -1,
  validAt: 0,
  subscribed: false,
  inflight: null as Query | null,
  queued: null as Promise<number> | null,
}));

/** Call after this process committed a signup, before reading the count for its answer. */
export function signupCountChanged(): void {
  state.gen++;
}

function listening(): boolean {
  if (!realtimeActive()) return false;
  if (!state.subscribed) {
    subscribe(
      (event) => {
        if (event.topic === "signups") state.gen++;
      },
      () => {
        state.subscribed = false;
        state.gen++;
      },
    );
    state.subscribed = true;
    // Whatever happened before we subscribed was not heard.
    state.gen++;
  }
  return true;
}

function start(): Promise<number> {
  const startGen = state.gen;
  const promise = countSignups().then((value) => {
    if (startGen >= state.validGen) {
      state.value = value;
      state.validGen = startGen;
      state.validAt = Date.now();
    }
    return value;
  });
  const query = { startGen, promise };
  state.inflight = query;
  const clear = () => {
    if (state.inflight === query) state.inflight = null;
  };
  promise.then(clear, clear);
  return promise;
}

/** The number of signups, including every signup committed before the call. Throws on DB errors. */
export async function liveSignupCount(): Promise<number> {
  if (!listening()) return countSignups();
  if (state.validGen === state.gen && Date.now() - state.validAt < MAX_AGE_MS) return state.value;
  const want = state.gen;
  if (state.inflight && state.inflight.startGen >= want) return state.inflight.promise;
  // A query that started before the change we must see is running: queue one behind it, which
  // everyone arriving meanwhile shares (it reads `gen` when it starts).
  if (state.inflight) {
    state.queued ??= state.inflight.promise
      .catch(() => 0)
      .then(() => {
        state.queued = null;
        return start();
      });
    return state.queued;
  }
  return start();
}

/** The count for pages: a failure is logged and counts as 0 (SPEC §8). */
export async function signupCountOrZero(): Promise<number> {
  try {
    return await liveSignupCount();
  } catch (error) {
    logger.error({ err: error }, "could not count signups");
    return 0;
  }
}
