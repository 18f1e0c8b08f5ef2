import { render, fireEvent, waitFor, act, cleanup } from '@testing-library/preact';
import { ChatPanel } from '../../support/chat-panel';
import { panelCss } from '../../../widgets/chatbot/panel-styles';
import { siteConfig } from '../../../content/site-config';
import { installFakeFetch, type FakeFetch, type ReplySpec } from '../../support/fake-fetch';
import { axeViolations } from '../../support/axe';

const ASK = 'POST /api/chat/ask';
let api: FakeFetch;

beforeEach(() => {
  api = installFakeFetch({ [ASK]: { status: 200, body: { answer: 'We automate mortgage QC.', score: 0.8 } } });
});

afterEach(() => {
  cleanup();
  // The conversation persists per origin (issue 14): each test starts a new one.
  sessionStorage.clear();
  api.restore();
  jest.restoreAllMocks();
});

function setup(props: Partial<{ open: boolean; title: string; focusRequest: number; apiBase: string }> = {}) {
  const host = document.createElement('div');
  if (props.apiBase) host.setAttribute('api-base', props.apiBase);
  document.body.appendChild(host);
  const onClose = jest.fn();
  const answers: CustomEvent[] = [];
  host.addEventListener('bfsi-chat-answer', (e) => answers.push(e as CustomEvent));
  const utils = render(
    <ChatPanel host={host} id="bfsi-chat-panel" open={props.open ?? true} title={props.title} focusRequest={props.focusRequest ?? 0} onClose={onClose} />,
    { container: host },
  );
  const input = () => host.querySelector('input') as HTMLInputElement;
  const q = {
    input,
    send: () => utils.getByRole('button', { name: 'Send' }) as HTMLButtonElement,
    pairs: () => Array.from(host.querySelectorAll('.bfsi-chat__pair')),
    replies: () => Array.from(host.querySelectorAll('.bfsi-chat__reply')).map((n) => n.textContent),
    users: () => Array.from(host.querySelectorAll('.bfsi-chat__msg--user')).map((n) => n.textContent!.replace(/^You: /, '')),
    live: () => host.querySelector('[aria-live="polite"]') as HTMLElement,
  };
  const type = (text: string) => fireEvent.input(input(), { target: { value: text } });
  const sendWithButton = async (text: string) => {
    type(text);
    await act(async () => {
      fireEvent.click(q.send());
    });
  };
  const sendWithEnter = async (text: string) => {
    type(text);
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'Enter' });
    });
  };
  return { host, onClose, answers, q, type, sendWithButton, sendWithEnter, ...utils };
}

describe('panel (SPEC §2 Chatbot, §9)', () => {
  it('should be a labelled dialog titled with siteConfig.botTitle by default', () => {
    const s = setup();
    const dialog = s.getByRole('dialog');
    expect(dialog.getAttribute('part')).toBe('panel');
    expect(dialog.getAttribute('aria-modal')).toBe('false');
    const title = s.host.querySelector(`#${dialog.getAttribute('aria-labelledby')}`)!;
    expect(title.textContent).toBe(siteConfig.botTitle);
    expect(s.getByRole('dialog', { name: siteConfig.botTitle })).toBe(dialog);
  });

  it('should use the bot-title attribute value when given', () => {
    const s = setup({ title: 'Loan Helper' });
    expect(s.getByRole('heading').textContent).toBe('Loan Helper');
  });

  it('should be hidden when closed', () => {
    const s = setup({ open: false });
    expect((s.host.querySelector('[role="dialog"]') as HTMLElement).hidden).toBe(true);
  });

  it("should call onClose from the 'Close chat' button", () => {
    const s = setup();
    fireEvent.click(s.getByRole('button', { name: 'Close chat' }));
    expect(s.onClose).toHaveBeenCalledTimes(1);
  });

  it('should move focus to the input when asked to', () => {
    const s = setup({ focusRequest: 1 });
    expect(document.activeElement).toBe(s.q.input());
  });

  it('should be 350 px wide with a message area of at most 300 px that scrolls, stacked by --bfsi-z-index', () => {
    expect(panelCss).toMatch(/\.bfsi-chat__panel \{[^}]*width: 350px/);
    expect(panelCss).toMatch(/\.bfsi-chat__messages \{[^}]*max-height: 300px[^}]*overflow-y: auto/);
    expect(panelCss).toMatch(/\.bfsi-chat__panel \{[^}]*z-index: var\(--bfsi-z-index, 1000\)/);
    expect(panelCss).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*\.bfsi-chat__panel \{ animation: none; \}/);
  });

  it('should have no axe violations, empty and with an answer, source, suggestions and the inquiry offer', async () => {
    api.on(ASK, { status: 200, body: { answer: '', score: 0, suggestions: ['What is LoanXPress?'] } });
    const s = setup();
    expect(await axeViolations(s.host)).toEqual([]);
    await s.sendWithButton('what do you sell');
    api.on(ASK, { status: 200, body: { answer: 'A', score: 1, source: { title: 'Home', url: '/Home' }, suggestions: ['Next?'] } });
    await s.sendWithButton('and else');
    await waitFor(() => expect(s.q.replies()).toEqual(["Sorry, I couldn't find an answer.", 'A']));
    expect(await axeViolations(s.host)).toEqual([]);
  });
});

