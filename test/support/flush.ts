// Waiting for promise work that is already queued, never for wall-clock
// time: a fetch answer reaches the screen through several hops (fetch →
// text() → JSON → state), each a microtask. Timers are not run here: a test
// that needs them uses fake timers and advances them.
import { act } from '@testing-library/preact';

/** Lets queued promise callbacks run, and those they queue, a few hops deep. */
export async function flushMicrotasks(hops = 10): Promise<void> {
  for (let i = 0; i < hops; i++) await Promise.resolve();
}

/** flushMicrotasks() inside act(), so Preact has rendered what they changed before the test looks. */
export async function settle(): Promise<void> {
  await act(() => flushMicrotasks());
}
