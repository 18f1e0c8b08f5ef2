// The chat panel's conversation (issue 14): opening line and starters, nothing
// sent before the visitor acts; the conversation survives a re-mount (session
// storage, per origin) until "New conversation"; thumbs up/down; the inline
// hand-off form on a person request or two fallbacks in a row, posting the
// inquiry with variant 'chat' and the transcript, and firing bfsi-inquiry-sent.
import { render, fireEvent, waitFor, act, cleanup } from '@testing-library/preact';
import { ChatPanel } from '../../support/chat-panel';
import { chatStarters } from '../../../content/faq';
import { installFakeFetch, type FakeFetch } from '../../support/fake-fetch';
import { axeViolations } from '../../support/axe';

const ASK = 'POST /api/chat/ask';
const SEND = 'POST /api/Email/SendEmail';
const FEEDBACK = 'POST /api/chat/feedback';
let api: FakeFetch;

afterEach(() => {
  cleanup();
  api.restore();
});

function mount() {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const sent: CustomEvent[] = [];
  host.addEventListener('bfsi-inquiry-sent', (e) => sent.push(e as CustomEvent));
  const utils = render(<ChatPanel host={host} id="p" open focusRequest={0} onClose={() => {}} />, { container: host });
  const ask = async (text: string) => {
    fireEvent.input(host.querySelector('.bfsi-chat__input')!, { target: { value: text } });
    await act(async () => {
      fireEvent.click(utils.getByRole('button', { name: 'Send' }));
    });
  };
  const replies = () => Array.from(host.querySelectorAll('.bfsi-chat__reply')).map((n) => n.textContent);
  return { host, sent, ask, replies, ...utils };
}

test('opens with a greeting line and three starters from content, and sends nothing until the visitor acts', async () => {
  api = installFakeFetch({ [ASK]: { status: 200, body: { answer: 'A tool.', score: 0.9 } } });
  const m = mount();
  expect(chatStarters).toHaveLength(3);
  for (const s of chatStarters) expect(m.getByRole('button', { name: s })).toBeTruthy();
  expect(api.requests).toHaveLength(0);
  expect(await axeViolations(m.host)).toEqual([]);
  await act(async () => {
    fireEvent.click(m.getByRole('button', { name: chatStarters[0] }));
  });
  await waitFor(() => expect(m.replies()).toEqual(['A tool.']));
  expect(api.calls(ASK)[0].body).toEqual({ question: chatStarters[0] });
});

test('a follow-up carries the previous question; the conversation survives a re-mount until "New conversation"', async () => {
  api = installFakeFetch({ [ASK]: { status: 200, body: { answer: 'About $550 per loan.', score: 0.9, source: { title: 'LoanXPress', url: '/Loanexpress' } } } });
  const first = mount();
  await first.ask('what is loanxpress');
  await first.ask('how much does it save?');
  await waitFor(() => expect(first.replies()).toHaveLength(2));
  expect(api.calls(ASK)[1].body).toEqual({ question: 'how much does it save?', previous: 'what is loanxpress' });
  cleanup();

  const second = mount();
  expect(second.replies()).toEqual(['About $550 per loan.', 'About $550 per loan.']);
  expect(second.queryByRole('button', { name: chatStarters[0] })).toBeNull();
  fireEvent.click(second.getByRole('button', { name: 'New conversation' }));
  expect(second.replies()).toEqual([]);
  expect(second.getByRole('button', { name: chatStarters[0] })).toBeTruthy();
  cleanup();
  expect(mount().replies()).toEqual([]);
});

test('thumbs down is sent once with the question and the answer', async () => {
  api = installFakeFetch({
    [ASK]: { status: 200, body: { answer: 'We automate QC.', score: 0.9, source: { title: 'QC', url: '/SmartQC' } } },
    [FEEDBACK]: { status: 204 },
  });
  const m = mount();
  await m.ask('do you do qc');
  await waitFor(() => expect(m.replies()).toEqual(['We automate QC.']));
  const down = m.getByRole('button', { name: 'Not helpful' });
  await act(async () => {
    fireEvent.click(down);
  });
  fireEvent.click(m.getByRole('button', { name: 'Helpful' }));
  expect(down.getAttribute('aria-pressed')).toBe('true');
  expect(api.calls(FEEDBACK).map((r) => r.body)).toEqual([{ question: 'do you do qc', answer: 'We automate QC.', vote: 'down' }]);
});

test('two fallbacks in a row offer a person; one does not', async () => {
  api = installFakeFetch({ [ASK]: { status: 200, body: { answer: "Sorry, I couldn't find an answer.", score: 0 } } });
  const m = mount();
  await m.ask('pizza?');
  await waitFor(() => expect(m.replies()).toHaveLength(1));
  expect(m.queryByRole('form', { name: 'Talk to a person' })).toBeNull();
  await m.ask('weather?');
  await waitFor(() => expect(m.getByRole('form', { name: 'Talk to a person' })).toBeTruthy());
});

test('the hand-off form sends the inquiry with variant chat and the transcript, then fires bfsi-inquiry-sent', async () => {
  api = installFakeFetch({
    [ASK]: { status: 200, body: { answer: "Our prices aren't on this site. A person on our team can give you a figure.", score: 0, answered: false, handoff: 'pricing' } },
    [SEND]: { status: 200, body: {} },
  });
  const m = mount();
  await m.ask('What is your pricing?');
  await waitFor(() => expect(m.replies()).toEqual(["Our prices aren't on this site. A person on our team can give you a figure."]));
  const form = m.getByRole('form', { name: 'Talk to a person' });
  expect(await axeViolations(m.host)).toEqual([]);
  const set = (label: string, value: string) => fireEvent.input(m.getByLabelText(label), { target: { value } });
  set('Name', 'Ada Lovelace');
  set('E-mail', 'ada@bank.example');
  set('Phone (optional)', '+1 555 0100');
  set('Message (optional)', 'Volumes: 2,000 loans a month');
  await act(async () => {
    fireEvent.submit(form);
  });
  await waitFor(() => expect(m.sent).toHaveLength(1));
  expect(m.sent[0].detail).toEqual({ variant: 'chat' });
  const body = api.calls(SEND)[0].body as { criteria: string[]; variant: string };
  expect(body.variant).toBe('chat');
  expect(body.criteria.slice(0, 2)).toEqual(['Ada Lovelace', 'ada@bank.example']);
  expect(body.criteria[3]).toContain('Volumes: 2,000 loans a month');
  expect(body.criteria[3]).toContain('Phone: +1 555 0100');
  expect(body.criteria[3]).toContain('Visitor: What is your pricing?');
  expect(body.criteria[3]).toContain("Bot: Our prices aren't on this site.");
  expect(m.host.querySelector('.bfsi-chat__handoff')!.textContent).toBe("Thanks! We'll be in touch.");
});
