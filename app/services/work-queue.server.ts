/**
 * A bounded queue of background work (issue 29.3): at most `concurrency` jobs run at once, at most
 * `maxQueued` wait, and a job already queued or running under the same key is not added twice.
 * Making image variants goes through one: 64 first requests for new variants used to start 64
 * sharp encodes at once, which took every core and the libuv threads for about 20 s.
 */
import os from "node:os";

export type QueueStats = { running: number; queued: number; peak: number; done: number; dropped: number };

export type WorkQueue = {
  /** Adds a job unless one with `key` is queued or running; false when it was not added (full or known). */
  enqueue(key: string, job: () => Promise<unknown>): boolean;
  /** Runs `job` in the queue (or joins the one with `key`) and waits for it. */
  run<T>(key: string, job: () => Promise<T>): Promise<T>;
  /** Whether a job with `key` is queued or running. */
  has(key: string): boolean;
  /** Resolves once nothing is queued or running. */
  idle(): Promise<void>;
  /** Tests: while held, queued jobs do not start. Returns the release. */
  hold(): () => void;
  readonly stats: QueueStats;
};

/** One fewer than the cores (a core stays free for pages), at least one, at most four. */
export function defaultConcurrency(cores = os.availableParallelism()): number {
  return Math.max(1, Math.min(4, cores - 1));
}

export function createWorkQueue({ concurrency = defaultConcurrency(), maxQueued = 1000 }: { concurrency?: number; maxQueued?: number } = {}): WorkQueue {
  type Entry = { key: string; job: () => Promise<unknown>; promise: Promise<unknown>; resolve: (v: unknown) => void; reject: (e: unknown) => void };
  const waiting: Entry[] = [];
  const known = new Map<string, Entry>();
  const stats: QueueStats = { running: 0, queued: 0, peak: 0, done: 0, dropped: 0 };
  let holds = 0;
  let idleWaiters: (() => void)[] = [];

  function settleIdle() {
    if (stats.running === 0 && waiting.length === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  function pump() {
    while (holds === 0 && stats.running < concurrency && waiting.length > 0) {
      const entry = waiting.shift()!;
      stats.queued = waiting.length;
      stats.running++;
      stats.peak = Math.max(stats.peak, stats.running);
      entry
        .job()
        .then(entry.resolve, entry.reject)
        .finally(() => {
          stats.running--;
          stats.done++;
          known.delete(entry.key);
          pump();
          settleIdle();
        });
    }
  }

  function add(key: string, job: () => Promise<unknown>): Entry | null {
    const existing = known.get(key);
    if (existing) return existing;
    if (waiting.length >= maxQueued) {
      stats.dropped++;
      return null;
    }
    let resolve!: (v: unknown) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<unknown>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // A background job's failure is logged by its own code; nobody may be awaiting it.
    promise.catch(() => {});
    const entry: Entry = { key, job, promise, resolve, reject };
    known.set(key, entry);
    waiting.push(entry);
    stats.queued = waiting.length;
    pump();
    return entry;
  }

  return {
    enqueue(key, job) {
      if (known.has(key)) return false;
      return add(key, job) !== null;
    },
    async run<T>(key: string, job: () => Promise<T>): Promise<T> {
      const entry = add(key, job);
      // Full: the caller's own request still gets its answer, made now.
      if (!entry) return job();
      return entry.promise as Promise<T>;
    },
    has: (key) => known.has(key),
    idle() {
      if (stats.running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    hold() {
      holds++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds--;
        pump();
        settleIdle();
      };
    },
    stats,
  };
}
