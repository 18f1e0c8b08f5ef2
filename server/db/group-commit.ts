// Group commit: concurrent requests that each need a durable write are put in
// one transaction, so one fsync (SQLite WAL synchronous=FULL, or a PostgreSQL
// commit) covers a batch. Every caller's promise settles only after the commit
// that holds its rows. A failing batch is retried item by item, so one bad row
// fails only its own request.
export class GroupCommit<T> {
  private queue: { item: T; resolve: () => void; reject: (e: unknown) => void }[] = [];
  private active = 0;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly opts: { maxBatch: number; concurrency: number },
  ) {}

  submit(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.active < this.opts.concurrency) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.active++;
    try {
      while (this.queue.length) {
        // Let the event loop read what arrived meanwhile (SQLite's commit blocks
        // it), so those requests join this batch instead of waiting for the next fsync.
        await new Promise((r) => setImmediate(r));
        const batch = this.queue.splice(0, this.opts.maxBatch);
        try {
          await this.write(batch.map((b) => b.item));
          for (const b of batch) b.resolve();
        } catch (err) {
          if (batch.length === 1) {
            batch[0].reject(err);
            continue;
          }
          for (const b of batch) {
            try {
              await this.write([b.item]);
              b.resolve();
            } catch (e) {
              b.reject(e);
            }
          }
        }
      }
    } finally {
      this.active--;
    }
  }
}
