// The hero's primary "Talk to an expert" action. With a chatbot on the page it
// opens the chat hand-off through the public API (EMBED-API: `bfsi('open-chat')`,
// or the element's `open` attribute while the loader has not arrived yet);
// without one — or without JavaScript — it is a plain link to the page's form.
import { Icon } from './icons';

type BfsiFn = (command: string, ...args: unknown[]) => void;

/** Opens the page's chatbot; false when the page has none. */
export function openChat(doc: Document = document): boolean {
  const bot = doc.querySelector('bfsi-chatbot');
  if (!bot) return false;
  const bfsi = (doc.defaultView as (Window & { bfsi?: BfsiFn }) | null)?.bfsi;
  if (typeof bfsi === 'function') bfsi('open-chat');
  else bot.setAttribute('open', '');
  return true;
}

export function ExpertAction({ label, target }: { label: string; target?: string }) {
  const onClick = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (openChat()) e.preventDefault();
  };
  return (
    <a class="btn btn--primary" href={`#${target ?? 'contact-section'}`} onClick={onClick} data-expert="">
      <Icon name="chat" /> {label}
    </a>
  );
}
