// The chat panel (Preact), imported by the launcher on first intent. See
// launcher.ts for the element's attributes, events and parts.
import { leadAttribution } from '../kit/lead-context';
import { createElement, render } from 'preact';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { apiFor } from '../kit/api';
import { emit } from '../kit/emit';
import { resolveSettings } from '../kit/settings';
import { addSheet } from '../kit/shadow';
import { useWork } from '../kit/use-work';
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

function Link({ link, children }: { link: SourceLink; children?: string }) {
  return link.external ? (
    <a class="bfsi-link" href={link.href} target="_blank" rel="noopener noreferrer">
      {children ?? link.title}
    </a>
  ) : (
    <a class="bfsi-link" href={link.href}>
      {children ?? link.title}
    </a>
  );
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

function Handoff({ host, entries }: { host: HTMLElement; entries: ChatEntry[] }) {
  const [state, setState] = useState<'' | 'sending' | 'sent' | 'failed'>('');
  const work = useWork();
  const send = (event: Event) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget as HTMLFormElement);
    const v = (k: string) => String(f.get(k) ?? '').trim();
    const message = [v('message'), v('phone') && `Phone: ${v('phone')}`, `Chat transcript:\n${transcript(entries)}`].filter(Boolean).join('\n\n');
    setState('sending');
    work
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
          setState('sent');
          emit(host, 'bfsi-inquiry-sent', { variant: 'chat' });
        },
        () => setState('failed'),
      );
  };
  if (state === 'sent') return <p class="bfsi-chat__handoff" role="status">{M.handoffSent}</p>;
  const field = (name: string, label: string, type: 'text' | 'email' | 'tel', required?: boolean) => (
    <label>
      {label}
      <input {...({ class: 'bfsi-input', name, type, required } as object)} />
    </label>
  );
  return (
    <form class="bfsi-chat__handoff" onSubmit={send} aria-label="Talk to a person">
      <p>{M.handoffLead}</p>
      {field('name', 'Name', 'text', true)}
      {field('email', 'E-mail', 'email', true)}
      {field('phone', 'Phone (optional)', 'tel')}
      {field('message', 'Message (optional)', 'text')}
      <button type="submit" class="bfsi-button" disabled={state === 'sending'}>
        {M.handoffSend}
      </button>
      {state === 'failed' ? <p role="alert">{M.handoffFailed}</p> : null}
    </form>
  );
}

