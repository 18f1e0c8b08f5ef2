/**
 * <bfsi-chatbot>: a floating launcher and the chat panel (SPEC §2 Chatbot,
 * §3, §4 Chat, §5, §8, §9).
 *
 * The launcher is drawn with plain DOM by the loader itself (launcher-dom.ts),
 * so it is clickable as soon as loader.js has run; this chunk takes that very
 * button over (it draws none of its own: whatever attaches it draws first, as
 * the loader's registry does on every connect) and a partner page pays only a
 * few hundred bytes more until the visitor shows intent.
 * The panel's code (panel.ts, plain DOM too) is imported on the first pointerenter,
 * focus or click on the launcher, or when the browser is idle. A click before
 * the panel has arrived still opens it: the state flips at once and the panel
 * draws itself open when its code lands.
 *
 * Replies: the local greeting for hi/hello/hey (repeated letters allowed),
 * else POST {apiBase}/chat/ask. An answer shows its source as a link
 * (relative URLs resolved against the API's origin; same origin opens in the
 * same tab, another origin in a new tab with rel=noopener) and up to three
 * suggested questions as buttons. When nothing is found, the reply offers a
 * plain link 'Send us an inquiry' to /Home#contact-section on the API's
 * origin (the site); no event is fired for it. Every reply is announced in a
 * polite live region. Questions are capped at 400 characters.
 *
 * Attributes, events, parts and custom properties: contract/element-docs.ts.
 */
import type { Widget } from '../kit/element';
import { emit } from '../kit/emit';
// Preact-free: the widget build keeps the kit's DOM modules out of the runtime chunk.
import { addSheet } from '../kit/shadow';
import { launcherMoreCss } from './launcher-styles';
import { setAttributes, SVG } from './launcher-dom';
import { PANEL_ID, type PanelModule } from './panel-contract';

/** Fallback delay for the idle preload where requestIdleCallback is missing (Safari, jsdom). */
export const IDLE_FALLBACK_MS = 3000;
const IDLE_TIMEOUT_MS = 8000;

export function chatbotWidget(loadPanel: () => Promise<PanelModule>): Widget {
  return {
    attach(host) {
      // The loader drew the launcher already (launcher-dom.ts drawLauncher, and
      // may have taken a click on it): the chunk never ships that code or the
      // button's sheet again. Its own rules (host, hover, icons, motion) go
      // beside the loader's sheet.
      const root = host.shadowRoot!;
      const launcher = root.querySelector<HTMLButtonElement>('button[part=launcher]')!;
      addSheet(root, launcherMoreCss);
      // Where the panel renders: before the button.
      const mount = document.createElement('div');
      launcher.before(mount);
      // Neither drawing has the close icon: no one sees it before the panel is there to close.
      setAttributes(launcher.firstElementChild!.appendChild(document.createElementNS(SVG, 'path')), {
        class: 'bfsi-chat__icon-close',
        d: 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z',
      });
      // A click taken by the loader's launcher before this code arrived.
      const wanted = launcher.getAttribute('aria-expanded') === 'true';

      let open = host.hasAttribute('open');
      let focusRequest = 0;
      let panel: PanelModule | undefined;
      let loading: Promise<void> | undefined;
      let detached = false;

      const draw = () => {
        launcher.setAttribute('aria-expanded', `${open}`);
        panel?.renderPanel(mount, {
          host,
          id: PANEL_ID,
          open,
          title: host.getAttribute('bot-title') ?? undefined,
          focusRequest,
          onClose: () => setOpen(false, true),
        });
      };

      // One import per element, kept and reused (TOOLCHAIN trap 9); a failed
      // import may be retried by the next intent.
      const load = () => {
        cancelIdle();
        loading ||= loadPanel().then(
          (mod) => {
            if (detached) return;
            panel = mod;
            mod.adoptStyles(host);
            draw();
          },
          () => {
            loading = undefined;
          },
        );
        return loading;
      };

      const focusIsInside = () => {
        const active = root.activeElement;
        return !!active && active !== launcher;
      };

      /** The one place the state changes; fires the events and reflects `open`. */
      const setOpen = (next: boolean, returnFocus: boolean) => {
        if (next === open || detached) return;
        const hadFocus = focusIsInside();
        open = next;
        if (host.hasAttribute('open') !== open) host.toggleAttribute('open', open);
        if (open) {
          focusRequest += 1;
          load();
        }
        draw();
        if (!open && (returnFocus || hadFocus)) launcher.focus();
        emit(host, open ? 'bfsi-chat-open' : 'bfsi-chat-close', {});
      };

      const onClick = () => setOpen(!open, false);
      const onKeydown = (event: Event) => {
        if ((event as KeyboardEvent).key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false, true);
        }
      };
      launcher.addEventListener('click', onClick);
      launcher.addEventListener('pointerenter', load);
      launcher.addEventListener('focus', load);
      root.addEventListener('keydown', onKeydown);

      // Preload when the page is idle, so the first click rarely waits.
      type IdleWindow = Window & {
        requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
        cancelIdleCallback?: (id: number) => void;
      };
      const w = window as IdleWindow;
      let idleId: number | undefined;
      let idleTimer: ReturnType<typeof setTimeout> | undefined;
      function cancelIdle() {
        if (idleId !== undefined) w.cancelIdleCallback?.(idleId);
        if (idleTimer !== undefined) clearTimeout(idleTimer);
        idleId = idleTimer = undefined;
      }
      if (open) load();
      else if (w.requestIdleCallback) idleId = w.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
      else idleTimer = setTimeout(load, IDLE_FALLBACK_MS);

      draw();
      // Applied after the first draw, so it opens (and says so) as a click would.
      if (wanted !== open) setOpen(wanted, false);

      return {
        update() {
          const wanted = host.hasAttribute('open');
          if (wanted !== open) setOpen(wanted, false);
          else draw();
        },
        detach() {
          detached = true;
          cancelIdle();
          // The launcher's own listeners leave with it (replaceChildren below); the root stays.
          root.removeEventListener('keydown', onKeydown);
          panel?.unmountPanel(mount);
          root.replaceChildren();
        },
      };
    },
  };
}