describe('sending (SPEC §4 Chat, §5)', () => {
  it("should add a pair with '...' and replace it with the answer (Send button)", async () => {
    const gate = api.defer(ASK);
    const s = setup();
    await s.sendWithButton('What is LoanXPress?');
    expect(s.q.users()).toEqual(['What is LoanXPress?']);
    expect(s.q.replies()).toEqual(['...']);
    expect(s.q.input().value).toBe('');
    await act(async () => gate.resolve({ status: 200, body: { answer: 'A pre-underwriting tool.', score: 0.42 } }));
    await waitFor(() => expect(s.q.replies()).toEqual(['A pre-underwriting tool.']));
    expect(api.calls(ASK)[0].body).toEqual({ question: 'What is LoanXPress?' });
    expect(api.calls(ASK)[0].url).toBe('http://localhost/api/chat/ask');
  });

  it('should send with the Enter key', async () => {
    const s = setup();
    await s.sendWithEnter('Tell me about QC');
    await waitFor(() => expect(s.q.replies()).toEqual(['We automate mortgage QC.']));
    expect(api.calls(ASK)).toHaveLength(1);
  });

  it('should keep the history entry lowercased (SPEC §3) while showing what was typed', async () => {
    const s = setup();
    await s.sendWithButton('What Is SmartQC?');
    expect(s.q.users()).toEqual(['What Is SmartQC?']);
    expect(s.q.pairs()[0].getAttribute('data-user')).toBe('what is smartqc?');
  });

  it.each(['', '   ', '\t\n '])('should ignore a blank or whitespace message %p', async (text) => {
    const s = setup();
    await s.sendWithButton(text);
    await s.sendWithEnter(text);
    expect(s.q.pairs()).toHaveLength(0);
    expect(api.requests).toHaveLength(0);
    expect(s.answers).toHaveLength(0);
  });

  it.each(['hi', 'Hiii', 'heyyy', 'HELLOOO', 'hii!', ' Hello '])(
    "should answer the greeting %p locally with 'Hello! How can I assist you today?'",
    async (text) => {
      const s = setup();
      await s.sendWithButton(text);
      expect(s.q.replies()).toEqual(['Hello! How can I assist you today?']);
      expect(api.requests).toHaveLength(0);
      expect(s.answers.map((e) => e.detail)).toEqual([{ question: text.trim(), answered: true }]);
    },
  );

  it("should send 'hiring' to the server: not a greeting", async () => {
    const s = setup();
    await s.sendWithButton('hiring');
    await waitFor(() => expect(api.calls(ASK)).toHaveLength(1));
    expect(api.calls(ASK)[0].body).toEqual({ question: 'hiring' });
  });

  it('should announce each reply through a polite live region', async () => {
    const s = setup();
    expect(s.q.live().getAttribute('role')).toBe('status');
    await s.sendWithButton('hi');
    expect(s.q.live().textContent).toBe('Hello! How can I assist you today?');
    await s.sendWithButton('QC?');
    await waitFor(() => expect(s.q.live().textContent).toBe('We automate mortgage QC.'));
  });

  it('should announce two identical replies in a row: each one is a new node in the live region', async () => {
    const s = setup();
    const live = s.q.live();
    await s.sendWithButton('QC?');
    await waitFor(() => expect(live.textContent).toBe('We automate mortgage QC.'));
    const first = live.firstChild;
    const added: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => added.push(...r.addedNodes)));
    observer.observe(live, { childList: true, subtree: true, characterData: true });
    await s.sendWithButton('QC again?');
    await waitFor(() => expect(s.q.replies()).toEqual(['We automate mortgage QC.', 'We automate mortgage QC.']));
    await act(async () => {}); // MutationObserver callbacks are microtasks
    observer.disconnect();
    expect(s.q.live()).toBe(live);
    expect(live.textContent).toBe('We automate mortgage QC.');
    expect(live.firstChild).not.toBe(first);
    expect(added.map((n) => n.textContent)).toEqual(['We automate mortgage QC.']);
  });

  it('should fire bfsi-chat-answer {question, answered} that bubbles and is composed', async () => {
    api.on(ASK, { status: 200, body: { answer: '', score: 0 } });
    const s = setup();
    await s.sendWithButton('Unknown thing');
    await waitFor(() => expect(s.answers).toHaveLength(1));
    expect(s.answers[0].detail).toEqual({ question: 'Unknown thing', answered: false });
    expect(s.answers[0].bubbles && s.answers[0].composed).toBe(true);
  });
});

