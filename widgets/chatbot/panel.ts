// The chat panel, imported by the launcher on first intent (see launcher.ts
// for the element's attributes, events and parts). Plain DOM, no Preact: the
// panel is the chatbot's only drawing past the launcher, and a runtime of its
// own would cost a partner page more than the panel itself (issue 11: the
// chatbot with its panel must stay within the 15 KB widget budget). One
// Panel per container; renderPanel draws it or brings it up to date, and
// only what changed is redrawn, so focus and typed text stay where they are.
import { leadAttribution } from '../kit/lead-context';
import { apiFor, type Api } from '../kit/api';
import { emit } from '../kit/emit';
import { resolveSettings } from '../kit/settings';
import { addSheet } from '../kit/shadow';
import { createWork, type OwnedWork } from '../kit/work';
import { widgetConfig } from '../../content/site-config';
import { apiOrigin, inquiryLink, replyFor, replyForError, type AskResponse, type BotReply, type SourceLink } from './answer';
import { FALLBACKS_BEFORE_HANDOFF, isGreeting, QUESTION_MAX as MAX_QUESTION } from '../../contract/chat';
import { chatStarters } from '../../content/faq';
import { CHAT_MESSAGES as M, COUNTER_FROM } from './messages';
import type { PanelModule, PanelProps } from './panel-contract';
import { panelCss } from './panel-styles';

/** One user/bot pair (SPEC §3 Chat history entry). */
export interface ChatEntry {
  id: number;
  /** What the visitor typed, as displayed. */
  text: string;
  /** SPEC §3: the history keeps the user text lowercased. */
  user: string;
  /** null while waiting: shown as '...'. */
  reply: BotReply | null;
}

type Child = Node | string | null | undefined | false;

/** An element: attributes (undefined or false: absent; true: present), `on…` listeners, children. */
function h(tag: string, attrs?: Record<string, unknown> | null, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  for (const k in attrs) {
    const v = attrs[k];
    if (k.startsWith('on')) el.addEventListener(k.slice(2), v as EventListener);
    else if (v !== undefined && v !== false) el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c) el.append(c);
  return el;
}

function link(l: SourceLink, text = l.title) {
  return h('a', { class: 'bfsi-link', href: l.href, target: l.external && '_blank', rel: l.external && 'noopener noreferrer' }, text);
}

/** Session storage is per origin: the conversation follows the visitor across the site's pages and re-mounts. */
const STORE = 'bfsi-chat';

function restore(): ChatEntry[] {
  try {
    return JSON.parse(sessionStorage[STORE] || '[]');
  } catch {
    return [];
  }
}

function save(entries: ChatEntry[]) {
  try {
    // A question still pending when the page goes away has no answer to show later.
    sessionStorage[STORE] = JSON.stringify(entries.filter((e) => e.reply));
  } catch {
    // Storage full or blocked: the conversation simply does not persist.
  }
}

/** The conversation, as the person who takes over reads it. */
const transcript = (entries: ChatEntry[]) => entries.map((e) => `Visitor: ${e.text}\nBot: ${e.reply?.text ?? ''}`).join('\n\n');

/** "Talk to a person", a price, something the site does not say, or two fallbacks in a row. */
function wantsPerson(entries: ChatEntry[]): boolean {
  const replies = entries.map((e) => e.reply).filter(Boolean) as BotReply[];
  const last = replies.slice(-FALLBACKS_BEFORE_HANDOFF);
  return !!replies[replies.length - 1]?.handoff || (last.length === FALLBACKS_BEFORE_HANDOFF && last.every((r) => r.inquiry));
}

interface Offer {
  /** The entry it was offered after: a new one starts a fresh form. */
  key: number;
  /** The form, or its thanks once sent. */
  node: HTMLElement;
  /** Its send, stopped when it goes. */
  work: OwnedWork;
}

