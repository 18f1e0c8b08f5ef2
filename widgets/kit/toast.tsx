// Toasts (SPEC §3, §4, §9): top-right (below the host's header: a host sets
// --bfsi-toast-top, inherited through the shadow root; the site sets its header's height), 25rem wide, gone after `life` ms
// (3000 by default) unless sticky; hovering or keyboard focus inside the toast
// (its Dismiss button) pauses the timer (WCAG 2.2.1). Announced through a
// polite live region; errors assertively.
import { useCallback, useEffect, useRef, useState } from 'react';

export type Severity = 'success' | 'info' | 'error' | 'warn';

export interface ToastMessage {
  severity: Severity;
  summary: string;
  detail?: string;
  sticky?: boolean;
  life?: number;
  key?: string;
}

interface Shown extends ToastMessage {
  id: number;
}

export const toastCss = `
.bfsi-toasts {
  position: fixed; top: var(--bfsi-toast-top, 16px); right: 16px; z-index: var(--bfsi-z-index, 1000);
  width: 25rem; max-width: calc(100vw - 32px); display: flex; flex-direction: column; gap: 8px;
  pointer-events: none;
}
.bfsi-toast {
  pointer-events: auto; display: flex; gap: 10px; align-items: flex-start;
  border-radius: var(--bfsi-radius, 6px); padding: 12px 14px; border-left: 6px solid;
  background: #fff; box-shadow: 0 4px 16px rgba(0,0,0,.18);
}
.bfsi-toast--success { border-color: #15803d; background: #f0fdf4; }
.bfsi-toast--info { border-color: #1d4ed8; background: #eff6ff; }
.bfsi-toast--warn { border-color: #b45309; background: #fffbeb; }
.bfsi-toast--error { border-color: #b91c1c; background: #fef2f2; }
.bfsi-toast__text { flex: 1; margin: 0; }
.bfsi-toast__summary { font-weight: 700; display: block; }
.bfsi-toast__close { background: none; border: 0; font: inherit; font-size: 20px; line-height: 1; cursor: pointer; color: inherit; padding: 0 4px; }
`;

export const TOAST_LIFE_MS = 3000;

function ToastItem({ toast, onDone }: { toast: Shown; onDone: (id: number) => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(toast.life ?? TOAST_LIFE_MS);
  const started = useRef(0);

  useEffect(() => {
    if (toast.sticky || paused) return;
    started.current = Date.now();
    const timer = setTimeout(() => onDone(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started.current;
    };
  }, [paused, toast, onDone]);

  return (
    <div
      class={`bfsi-toast bfsi-toast--${toast.severity}`}
      role={toast.severity === 'error' ? 'alert' : 'status'}
      data-severity={toast.severity}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocusIn={() => setFocused(true)}
      onFocusOut={(e) => setFocused(e.currentTarget.contains(e.relatedTarget as Node | null))}
    >
      <p class="bfsi-toast__text">
        <span class="bfsi-toast__summary">{toast.summary}</span>
        {toast.detail ? <span>{toast.detail}</span> : null}
      </p>
      <button type="button" class="bfsi-toast__close" aria-label="Dismiss" onClick={() => onDone(toast.id)}>
        ×
      </button>
    </div>
  );
}

export function useToasts() {
  const [toasts, setToasts] = useState<Shown[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((toast: ToastMessage) => {
    const id = next.current++;
    setToasts((list) => [...list.filter((t) => !toast.key || t.key !== toast.key), { ...toast, id }]);
  }, []);
  const clear = useCallback(() => setToasts([]), []);
  const view = (
    <div class="bfsi-toasts" aria-live="polite">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} onDone={dismiss} />
      ))}
    </div>
  );
  return { toasts, show, clear, view };
}
