// The one emit() helper (STYLE §4): CustomEvent, bubbling and composed, so a
// host can listen on document. The events and their detail types are the
// contract's (contract/events.ts).
import type { BfsiEventMap, BfsiEventName } from '../../contract/events';

export type { BfsiEventMap, BfsiEventName };

type BfsiEvents = { [K in BfsiEventName]: CustomEvent<BfsiEventMap[K]> };

declare global {
  // addEventListener('bfsi-…') is typed for every contract event.
  interface GlobalEventHandlersEventMap extends BfsiEvents {}
}

/** Not cancelable (the CustomEvent default): a host cannot veto what already happened. */
export function emit<K extends BfsiEventName>(host: Element, name: K, detail: BfsiEventMap[K]): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
