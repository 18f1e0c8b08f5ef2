// The chat panel (plain DOM since issue 11: widgets/chatbot/panel.ts) inside a
// Preact component, so the panel suites keep testing-library's render,
// queries, rerender, unmount and cleanup: each render hands the props to
// renderPanel, as the launcher does, and unmounting calls unmountPanel.
import { useLayoutEffect, useRef } from 'preact/hooks';
import { renderPanel, unmountPanel } from '../../widgets/chatbot/panel';
import type { PanelProps } from '../../widgets/chatbot/panel-contract';

export function ChatPanel(props: PanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => renderPanel(ref.current!, props));
  useLayoutEffect(() => {
    const container = ref.current!;
    return () => unmountPanel(container);
  }, []);
  return <div ref={ref} />;
}
