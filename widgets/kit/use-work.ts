// Requests and timers owned by a component, all stopped the moment its tree
// unmounts (kit/work.ts). A layout effect on purpose: Preact 11 runs passive
// (useEffect) cleanups a frame after unmount, and detach() must stop the work
// at once (a removed widget may not send, fire an event or keep a timer afterwards).
import { useLayoutEffect, useState } from 'react';
import { createWork, type Work } from './work';

export type { Work };

export function useWork(): Work {
  const [work] = useState(createWork);
  useLayoutEffect(() => work.stop, []);
  return work;
}