/** The inline hand-off form; `entries` reads the conversation as it is when the visitor sends. */
function handoff(host: HTMLElement, entries: () => ChatEntry[], offer: Offer): HTMLElement {
  const field = (name: string, label: string, type: string, required?: boolean) => h('label', null, label, h('input', { class: 'bfsi-input', name, type, required }));
  const button = h('button', { type: 'submit', class: 'bfsi-button' }, M.handoffSend) as HTMLButtonElement;
  const form = h(
    'form',
    {
      class: 'bfsi-chat__handoff',
      'aria-label': 'Talk to a person',
      onsubmit(event: Event) {
        event.preventDefault();
        const f = new FormData(form as HTMLFormElement);
        const v = (k: string) => String(f.get(k) ?? '').trim();
        const message = [v('message'), v('phone') && `Phone: ${v('phone')}`, `Chat transcript:\n${transcript(entries())}`].filter(Boolean).join('\n\n');
        button.disabled = true;
        form.querySelector('[role=alert]')?.remove();
        offer.work
          .run((signal) =>
            apiFor(host).post(
              'emailApiBase',
              '/Email/SendEmail',
              {
                // The end of a long conversation matters most: keep it within the message limit.
                criteria: [v('name'), v('email'), 'Chat', message.slice(-5000)],
                emailTo: widgetConfig.email,
                variant: 'chat',
                attribution: leadAttribution(),
              },
              { signal },
            ),
          )
          .then(
            () => {
              form.replaceWith((offer.node = h('p', { class: 'bfsi-chat__handoff', role: 'status' }, M.handoffSent)));
              emit(host, 'bfsi-inquiry-sent', { variant: 'chat' });
            },
            () => {
              button.disabled = false;
              form.append(h('p', { role: 'alert' }, M.handoffFailed));
            },
          );
      },
    },
    h('p', null, M.handoffLead),
    field('name', 'Name', 'text', true),
    field('email', 'E-mail', 'email', true),
    field('phone', 'Phone (optional)', 'tel'),
    field('message', 'Message (optional)', 'text'),
    button,
  );
  return form;
}

interface Drawn {
  entry: ChatEntry;
  last: boolean;
  title: string;
  li: HTMLElement;
}

class Panel {
  props!: PanelProps;
  entries = restore();
  /** Ids go on from the restored conversation's last one. */
  seq = this.entries.length && this.entries[this.entries.length - 1].id;
  draft = '';
  /** Removing the element aborts pending questions at once. */
  work = createWork();
  api: Api;
  drawn = new Map<number, Drawn>();
  /** The hand-off form on screen. */
  offer?: Offer;
  root: HTMLElement;
  heading: HTMLElement;
  list: HTMLElement;
  live: HTMLElement;
  input: HTMLInputElement;
  counter: HTMLElement;

