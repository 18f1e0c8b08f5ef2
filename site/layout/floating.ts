// Dropdown placement with @floating-ui (flip at the viewport's bottom, shift
// at its sides). Loaded as its own chunk on the first open, so it never sits
// on a page's critical path. Positions are set through the CSSOM, which a
// strict style-src allows (only style attributes in markup are blocked).
import { autoUpdate, computePosition, flip, offset, shift } from '@floating-ui/react';

export function place(reference: HTMLElement, floating: HTMLElement): () => void {
  return autoUpdate(reference, floating, () => {
    void computePosition(reference, floating, {
      placement: 'bottom-start',
      strategy: 'absolute',
      middleware: [offset(6), flip(), shift({ padding: 8 })],
    }).then(({ x, y }) => {
      floating.style.left = `${x}px`;
      floating.style.top = `${y}px`;
      floating.classList.add('is-placed');
    });
  });
}