describe('answers and errors (SPEC §8)', () => {
  const rows: [string, ReplySpec, string, boolean][] = [
    ['score 0.005 (at the threshold)', { status: 200, body: { answer: 'Low', score: 0.005 } }, "Sorry, I couldn't find an answer.", false],
    ['score 0.0051 (above it)', { status: 200, body: { answer: 'Just enough', score: 0.0051 } }, 'Just enough', true],
    ['an empty answer', { status: 200, body: { answer: '', score: 0.9 } }, "Sorry, I couldn't find an answer.", false],
    ['a network error', { networkError: true }, 'Sorry, something went wrong. Please try again.', false],
    ['HTTP 500', { status: 500, body: { error: 'Internal', message: 'x' } }, 'Something went wrong. Please try again later.', false],
    ['HTTP 503 without a body', { status: 503 }, 'Something went wrong. Please try again later.', false],
    ['400 QuestionTooLong', { status: 400, body: { error: 'QuestionTooLong', message: 'Please keep questions under 400 characters.' } }, 'Please keep questions under 400 characters.', false],
    ['429', { status: 429, body: { error: 'TooManyRequests', message: 'Rate limit exceeded' } }, "You're sending questions faster than I can answer. Please wait a moment and try again.", false],
  ];

  it.each(rows)('should reply to %s with its text', async (_n, reply, text, answered) => {
    api.on(ASK, reply);
    const s = setup();
    await s.sendWithButton('What about fees?');
    await waitFor(() => expect(s.q.replies()).toEqual([text]));
    expect(s.answers.map((e) => e.detail)).toEqual([{ question: 'What about fees?', answered }]);
  });

  it('should offer the inquiry form when nothing was found, on the site (API) origin', async () => {
    api.on(ASK, { status: 200, body: { answer: '', score: 0 } });
    const s = setup();
    await s.sendWithButton('pricing for 10k loans');
    const offer = await waitFor(() => s.getByRole('link', { name: 'Send us an inquiry' }) as HTMLAnchorElement);
    expect(offer.href).toBe('http://localhost/Home#contact-section');
    expect(offer.target).toBe('');
  });

  it('should open the inquiry offer in a new tab when the API lives on another origin', async () => {
    api.on('POST /chat/ask', { status: 200, body: { answer: '', score: 0 } });
    const s = setup({ apiBase: 'https://site.example/api' });
    await s.sendWithButton('pricing');
    const offer = await waitFor(() => s.getByRole('link', { name: 'Send us an inquiry' }) as HTMLAnchorElement);
    expect(offer.href).toBe('https://site.example/Home#contact-section');
    expect(offer.target).toBe('_blank');
    expect(offer.rel).toContain('noopener');
    expect(api.requests[0].url).toBe('https://site.example/api/chat/ask');
  });

  it('should not offer the inquiry form for an answer or an error', async () => {
    const s = setup();
    await s.sendWithButton('QC?');
    api.on(ASK, { status: 500 });
    await s.sendWithButton('again');
    await waitFor(() => expect(s.q.replies()).toEqual(['We automate mortgage QC.', 'Something went wrong. Please try again later.']));
    expect(s.queryByRole('link', { name: 'Send us an inquiry' })).toBeNull();
  });

  it('should show a relative source as a same-tab link resolved against the API origin', async () => {
    api.on(ASK, { status: 200, body: { answer: 'See LoanXPress.', score: 0.6, source: { title: 'LoanXPress', url: '/Loanexpress' } } });
    const s = setup();
    await s.sendWithButton('loanxpress');
    const a = await waitFor(() => s.getByRole('link', { name: 'LoanXPress' }) as HTMLAnchorElement);
    expect(a.href).toBe('http://localhost/Loanexpress');
    expect(a.target).toBe('');
    expect(a.closest('.bfsi-chat__source')!.textContent).toBe('Source: LoanXPress');
  });

  it('should open a source on another origin in a new tab with rel=noopener', async () => {
    api.on('POST /chat/ask', { status: 200, body: { answer: 'Read this.', score: 0.6, source: { title: 'Article', url: '/blog/ai-in-mortgage-lending' } } });
    const s = setup({ apiBase: 'https://site.example/api' });
    await s.sendWithButton('ai in lending');
    const a = await waitFor(() => s.getByRole('link', { name: 'Article' }) as HTMLAnchorElement);
    expect(a.href).toBe('https://site.example/blog/ai-in-mortgage-lending');
    expect(a.target).toBe('_blank');
    expect(a.rel.split(' ')).toContain('noopener');
  });

  it('should not render a javascript: source', async () => {
    api.on(ASK, { status: 200, body: { answer: 'x', score: 0.6, source: { title: 'Bad', url: 'javascript:alert(1)' } } });
    const s = setup();
    await s.sendWithButton('q');
    await waitFor(() => expect(s.q.replies()).toEqual(['x']));
    expect(s.queryByRole('link', { name: 'Bad' })).toBeNull();
  });

  it('should show up to three suggested questions on the latest reply and ask one when clicked', async () => {
    api.on(ASK, { status: 200, body: { answer: 'We do QC.', score: 0.7, suggestions: ['What is SmartQC?', 'What is LoanXPress?', 'Where are you?', 'Fourth?'] } });
    const s = setup();
    await s.sendWithButton('qc');
    await waitFor(() => expect(s.getAllByRole('button', { name: /\?$/ })).toHaveLength(3));
    api.on(ASK, { status: 200, body: { answer: 'SmartQC checks loans.', score: 0.7 } });
    await act(async () => {
      fireEvent.click(s.getByRole('button', { name: 'What is SmartQC?' }));
    });
    await waitFor(() => expect(s.q.replies()).toEqual(['We do QC.', 'SmartQC checks loans.']));
    expect(api.calls(ASK).map((r) => r.body)).toEqual([{ question: 'qc' }, { question: 'What is SmartQC?' }]);
    expect(s.q.users()).toEqual(['qc', 'What is SmartQC?']);
    // Only the latest reply carries suggestions; this one has none.
    expect(s.queryByRole('button', { name: 'What is LoanXPress?' })).toBeNull();
  });
});

