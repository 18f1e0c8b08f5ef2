// Defines the public tags of contract/elements.ts. An element's code lives in its own chunk, imported the first
// time an instance connects; the promise is kept per tag and reused, so a tag
// is fetched once however many instances appear (and jsdom's teardown, which
// calls disconnectedCallback, never starts a fresh import: TOOLCHAIN trap 9).
import type { Widget, WidgetController } from '../widgets/kit/element';
import { tagAttributes, type BfsiTag } from '../contract/elements';
import { drawLauncher, styleButton } from '../widgets/chatbot/launcher-dom';

export { tagAttributes };

export interface WidgetModule {
  widget: Widget;
}

/** Fetches the chunk of one tag; the loader builds it from the manifest, tests pass their own. */
export type ChunkImporter = (tag: string) => Promise<WidgetModule>;

/**
 * Defines every tag not defined yet (a second copy of the loader, or a host
 * that defined one itself, is left alone). The classes are thin: all the
 * behaviour is in the widget's chunk.
 */
export function defineElements(load: ChunkImporter): void {
  // The one chatbot drawn on this page: a second would stack its launcher on the first.
  let chat: HTMLElement | undefined;
  for (const tag in tagAttributes) {
    if (customElements.get(tag)) continue;
    let chunk: Promise<WidgetModule> | undefined;
    const observed = tagAttributes[tag as BfsiTag];
    customElements.define(
      tag,
      class extends HTMLElement {
        static observedAttributes = observed;
        // `declare`: no field initialisers emitted (bytes), set when used.
        declare c?: WidgetController;
        /** The chatbot's launcher while it waits for its chunk. */
        declare b?: HTMLElement;
        connectedCallback() {
          if (tag == 'bfsi-chatbot') {
            if (chat?.isConnected && chat != this) {
              this.hidden = true;
              console.warn('bfsi: second bfsi-chatbot hidden');
              return;
            }
            chat = this;
            // Clickable now: until the chunk arrives a click only flips
            // aria-expanded, which the chunk reads as the visitor's wish.
            const [b, drawn] = drawLauncher(this, styleButton);
            this.b = b;
            if (drawn) b.addEventListener('click', () => this.c || b.setAttribute('aria-expanded', `${b.getAttribute('aria-expanded') != 'true'}`));
          }
          (chunk ||= load(tag)).then(
            (mod) => {
              // Removed (or attached by an earlier connect) while the chunk was on its way.
              if (this.isConnected && !this.c) this.c = mod.widget.attach(this);
            },
            (error) => {
              // Let a later instance try again (a flaky network, a deploy in between).
              chunk = undefined;
              console.warn(`bfsi: could not load ${tag}`, error);
            },
          );
        }
        disconnectedCallback() {
          if (chat == this) chat = undefined;
          this.c?.detach();
          this.c = undefined;
        }
        attributeChangedCallback(name: string) {
          if (this.c) this.c.update();
          // bfsi('open-chat') before the chunk: the chunk opens the panel when it lands.
          else if (name == 'open') this.b?.setAttribute('aria-expanded', `${this.hasAttribute('open')}`);
        }
      },
    );
  }
}
