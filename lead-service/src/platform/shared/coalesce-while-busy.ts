/**
 * Turns a per-item write into batches without a timer: the first call runs at once with its one item; calls that
 * arrive while a batch is in flight wait and go together in the next one (at most `maxBatch` items each). Idle,
 * a caller waits for nothing extra; under load, N callers cost about one round trip per batch instead of N.
 * Every caller of a batch gets that batch's outcome.
 */
interface Batch<Item> {
  items: Item[];
  done: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function coalesceWhileBusy<Item>(flush: (items: Item[]) => Promise<void>, maxBatch = 500): (item: Item) => Promise<void> {
  const waiting: Batch<Item>[] = [];
  let busy = false;

  function next(): void {
    const batch = waiting.shift();
    busy = batch !== undefined;
    if (!batch) return;
    flush(batch.items).then(batch.resolve, batch.reject).finally(next);
  }

  return (item) => {
    let batch = waiting.at(-1);
    if (!batch || batch.items.length >= maxBatch) {
      const created: Partial<Batch<Item>> = { items: [] };
      created.done = new Promise<void>((resolve, reject) => Object.assign(created, { resolve, reject }));
      batch = created as Batch<Item>;
      waiting.push(batch);
    }
    batch.items.push(item);
    if (!busy) next();
    return batch.done;
  };
}
