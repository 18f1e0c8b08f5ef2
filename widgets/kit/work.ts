// Requests and timers owned by one piece of UI, all stopped at once by
// stop(): the Preact widgets tie it to their tree (use-work.ts), the chat
// panel (plain DOM) to its removal. No Preact here.

export interface Work {
  /** True while mounted; false from the unmount itself, not a frame later. */
  readonly alive: boolean;
  /**
   * Runs `job` with a signal that aborts when the tree unmounts, or when the
   * caller aborts `controller` (to replace a request with a newer one). Once
   * the tree is gone the returned promise never settles, so no code after an
   * `await` runs on an unmounted component.
   */
  run<T>(job: (signal: AbortSignal) => Promise<T>, controller?: AbortController): Promise<T>;
  /** setTimeout that never fires after unmount. */
  later(fn: () => void, ms: number): void;
}

export interface OwnedWork extends Work {
  alive: boolean;
  stop(): void;
}

export function createWork(): OwnedWork {
  const stops = new Set<() => void>();
  /** Keeps `stop` until the work is done, so a finished request or timer is not held. */
  const own = (stop: () => void) => {
    stops.add(stop);
    return () => stops.delete(stop);
  };
  const work: OwnedWork = {
    alive: true,
    run: (job, controller = new AbortController()) =>
      new Promise((resolve, reject) => {
        const done = own(() => controller.abort());
        job(controller.signal).then(
          (value) => {
            done();
            if (work.alive) resolve(value);
          },
          (error) => {
            done();
            if (work.alive) reject(error);
          },
        );
      }),
    later(fn, ms) {
      const done = own(() => clearTimeout(timer));
      const timer = setTimeout(() => {
        done();
        fn();
      }, ms);
    },
    stop() {
      work.alive = false;
      stops.forEach((stop) => stop());
    },
  };
  return work;
}