  constructor(container: HTMLElement, props: PanelProps) {
    const { id, host } = props;
    this.api = apiFor(host);
    const submit = (event: Event) => {
      event.preventDefault();
      if (!this.draft.trim()) return;
      this.ask(this.draft);
      this.setDraft('');
    };
    this.heading = h('h2', { class: 'bfsi-chat__title', id: `${id}-title` });
    // Scrollable, so focusable for keyboard scrolling (axe scrollable-region-focusable).
    this.list = h('ol', { class: 'bfsi-chat__messages', tabindex: 0, 'aria-label': 'Conversation' });
    this.live = h('div', { class: 'bfsi-visually-hidden', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
    this.input = h('input', {
      id: `${id}-input`,
      class: 'bfsi-input bfsi-chat__input',
      type: 'text',
      autocomplete: 'off',
      placeholder: 'Type your message...',
      maxlength: MAX_QUESTION,
      'aria-describedby': `${id}-counter`,
      onkeydown: (e: KeyboardEvent) => {
        // Enter sends (the form would too; handling it here keeps one path
        // and leaves Enter alone while an IME is composing).
        if (e.key === 'Enter' && !e.isComposing && !e.shiftKey) submit(e);
      },
      oninput: () => {
        // maxlength stops typing; this also trims a pasted or scripted value.
        this.setDraft(this.input.value.slice(0, MAX_QUESTION));
      },
    }) as HTMLInputElement;
    this.counter = h('p', { class: 'bfsi-chat__counter', id: `${id}-counter` });
    this.root = h(
      'div',
      { id, part: 'panel', class: 'bfsi bfsi-chat__panel', role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': `${id}-title` },
      h(
        'div',
        { class: 'bfsi-chat__header' },
        this.heading,
        h('button', { type: 'button', class: 'bfsi-chat__new', onclick: () => this.setEntries([], true) }, M.newChat),
        h('button', { type: 'button', class: 'bfsi-chat__close', 'aria-label': 'Close chat', onclick: () => this.props.onClose() }, h('span', { 'aria-hidden': 'true' }, '×')),
      ),
      this.list,
      this.live,
      h('form', { class: 'bfsi-chat__form', onsubmit: submit }, h('label', { class: 'bfsi-visually-hidden', for: `${id}-input` }, 'Your message'), this.input, h('button', { type: 'submit', part: 'button', class: 'bfsi-button bfsi-chat__send' }, 'Send')),
      this.counter,
    );
    container.append(this.root);
    this.update(props);
    // As after every change: the restored conversation scrolled to its end, saved, a person offered if wanted.
    this.list.scrollTop = this.list.scrollHeight;
    save(this.entries);
    this.drawOffer();
  }

  get title() {
    return this.props.title?.trim() || widgetConfig.botTitle;
  }

  update(props: PanelProps) {
    const before = this.props;
    this.props = props;
    this.root.hidden = !props.open;
    this.heading.textContent = this.title;
    if (!before || before.title !== props.title) this.drawList();
    // As a click would: focus moves in when the launcher asks (a new request) while open.
    if (props.open && props.focusRequest > 0 && (!before || before.open !== props.open || before.focusRequest !== props.focusRequest)) this.input.focus();
  }

  setDraft(value: string) {
    if (value !== this.input.value) this.input.value = value;
    this.draft = value;
    this.counter.textContent = value.length >= COUNTER_FROM ? `${value.length}/${MAX_QUESTION} characters` : '';
  }

  /** The one place the conversation changes: redrawn, scrolled to its end and saved at once (a visitor may follow a link the moment an answer appears). */
  setEntries(entries: ChatEntry[], fresh?: boolean) {
    this.entries = entries;
    if (fresh) this.live.replaceChildren();
    this.drawList();
    this.list.scrollTop = this.list.scrollHeight;
    save(entries);
    this.drawOffer();
  }

  starters(list: string[]) {
    return h(
      'ul',
      { class: 'bfsi-chat__suggestions', 'aria-label': 'Suggested questions' },
      ...list.map((s) => h('li', null, h('button', { type: 'button', class: 'bfsi-chat__suggestion', onclick: () => this.ask(s, false) }, s))),
    );
  }

  pair(entry: ChatEntry, last: boolean) {
    const reply = entry.reply;
    const origin = this.origin();
    return h(
      'li',
      { class: 'bfsi-chat__pair', 'data-user': entry.user },
      h('p', { class: 'bfsi-chat__msg bfsi-chat__msg--user' }, h('span', { class: 'bfsi-visually-hidden' }, 'You: '), entry.text),
      h(
        'div',
        { class: 'bfsi-chat__msg bfsi-chat__msg--bot', 'aria-busy': !reply && 'true' },
        h('span', { class: 'bfsi-visually-hidden' }, `${this.title}: `),
        h('p', { class: 'bfsi-chat__reply' }, reply ? reply.text : M.pending),
        reply?.source && h('p', { class: 'bfsi-chat__source' }, `${M.sourceLead} `, link(reply.source)),
        reply?.inquiry && h('p', { class: 'bfsi-chat__inquiry' }, `${M.inquiryLead} `, link(inquiryLink(origin), M.inquiryLink)),
        reply?.answered &&
          reply.source &&
          h(
            'p',
            { class: 'bfsi-chat__votes' },
            ...(['up', 'down'] as const).map((v) =>
              h('button', { type: 'button', class: 'bfsi-chat__vote', 'aria-label': v === 'up' ? M.helpful : M.notHelpful, 'aria-pressed': `${reply.vote === v}`, onclick: () => this.vote(entry.id, v) }, v === 'up' ? '👍' : '👎'),
            ),
          ),
        last && !!reply?.suggestions.length && this.starters(reply.suggestions),
      ),
    );
  }

  /** Draws the pairs that changed, keeps the rest (and whatever has focus in them) in place. */
  drawList() {
    const { entries, list } = this;
    if (!entries.length) {
      this.drawn.clear();
      list.replaceChildren(h('li', { class: 'bfsi-chat__msg bfsi-chat__msg--bot' }, M.opening, this.starters(chatStarters)));
      return;
    }
    const title = this.title;
    const focus = (list.getRootNode() as Document | ShadowRoot).activeElement;
    const drawn = new Map<number, Drawn>();
    const nodes = entries.map((entry, i) => {
      const last = i === entries.length - 1;
      const old = this.drawn.get(entry.id);
      let li = old?.li;
      if (!old || old.entry !== entry || old.last !== last || old.title !== title) {
        li = this.pair(entry, last);
        // A pair redrawn (no longer the last: its suggestions go) keeps focus on
        // the same control where the new drawing still has it.
        if (old && focus && old.li.contains(focus)) {
          const same = (node: HTMLElement) => node.getElementsByClassName(focus.className);
          (same(li)[[...same(old.li)].indexOf(focus)] as HTMLElement | undefined)?.focus();
        }
      }
      drawn.set(entry.id, { entry, last, title, li: li! });
      return li!;
    });
    this.drawn = drawn;
    const keep = new Set<Node>(nodes);
    for (const child of [...list.children]) if (!keep.has(child)) child.remove();
    nodes.forEach((node, i) => {
      if (list.children[i] !== node) list.insertBefore(node, list.children[i] ?? null);
    });
  }

  /** The hand-off form when a person is wanted, a fresh one after each new reply that still wants one. */
  drawOffer() {
    const key = this.entries[this.entries.length - 1]?.id;
    if (this.offer && (!wantsPerson(this.entries) || this.offer.key !== key)) {
      this.offer.work.stop();
      this.offer.node.remove();
      this.offer = undefined;
    }
    if (!this.offer && wantsPerson(this.entries)) {
      const offer = (this.offer = { key, work: createWork() } as Offer);
      offer.node = handoff(this.props.host, () => this.entries, offer);
      this.live.before(offer.node);
    }
  }

  origin() {
    return apiOrigin(resolveSettings(this.props.host).apiBase);
  }

  settle(id: number, question: string, reply: BotReply) {
    this.setEntries(this.entries.map((e) => (e.id === id ? { ...e, reply } : e)));
    // A new node per reply, so two identical replies in a row are both announced.
    this.live.replaceChildren(h('p', null, reply.text));
    emit(this.props.host, 'bfsi-chat-answer', { question, answered: reply.answered });
  }

  /** `followUp`: typed by the visitor, so it may lean on the previous question; a clicked suggestion stands alone. */
  ask(raw: string, followUp = true) {
    const text = raw.slice(0, MAX_QUESTION);
    const question = text.trim();
    if (!question) return; // SPEC §5: blank or whitespace is ignored
    const id = ++this.seq;
    // The previous question, so a follow-up ("and how long does that take?") is read in its context.
    const previous = followUp && this.entries[this.entries.length - 1]?.text.trim();
    this.setEntries([...this.entries, { id, text, user: text.toLowerCase(), reply: null }]);
    if (isGreeting(question)) {
      this.settle(id, question, { text: M.greeting, answered: true, suggestions: [], inquiry: false });
      return;
    }
    const origin = this.origin();
    this.work.run((signal) => this.api.post<AskResponse>('apiBase', '/chat/ask', previous ? { question, previous } : { question }, { signal })).then(
      (response) => this.settle(id, question, replyFor(response, origin)),
      (error) => this.settle(id, question, replyForError(error)),
    );
  }

  vote(id: number, v: 'up' | 'down') {
    const entry = this.entries.find((e) => e.id === id)!;
    if (entry.reply!.vote) return; // one vote per answer
    const voted = { ...entry, reply: { ...entry.reply!, vote: v } };
    // Marked on the buttons on screen (the pair is not redrawn: the pressed button keeps focus).
    const drawn = this.drawn.get(id);
    if (drawn) {
      drawn.entry = voted;
      drawn.li.querySelectorAll('.bfsi-chat__vote').forEach((b, i) => b.setAttribute('aria-pressed', `${i == +(v == 'down')}`));
    }
    this.setEntries(this.entries.map((e) => (e.id === id ? voted : e)));
    // Feedback is best effort: the visitor is not told about a lost vote.
    this.api.post('apiBase', '/chat/feedback', { question: entry.text.slice(0, MAX_QUESTION), answer: entry.reply!.text.slice(0, 4000), vote: v }).catch(() => {});
  }

  remove() {
    this.work.stop();
    this.offer?.work.stop();
    this.root.remove();
  }
}

const panels = new WeakMap<HTMLElement, Panel>();

export const adoptStyles: PanelModule['adoptStyles'] = (host) => addSheet(host.shadowRoot!, panelCss);

export const renderPanel: PanelModule['renderPanel'] = (container, props) => {
  const panel = panels.get(container);
  if (panel) panel.update(props);
  else panels.set(container, new Panel(container, props));
};

export const unmountPanel: PanelModule['unmountPanel'] = (container) => {
  panels.get(container)?.remove();
  panels.delete(container);
};
