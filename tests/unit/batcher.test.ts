import { describe, expect, it } from "vitest";
import { batcher } from "#app/lib/batcher.ts";

/** A `run` whose calls are recorded and answered when the test says so. */
function controlledRun<T>() {
  const calls: { items: T[]; answer: (results?: string[]) => void; fail: (error: Error) => void }[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const run = (items: T[]) =>
    new Promise<string[]>((resolve, reject) => {
      running++;
      mostAtOnce = Math.max(mostAtOnce, running);
      const done = () => running--;
      calls.push({
        items,
        answer: (results) => {
          done();
          resolve(results ?? items.map((item) => `stored ${String(item)}`));
        },
        fail: (error) => {
          done();
          reject(error);
        },
      });
    });
  return { run, calls, mostAtOnce: () => mostAtOnce };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("batcher", () => {
  it("sends a lone call at once, as a batch of one", async () => {
    const { run, calls } = controlledRun<string>();
    const batches = batcher({ run, maxInFlight: 2, maxBatch: 10 });
    const answer = batches.submit("alice");
    await turn();
    expect(calls.map((c) => c.items)).toEqual([["alice"]]);
    calls[0]!.answer();
    await expect(answer).resolves.toBe("stored alice");
  });

  it("gathers the calls made in one turn, and those that arrive while every slot is busy, into the next batch", async () => {
    const { run, calls, mostAtOnce } = controlledRun<string>();
    const batches = batcher({ run, maxInFlight: 1, maxBatch: 10 });
    const first = [batches.submit("a"), batches.submit("b")];
    await turn();
    expect(calls.map((c) => c.items)).toEqual([["a", "b"]]);
    const later = [batches.submit("c"), batches.submit("d"), batches.submit("e")];
    await turn();
    expect(calls).toHaveLength(1);
    calls[0]!.answer();
    await Promise.all(first);
    await turn();
    expect(calls.map((c) => c.items)).toEqual([["a", "b"], ["c", "d", "e"]]);
    calls[1]!.answer();
    expect(await Promise.all(later)).toEqual(["stored c", "stored d", "stored e"]);
    expect(mostAtOnce()).toBe(1);
  });

  it("never runs more than maxInFlight batches at once, nor more than maxBatch items in one", async () => {
    const { run, calls, mostAtOnce } = controlledRun<number>();
    const batches = batcher({ run, maxInFlight: 2, maxBatch: 3 });
    const answers = Array.from({ length: 10 }, (_, i) => batches.submit(i));
    const sizes: number[] = [];
    for (let round = 0; round < 10; round++) {
      await turn();
      for (const call of calls.splice(0)) {
        sizes.push(call.items.length);
        call.answer();
      }
    }
    expect(Math.max(...sizes)).toBe(3);
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 10 }, (_, i) => `stored ${i}`));
    expect(mostAtOnce()).toBe(2);
  });

  it("runs each item of a refused batch on its own, so only the item the database refuses fails", async () => {
    const seen: string[][] = [];
    const batches = batcher<string, string>({
      run: async (items) => {
        seen.push(items);
        if (items.includes("bad")) throw new Error(`refused ${items.join(",")}`);
        return items.map((item) => `stored ${item}`);
      },
      maxInFlight: 1,
      maxBatch: 10,
    });
    const answers = await Promise.allSettled(["ok1", "bad", "ok2"].map((item) => batches.submit(item)));
    expect(answers).toEqual([
      { status: "fulfilled", value: "stored ok1" },
      { status: "rejected", reason: new Error("refused bad") },
      { status: "fulfilled", value: "stored ok2" },
    ]);
    expect(seen).toEqual([["ok1", "bad", "ok2"], ["ok1"], ["bad"], ["ok2"]]);
  });

  it("does not send a batch again when `run` answers the wrong number of results (it may have been stored)", async () => {
    let runs = 0;
    const batches = batcher<string, string>({
      run: async () => {
        runs++;
        return ["only one"];
      },
      maxInFlight: 1,
      maxBatch: 10,
    });
    const answers = await Promise.allSettled([batches.submit("a"), batches.submit("b")]);
    expect(answers.map((a) => a.status)).toEqual(["rejected", "rejected"]);
    expect(runs).toBe(1);
  });

  it("keeps going after a failed batch of one", async () => {
    const { run, calls } = controlledRun<string>();
    const batches = batcher({ run, maxInFlight: 1, maxBatch: 10 });
    const failing = batches.submit("x");
    await turn();
    calls[0]!.fail(new Error("database down"));
    await expect(failing).rejects.toThrow("database down");
    const next = batches.submit("y");
    await turn();
    calls[1]!.answer();
    await expect(next).resolves.toBe("stored y");
  });
});