export function ChatPanel({ host, id, open, title, focusRequest, onClose }: PanelProps) {
  const api = useMemo(() => apiFor(host), [host]);
  const [entries, setEntries] = useState<ChatEntry[]>(restore);
  const [draft, setDraft] = useState('');
  /** The reply read out, keyed by its entry: a new node per reply, so two identical replies in a row are both announced. */
  const [said, setSaid] = useState<Pick<ChatEntry, 'id' | 'text'> | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // Ids go on from the restored conversation's last one.
  const seq = useRef(entries.length && entries[entries.length - 1].id);
  /** Removing the element aborts pending questions at once. */
  const work = useWork();

  useLayoutEffect(() => {
    if (open && focusRequest > 0) inputRef.current?.focus();
  }, [open, focusRequest]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [entries]);

  // Saved as soon as rendered: a visitor may follow a link the moment an answer appears.
  useLayoutEffect(() => save(entries), [entries]);

  const origin = apiOrigin(resolveSettings(host).apiBase);

  const settle = (id: number, question: string, reply: BotReply) => {
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, reply } : e)));
    setSaid({ id, text: reply.text });
    emit(host, 'bfsi-chat-answer', { question, answered: reply.answered });
  };

  /** `followUp`: typed by the visitor, so it may lean on the previous question; a clicked suggestion stands alone. */
  const ask = (raw: string, followUp = true) => {
    const text = raw.slice(0, MAX_QUESTION);
    const question = text.trim();
    if (!question) return; // SPEC §5: blank or whitespace is ignored
    const id = ++seq.current;
    // The previous question, so a follow-up ("and how long does that take?") is read in its context.
    const previous = followUp && entries[entries.length - 1]?.text.trim();
    setEntries((list) => [...list, { id, text, user: text.toLowerCase(), reply: null }]);
    if (isGreeting(question)) {
      settle(id, question, { text: M.greeting, answered: true, suggestions: [], inquiry: false });
      return;
    }
    work.run((signal) => api.post<AskResponse>('apiBase', '/chat/ask', previous ? { question, previous } : { question }, { signal })).then(
      (response) => settle(id, question, replyFor(response, origin)),
      (error) => settle(id, question, replyForError(error)),
    );
  };

  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (!draft.trim()) return;
    ask(draft);
    setDraft('');
  };

  const vote = (entry: ChatEntry, v: 'up' | 'down') => {
    if (entry.reply!.vote) return; // one vote per answer
    setEntries((list) => list.map((e) => (e.id === entry.id ? { ...e, reply: { ...e.reply!, vote: v } } : e)));
    // Feedback is best effort: the visitor is not told about a lost vote.
    api.post('apiBase', '/chat/feedback', { question: entry.text.slice(0, MAX_QUESTION), answer: entry.reply!.text.slice(0, 4000), vote: v }).catch(() => {});
  };

  const titleText = title?.trim() || widgetConfig.botTitle;
  const last = entries[entries.length - 1];
  const starters = (list: string[]) => (
    <ul class="bfsi-chat__suggestions" aria-label="Suggested questions">
      {list.map((s) => (
        <li key={s}>
          <button type="button" class="bfsi-chat__suggestion" onClick={() => ask(s, false)}>
            {s}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <div
      id={id}
      part="panel"
      class="bfsi bfsi-chat__panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      hidden={!open}
    >
      <div class="bfsi-chat__header">
        <h2 class="bfsi-chat__title" id={`${id}-title`}>
          {titleText}
        </h2>
        <button type="button" class="bfsi-chat__new" onClick={() => (setEntries([]), setSaid(null))}>
          {M.newChat}
        </button>
        <button type="button" class="bfsi-chat__close" aria-label="Close chat" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {/* Scrollable, so focusable for keyboard scrolling (axe scrollable-region-focusable). */}
      <ol class="bfsi-chat__messages" ref={listRef} tabIndex={0} aria-label="Conversation">
        {entries.length ? null : (
          <li class="bfsi-chat__msg bfsi-chat__msg--bot">
            {M.opening}
            {starters(chatStarters)}
          </li>
        )}
        {entries.map((entry) => (
          <li class="bfsi-chat__pair" key={entry.id} data-user={entry.user}>
            <p class="bfsi-chat__msg bfsi-chat__msg--user">
              <span class="bfsi-visually-hidden">You: </span>
              {entry.text}
            </p>
            <div class="bfsi-chat__msg bfsi-chat__msg--bot" aria-busy={entry.reply ? undefined : 'true'}>
              <span class="bfsi-visually-hidden">{titleText}: </span>
              <p class="bfsi-chat__reply">{entry.reply ? entry.reply.text : M.pending}</p>
              {entry.reply?.source ? (
                <p class="bfsi-chat__source">
                  {M.sourceLead} <Link link={entry.reply.source} />
                </p>
              ) : null}
              {entry.reply?.inquiry ? (
                <p class="bfsi-chat__inquiry">
                  {M.inquiryLead} <Link link={inquiryLink(origin)}>{M.inquiryLink}</Link>
                </p>
              ) : null}
              {entry.reply?.answered && entry.reply.source ? (
                <p class="bfsi-chat__votes">
                  {(['up', 'down'] as const).map((v) => (
                    <button type="button" class="bfsi-chat__vote" aria-label={v === 'up' ? M.helpful : M.notHelpful} aria-pressed={entry.reply!.vote === v} onClick={() => vote(entry, v)}>
                      {v === 'up' ? '👍' : '👎'}
                    </button>
                  ))}
                </p>
              ) : null}
              {entry === last && entry.reply?.suggestions.length ? starters(entry.reply.suggestions) : null}
            </div>
          </li>
        ))}
      </ol>
      {wantsPerson(entries) ? <Handoff key={last!.id} host={host} entries={entries} /> : null}
      <div class="bfsi-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {said && <p key={said.id}>{said.text}</p>}
      </div>
      <form class="bfsi-chat__form" onSubmit={onSubmit}>
        <label class="bfsi-visually-hidden" for={`${id}-input`}>
          Your message
        </label>
        <input
          id={`${id}-input`}
          ref={inputRef}
          class="bfsi-input bfsi-chat__input"
          type="text"
          autoComplete="off"
          placeholder="Type your message..."
          maxLength={MAX_QUESTION}
          aria-describedby={`${id}-counter`}
          value={draft}
          onKeyDown={(e) => {
            // Enter sends (the form would too; handling it here keeps one path
            // and leaves Enter alone while an IME is composing).
            if (e.key === 'Enter' && !e.isComposing && !e.shiftKey) onSubmit(e);
          }}
          onInput={(e) => {
            const input = e.currentTarget as HTMLInputElement;
            // maxLength stops typing; this also trims a pasted or scripted value.
            const value = input.value.slice(0, MAX_QUESTION);
            if (value !== input.value) input.value = value;
            setDraft(value);
          }}
        />
        <button type="submit" part="button" class="bfsi-button bfsi-chat__send">
          Send
        </button>
      </form>
      <p class="bfsi-chat__counter" id={`${id}-counter`}>
        {draft.length >= COUNTER_FROM ? `${draft.length}/${MAX_QUESTION} characters` : ''}
      </p>
    </div>
  );
}

export const adoptStyles: PanelModule['adoptStyles'] = (host) => addSheet(host.shadowRoot!, panelCss);

export const renderPanel: PanelModule['renderPanel'] = (container, props) => render(createElement(ChatPanel, props), container);

export const unmountPanel: PanelModule['unmountPanel'] = (container) => render(null, container);
