// widgets/kit/element.ts, shadow.ts, emit.ts: the element base every chunk uses.
import { useEffect } from 'react';
import { act } from '@testing-library/preact';
import { camel, preactWidget, readAttributes, type WidgetProps } from '../../../widgets/kit/element';
import { emit } from '../../../widgets/kit/emit';

test('attributes become camelCase props; a present boolean is ""', () => {
  const el = document.createElement('div');
  el.setAttribute('bot-title', 'Helper');
  el.setAttribute('open', '');
  expect(readAttributes(el)).toEqual({ botTitle: 'Helper', open: '' });
  expect(camel('email-api-base')).toBe('emailApiBase');
});

test('attach renders into an open shadow root (host light DOM untouched), update re-renders, detach unmounts and runs cleanups', () => {
  const cleanups: string[] = [];
  function Probe({ attrs }: WidgetProps) {
    useEffect(() => () => void cleanups.push('effect'), []);
    return <p class="probe">{attrs.variant ?? 'none'}</p>;
  }
  const host = document.createElement('div');
  host.innerHTML = '<span>host content</span>';
  document.body.append(host);
  const w = preactWidget(Probe, ':host{display:block}');
  const c = w.attach(host);
  expect(host.shadowRoot!.mode).toBe('open');
  expect(host.shadowRoot!.querySelector('.probe')!.textContent).toBe('none');
  expect(host.innerHTML).toBe('<span>host content</span>');
  host.setAttribute('variant', 'product');
  act(() => c.update());
  expect(host.shadowRoot!.querySelector('.probe')!.textContent).toBe('product');
  act(() => c.detach());
  expect(host.shadowRoot!.childNodes).toHaveLength(0);
  expect(cleanups).toEqual(['effect']);
  // Attaching again (element moved or re-added) reuses the shadow root.
  const again = w.attach(host);
  expect(host.shadowRoot!.querySelector('.probe')).not.toBeNull();
  act(() => again.detach());
  host.remove();
});

test('emit dispatches a bubbling, composed CustomEvent that reaches document from a shadow root', () => {
  const outer = document.createElement('div');
  document.body.append(outer);
  const root = outer.attachShadow({ mode: 'open' });
  const inner = document.createElement('span');
  root.append(inner);
  const seen: CustomEvent[] = [];
  const listener = (e: Event) => seen.push(e as CustomEvent);
  document.addEventListener('bfsi-login', listener);
  emit(inner, 'bfsi-login', { userId: 'u1' });
  document.removeEventListener('bfsi-login', listener);
  expect(seen).toHaveLength(1);
  expect(seen[0].detail).toEqual({ userId: 'u1' });
  expect(seen[0].bubbles && seen[0].composed).toBe(true);
  expect(seen[0].target).toBe(outer);
  outer.remove();
});