describe('400-character limit', () => {
  it('should cap the input at 400 characters and show a counter near the limit', () => {
    const s = setup();
    expect(s.q.input().maxLength).toBe(400);
    const counter = s.host.querySelector(`#${s.q.input().getAttribute('aria-describedby')}`)!;
    s.type('a'.repeat(349));
    expect(counter.textContent).toBe('');
    s.type('a'.repeat(350));
    expect(counter.textContent).toBe('350/400 characters');
    s.type('b'.repeat(450));
    expect(s.q.input().value).toHaveLength(400);
    expect(counter.textContent).toBe('400/400 characters');
  });

  it('should send at most 400 characters', async () => {
    const s = setup();
    await s.sendWithButton('c'.repeat(450));
    await waitFor(() => expect(api.calls(ASK)).toHaveLength(1));
    expect((api.calls(ASK)[0].body as { question: string }).question).toHaveLength(400);
  });
});

describe('unmount', () => {
  it('should abort pending requests at once and update nothing afterwards', async () => {
    const abort = jest.spyOn(AbortController.prototype, 'abort');
    const gate = api.defer(ASK);
    const s = setup();
    await s.sendWithButton('slow question');
    expect(gate.started).toBe(true);
    s.unmount();
    expect(abort).toHaveBeenCalledTimes(1);
    await act(async () => gate.resolve({ status: 200, body: { answer: 'late', score: 1 } }));
    expect(s.answers).toHaveLength(0);
  });
});
