/**
 * Gathers calls that arrive together into one call of `run` (issue 15.4: the signups that reach
 * the server in the same moment share one statement). Nothing waits for a timer: a call is sent
 * in the event loop's next turn when fewer than `maxInFlight` batches are running, so a lone call
 * goes at once; under load the calls that arrive while every slot is busy go together as soon as
 * one is free (at most `maxBatch` at a time).
 *
 * `run` answers one result per item, in order. When a batch of several fails, each of its items
 * is run again on its own, so one item the database refuses fails alone.
 */
export type Batcher<I, O> = { submit(item: I): Promise<O> };

export type BatcherOptions<I, O> = {
  run: (items: I[]) => Promise<O[]>;
  maxInFlight: number;
  maxBatch: number;
};

type Waiting<I, O> = { item: I; resolve: (value: O) => void; reject: (reason: unknown) => void };

export function batcher<I, O>({ run, maxInFlight, maxBatch }: BatcherOptions<I, O>): Batcher<I, O> {
  const queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  async function send(batch: Waiting<I, O>[]): Promise<void> {
    let results: O[];
    try {
      results = await run(batch.map((w) => w.item));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      await Promise.all(
        batch.map(async (w) => {
          try {
            const [result] = await run([w.item]);
            w.resolve(result!);
          } catch (alone) {
            w.reject(alone);
          }
        }),
      );
      return;
    }
    // A wrong count is a bug in `run`, not a refusal: the batch may have been stored, so it is not sent again.
    if (results.length !== batch.length) {
      const error = new Error(`a batch of ${batch.length} answered ${results.length} results`);
      for (const w of batch) w.reject(error);
      return;
    }
    batch.forEach((w, i) => w.resolve(results[i]!));
  }

  function pump(): void {
    scheduled = false;
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      inFlight++;
      void send(batch).finally(() => {
        inFlight--;
        schedule();
      });
    }
  }

  function schedule(): void {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    setImmediate(pump);
  }

  return {
    submit(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
  };
}
