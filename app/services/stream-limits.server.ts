/**
 * Bounds on the long-lived event streams (/events, issue 16.3): at most `perAddress` open at once
 * from one client address and `total` in all, each closed after `maxLifetimeMs` (with a little
 * jitter, so that streams opened together do not all reconnect together). The browser's
 * EventSource reconnects by itself after a close (the stream says `retry: 2000`); a refused stream
 * is answered 429 (this address) or 503 (the server is full), with Retry-After.
 */
import { singleton } from "../lib/server/singleton.server.ts";

export type StreamLimits = {
  perAddress: number;
  total: number;
  maxLifetimeMs: number;
  /**
   * The shortest time between two events on one stream: a change is sent at once, the changes
   * that follow within this time as one event at its end. During a launch a thousand signups a
   * second would otherwise be a thousand events a second to every open page, and a page that
   * refreshes after a pause in the events would never refresh.
   */
  minEventGapMs: number;
};

export const DEFAULT_STREAM_LIMITS: StreamLimits = { perAddress: 8, total: 5_000, maxLifetimeMs: 10 * 60_000, minEventGapMs: 1_000 };

const state = singleton("streamLimits", () => ({
  limits: { ...DEFAULT_STREAM_LIMITS },
  open: 0,
  byAddress: new Map<string, number>(),
}));

/** Changes the limits (tests, and the server at start from its configuration). */
export function setStreamLimits(limits: Partial<StreamLimits>): void {
  state.limits = { ...state.limits, ...limits };
}

export function streamLimits(): StreamLimits {
  return state.limits;
}

export type StreamSlot =
  | { ok: true; release: () => void; lifetimeMs: number; minEventGapMs: number }
  | { ok: false; status: 429 | 503; retryAfterSeconds: number; message: string };

/** Takes a slot for one stream from `address`; `release` gives it back (once, however often called). */
export function openStream(address: string): StreamSlot {
  const { perAddress, total, maxLifetimeMs, minEventGapMs } = state.limits;
  const mine = state.byAddress.get(address) ?? 0;
  if (mine >= perAddress) {
    return { ok: false, status: 429, retryAfterSeconds: 30, message: "Too many live-update connections from your network." };
  }
  if (state.open >= total) {
    return { ok: false, status: 503, retryAfterSeconds: 30, message: "Live updates are busy right now." };
  }
  state.open++;
  state.byAddress.set(address, mine + 1);
  let released = false;
  return {
    ok: true,
    lifetimeMs: Math.round(maxLifetimeMs * (0.9 + Math.random() * 0.1)),
    minEventGapMs,
    release() {
      if (released) return;
      released = true;
      state.open--;
      const left = (state.byAddress.get(address) ?? 1) - 1;
      if (left > 0) state.byAddress.set(address, left);
      else state.byAddress.delete(address);
    },
  };
}

/** Streams open now, in all and from one address. */
export function openStreams(address?: string): number {
  return address === undefined ? state.open : (state.byAddress.get(address) ?? 0);
}
