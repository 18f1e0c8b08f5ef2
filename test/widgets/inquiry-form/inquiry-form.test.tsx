// SPEC.md contact forms: §2 (fields and 'Interested In' per page), §3 and §9
// (the SendEmail payload), §4 (states and transitions), §5 (validation and
// messages), §8 (inquiry success; failure, which we report instead of only
// logging), plus the element path (attach, attribute update, detach).
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { settle } from '../../support/flush';
import { axeViolations } from '../../support/axe';
import { InquiryForm, CHECK_TEXT, FAILURE_TEXT, SUCCESS_TEXT } from '../../../widgets/inquiry-form/inquiry-form';
import { EMAIL_TEXT } from '../../../widgets/inquiry-form/field-errors';
import { widget } from '../../../widgets/inquiry-form/index';
import { variants, type InquiryVariant } from '../../../widgets/inquiry-form/variants';
import { siteConfig } from '../../../content/site-config';
import { privacyNotice } from '../../../content/privacy-notice';
import { installFakeFetch, type FakeFetch } from '../../support/fake-fetch';

const SEND = 'POST /Email/SendEmail';
const accepted = { status: 202, body: { id: 'inq_1', status: 'queued' } };

let api: FakeFetch;
let host: HTMLElement;

beforeEach(() => {
  api = installFakeFetch({ [SEND]: accepted });
  host = document.createElement('bfsi-test-host');
  document.body.append(host);
});

afterEach(() => {
  cleanup();
  host.remove();
  api.restore();
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (window as { bfsi?: unknown }).bfsi;
});

function draw(variant: string | undefined, extra: Record<string, string> = {}) {
  return render(<InquiryForm host={host} attrs={{ variant, ...extra }} />);
}

function type(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

function press() {
  fireEvent.click(screen.getByRole('button'));
}

const typed = { name: 'Ada Lovelace', email: 'ada@bank.example', subject: 'Pre-underwriting', designation: 'Head of Lending', message: 'Please call me.' };

function fillAll(variant: InquiryVariant) {
  for (const f of variants[variant].fields) type(f.label, typed[f.name]);
}

function events(name: string) {
  const seen: CustomEvent[] = [];
  const listener = (e: Event) => seen.push(e as CustomEvent);
  document.addEventListener(name, listener);
  return seen;
}

const layout: [InquiryVariant, string[], string[], string][] = [
  ['home', ['Name', 'Email', 'Subject', 'Message'], [], 'Send Message'],
  ['loanxpress', ['Name', 'Email', 'Subject', 'Message'], [], 'Send Message'],
  ['product', ['Name', 'Email', 'Designation', 'Message'], [], 'Send Message'],
  ['consulting', ['Name', 'Email', 'Message'], ['Collections', 'Customer Support', 'E-Mail and Chat Support', 'IT'], 'Send Request'],
  ['technology', ['Name', 'Email', 'Message'], ['AI', 'ML', 'RPA', 'DevOps'], 'Send Request'],
  ['operations', ['Name', 'Email', 'Message'], ['Banking', 'Risk &Compliance', 'Mortgage'], 'Send Request'],
  ['customer-experience', ['Name', 'Email', 'Message'], ['Collections', 'Customer Support', 'E-Mail and Chat Support', 'IT'], 'Send Request'],
];

describe('fields per variant (SPEC §2, §5)', () => {
  test.each(layout)('%s shows fields %j, checkboxes %j and a "%s" button', (variant, fields, interests, button) => {
    draw(variant);
    const form = screen.getByRole('button').closest('form')!;
    const labels = [...form.querySelectorAll('.bfsi-field label')].map((l) => l.textContent!.replace('*', '').trim());
    expect(labels).toEqual(fields);
    for (const label of fields) expect(screen.getByLabelText(label, { exact: false })).toHaveAttribute('aria-required', 'true');
    const boxes = screen.queryAllByRole('checkbox').filter((b) => b.getAttribute('name') !== 'keepInformed').map((b) => b.parentElement!.textContent!.trim());
    expect(boxes).toEqual(interests);
    if (interests.length) expect(screen.getByRole('group', { name: 'Interested In' })).toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveTextContent(button);
  });

  test('the email input is type=email, inputs are 16px-ready and the form and button carry their parts', () => {
    draw('home');
    expect(screen.getByLabelText('Email', { exact: false })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button')).toHaveAttribute('part', 'button');
    expect(screen.getByRole('button').closest('form')).toHaveAttribute('part', 'form');
    expect(screen.getByLabelText('Message', { exact: false }).tagName).toBe('TEXTAREA');
  });

  test('a missing or unknown variant falls back to home with one console warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    draw('newsletter');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('newsletter');
    expect(screen.getByText('Subject')).toBeInTheDocument();
    expect(screen.getByRole('button')).toHaveTextContent('Send Message');
    cleanup();
    warn.mockClear();
    draw(undefined);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveTextContent('Send Message');
  });

  test.each(layout.map(([v]) => v))('%s has no accessibility violations, before and after a failed attempt', async (variant) => {
    const { container } = draw(variant);
    expect(await axeViolations(container)).toEqual([]);
    press();
    await settle();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('validation (SPEC §4, §5)', () => {
  const messages: Record<string, string> = {
    Name: 'Name is required',
    Email: 'Email is required',
    Subject: 'Subject is required',
    Designation: 'Designation is required',
    Message: 'Message is required',
  };

  test.each(layout.filter(([v]) => v !== 'product'))(
    '%s shows no message before the first attempt, then one per empty required field',
    async (variant, fields) => {
      draw(variant);
      for (const f of fields) expect(screen.queryByText(messages[f])).toBeNull();
      press();
      await settle();
      for (const f of fields) {
        const input = screen.getByLabelText(f, { exact: false });
        expect(screen.getByText(messages[f])).toBeVisible();
        expect(input).toHaveAttribute('aria-invalid', 'true');
        expect(input).toHaveAccessibleDescription(messages[f]);
      }
      expect(api.requests).toHaveLength(0);
    },
  );

  test('after the first attempt a message goes away as soon as its field is filled, and the first empty field gets focus', async () => {
    draw('home');
    press();
    await settle();
    expect(screen.getByLabelText('Name', { exact: false })).toHaveFocus();
    type('Name', 'Ada');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByLabelText('Name', { exact: false })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  test('a partly filled form sends nothing and names only the missing fields', async () => {
    draw('loanxpress');
    type('Name', 'Ada');
    type('Message', 'Hi');
    press();
    await settle();
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  test('whitespace alone does not count as filled', async () => {
    draw('consulting');
    type('Name', '   ');
    type('Email', 'a@b.example');
    type('Message', 'x');
    press();
    await settle();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  test.each(['priya@bank', 'not-an-email'])('a mistyped address (%s) is named next to the field before anything is sent', async (address) => {
    draw('consulting');
    type('Name', 'Ada');
    type('Email', address);
    type('Message', 'x');
    press();
    await settle();
    const input = screen.getByLabelText('Email', { exact: false });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(EMAIL_TEXT);
    expect(input).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.requests).toHaveLength(0);
    type('Email', 'priya@bank.com');
    expect(input).not.toHaveAttribute('aria-invalid');
    press();
    await settle();
    expect(api.requests).toHaveLength(1);
  });

  test('the message box counts characters near the limit and names an over-long message', async () => {
    draw('home');
    fillAll('home');
    const box = screen.getByLabelText('Message', { exact: false });
    expect(document.querySelector('[data-counter]')).toBeNull();
    type('Message', 'x'.repeat(4600));
    expect(screen.getByText('4,600 / 5,000 characters')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('4,600 / 5,000 characters');
    type('Message', 'x'.repeat(5012));
    press();
    await settle();
    expect(box).toHaveFocus();
    expect(screen.getByText('Please keep this to 5,000 characters or fewer (it has 5,012).')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  test('product shows a format refusal even though it hides the required texts', async () => {
    draw('product');
    fillAll('product');
    type('Email', 'ada@bank');
    press();
    await settle();
    expect(screen.getByText(EMAIL_TEXT)).toHaveClass('bfsi-error');
  });
  test('product hides the per-field texts but still marks the fields invalid for assistive technology', async () => {
    draw('product');
    press();
    await settle();
    for (const f of ['Name', 'Email', 'Designation', 'Message']) {
      const input = screen.getByLabelText(f, { exact: false });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      const text = screen.getByText(messages[f]);
      expect(text).toHaveClass('bfsi-visually-hidden');
      expect(text).not.toHaveClass('bfsi-error');
    }
    expect(api.requests).toHaveLength(0);
  });

  test('an invalid press clears the status message (SPEC §4)', async () => {
    draw('loanxpress');
    fillAll('loanxpress');
    press();
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS_TEXT);
    press();
    await settle();
    expect(screen.queryByText(SUCCESS_TEXT)).toBeNull();
    expect(api.requests).toHaveLength(1);
  });
});

describe('payload (SPEC §3, §9)', () => {
  const expected: Record<InquiryVariant, [string[], string]> = {
    home: [['Pre-underwriting'], 'Pre-underwriting'],
    loanxpress: [['Pre-underwriting'], 'Pre-underwriting'],
    product: [['Head of Lending'], 'Head of Lending'],
    consulting: [[''], ''],
    technology: [[''], ''],
    operations: [[''], ''],
    'customer-experience': [[''], ''],
  };

  test.each(Object.entries(expected))('%s sends the SPEC payload exactly, with the lead facts beside it', async (variant, [subjectcriteria, slot]) => {
    draw(variant);
    fillAll(variant as InquiryVariant);
    for (const box of screen.queryAllByRole('checkbox')) fireEvent.click(box);
    press();
    await settle();
    expect(api.requests).toHaveLength(1);
    const [req] = api.requests;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('http://localhost/api/Email/SendEmail');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.body).toStrictEqual({
      templateCode: 20090,
      subjectcriteria,
      criteria: ['Ada Lovelace', 'ada@bank.example', slot, 'Please call me.'],
      emailTo: siteConfig.email,
      variant,
      interests: variants[variant as InquiryVariant].interests,
      attribution: { page: 'http://localhost/' },
      consent: { noticeVersion: privacyNotice.version, optIn: true },
    });
  });

  test('ticked interests are sent by label in the form\'s order; the opt-in starts unticked', async () => {
    draw('technology');
    fillAll('technology');
    expect(screen.getByRole('checkbox', { name: privacyNotice.optInLabel })).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'RPA' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'AI' }));
    press();
    await settle();
    const body = api.requests[0].body as Record<string, unknown>;
    expect(body.interests).toEqual(['AI', 'RPA']);
    expect(body.subjectcriteria).toEqual(['']);
    expect(body.consent).toEqual({ noticeVersion: privacyNotice.version, optIn: false });
  });

  test('nothing identifying is stored on the device: no cookie, no local storage; session storage holds only the landing facts', async () => {
    sessionStorage.clear();
    draw('home');
    fillAll('home');
    press();
    await settle();
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(Object.keys(sessionStorage)).toEqual(['bfsi-landing']);
    expect(sessionStorage.getItem('bfsi-landing')).not.toMatch(/Ada|bank\.example/);
  });

  test.each(layout.map(([v]) => v))('%s shows the privacy notice line under its button', (variant) => {
    draw(variant);
    const notice = screen.getByText(privacyNotice.text);
    expect(screen.getByRole('button').compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice).toHaveAttribute('data-notice-version', privacyNotice.version);
  });

  test('the email-api-base attribute beats bfsi config and the default', async () => {
    (window as { bfsi?: unknown }).bfsi = Object.assign(() => {}, { config: { apiBase: 'https://config.example/api' } });
    host.setAttribute('email-api-base', 'https://mail.example/v2/');
    draw('home');
    fillAll('home');
    press();
    await settle();
    expect(api.requests[0].url).toBe('https://mail.example/v2/Email/SendEmail');
  });
});

describe('sending (SPEC §4, §8)', () => {
  test('success shows the green alert, clears every field and checkbox, resets the messages and fires bfsi-inquiry-sent', async () => {
    const sent = events('bfsi-inquiry-sent');
    draw('customer-experience');
    fillAll('customer-experience');
    fireEvent.click(screen.getByRole('checkbox', { name: 'IT' }));
    press();
    await settle();
    const alert = screen.getByRole('status');
    expect(alert).toHaveTextContent('Inquiry sent successfully!');
    expect(alert).toHaveClass('bfsi-alert--success');
    for (const f of ['Name', 'Email', 'Message']) expect(screen.getByLabelText(f, { exact: false })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'IT' })).not.toBeChecked();
    // submitted is reset: the now-empty fields show no messages
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0].detail).toEqual({ variant: 'customer-experience' });
    expect(sent[0].bubbles && sent[0].composed).toBe(true);
  });

  test.each([
    [500, { status: 500, body: { error: 'Internal', message: 'boom' } }],
    [429, { status: 429, body: { error: 'TooManyRequests', message: 'slow down' } }],
    [0, { networkError: true }],
  ] as const)(
    'a failed send (status %s) keeps every value, says so politely and fires bfsi-inquiry-failed',
    async (status, reply) => {
      api.on(SEND, reply);
      const failed = events('bfsi-inquiry-failed');
      const sent = events('bfsi-inquiry-sent');
      draw('home');
      fillAll('home');
      press();
      await settle();
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(FAILURE_TEXT);
      expect(alert).toHaveTextContent('nothing you typed has been lost');
      expect(screen.getByLabelText('Name', { exact: false })).toHaveValue('Ada Lovelace');
      expect(screen.getByLabelText('Subject', { exact: false })).toHaveValue('Pre-underwriting');
      expect(screen.getByLabelText('Message', { exact: false })).toHaveValue('Please call me.');
      expect(screen.queryByText(SUCCESS_TEXT)).toBeNull();
      expect(failed.map((e) => e.detail)).toEqual([{ variant: 'home', status }]);
      expect(sent).toHaveLength(0);
      // No event carries the inquiry's text (docs/partner-guide.md, Events).
      expect(JSON.stringify(failed[0].detail)).not.toContain('Ada');
    },
  );

  test.each([
    ['home', 'email', 'Email', 'InvalidEmail', EMAIL_TEXT],
    ['home', 'message', 'Message', 'TooLong', 'Please keep this to 5,000 characters or fewer (it has 15).'],
    ['product', 'subject', 'Designation', 'TooLong', 'Please keep this to 300 characters or fewer (it has 15).'],
    ['home', 'name', 'Name', 'InvalidCharacters', 'This holds a character we cannot accept; please retype it.'],
  ] as const)('%s: a server field error (%s: %s) shows next to its field, takes focus and says no "try again"', async (variant, field, label, code, text) => {
    api.on(SEND, { status: 400, body: { error: code, message: 'no', fields: { [field]: code } } });
    const failed = events('bfsi-inquiry-failed');
    draw(variant);
    fillAll(variant);
    press();
    await settle();
    const input = screen.getByLabelText(label, { exact: false });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(text);
    expect(input).toHaveFocus();
    expect(screen.queryByText(FAILURE_TEXT)).toBeNull();
    expect(screen.getByLabelText('Name', { exact: false })).toHaveValue('Ada Lovelace');
    expect(failed.map((e) => e.detail)).toEqual([{ variant, status: 400 }]);
    fireEvent.input(input, { target: { value: (input as HTMLInputElement).value + ' ' } });
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  test('a refusal naming no field of the form asks to check the input, not to try again', async () => {
    api.on(SEND, { status: 400, body: { error: 'BadRequest', message: 'no' } });
    draw('home');
    fillAll('home');
    press();
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(CHECK_TEXT);
    expect(screen.queryByText(FAILURE_TEXT)).toBeNull();
  });

  test('the role=status live region is in the DOM, empty and unstyled, before a send; success fills that same node', async () => {
    draw('home');
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    expect(region).not.toHaveClass('bfsi-alert');
    fillAll('home');
    press();
    await settle();
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent(SUCCESS_TEXT);
    expect(region).toHaveClass('bfsi-alert', 'bfsi-alert--success');
  });

  test('a second success in a row adds its text to the live region again (announced anew)', async () => {
    draw('consulting');
    const region = screen.getByRole('status');
    fillAll('consulting');
    press();
    await settle();
    const first = region.firstChild;
    expect(region).toHaveTextContent(SUCCESS_TEXT);
    const added: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => added.push(...r.addedNodes)));
    observer.observe(region, { childList: true, subtree: true, characterData: true });
    fillAll('consulting');
    press();
    await settle();
    await Promise.resolve(); // MutationObserver callbacks are microtasks
    observer.disconnect();
    expect(api.requests).toHaveLength(2);
    expect(region).toHaveTextContent(SUCCESS_TEXT);
    expect(region.firstChild).not.toBe(first);
    expect(added.map((n) => n.textContent)).toContain(SUCCESS_TEXT);
  });

  test('after a failure the visitor can send again, and success replaces the failure message', async () => {
    api.on(SEND, { status: 503, body: { error: 'Unavailable' } });
    draw('consulting');
    fillAll('consulting');
    press();
    await settle();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    api.on(SEND, accepted);
    press();
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS_TEXT);
    expect(api.requests).toHaveLength(2);
  });

  test('the status message is not reset by a valid resubmission while it is on its way (SPEC §4)', async () => {
    draw('loanxpress');
    fillAll('loanxpress');
    press();
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS_TEXT);
    const later = api.defer(SEND);
    fillAll('loanxpress');
    press();
    await settle();
    expect(later.started).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS_TEXT);
    later.resolve(accepted);
    await settle();
    expect(api.requests).toHaveLength(2);
  });

  test('a press while a request is on its way sends nothing more (no duplicate lead)', async () => {
    const later = api.defer(SEND);
    draw('technology');
    fillAll('technology');
    press();
    await settle();
    expect(screen.getByRole('button')).toBeDisabled();
    fireEvent.submit(screen.getByRole('button').closest('form')!);
    await settle();
    expect(api.requests).toHaveLength(1);
    later.resolve(accepted);
    await settle();
    expect(screen.getByRole('button')).toBeEnabled();
  });
});

describe('home send lock and product submitting flag (SPEC §4, §9: 2000 ms)', () => {
  test('home shows a spinner and "Sending..." and blocks repeat presses for 2 s, then "Send Message"', async () => {
    jest.useFakeTimers();
    draw('home');
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('Send Message');
    fillAll('home');
    press();
    await settle();
    expect(button).toHaveTextContent('Sending...');
    expect(button.querySelector('.bfsi-spinner')).not.toBeNull();
    expect(button).toBeDisabled();
    // The send succeeded and cleared the form; the lock still holds.
    fillAll('home');
    fireEvent.submit(button.closest('form')!);
    await settle();
    expect(api.requests).toHaveLength(1);
    act(() => {
      jest.advanceTimersByTime(1999);
    });
    expect(button).toHaveTextContent('Sending...');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(button).toHaveTextContent('Send Message');
    expect(button.querySelector('.bfsi-spinner')).toBeNull();
    expect(button).toBeEnabled();
    press();
    await settle();
    expect(api.requests).toHaveLength(2);
  });

  test('home: an invalid press does not start the lock', async () => {
    jest.useFakeTimers();
    draw('home');
    press();
    await settle();
    expect(screen.getByRole('button')).toHaveTextContent('Send Message');
    expect(screen.getByRole('button')).toBeEnabled();
    expect(jest.getTimerCount()).toBe(0);
  });

  test('product: the submitting flag is on for 2 s after a valid press, with no text change', async () => {
    jest.useFakeTimers();
    draw('product');
    fillAll('product');
    press();
    await settle();
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('Send Message');
    expect(button).toBeDisabled();
    expect(button.closest('form')).toHaveAttribute('aria-busy', 'true');
    act(() => {
      jest.advanceTimersByTime(1999);
    });
    expect(button).toBeDisabled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(button).toBeEnabled();
    expect(button.closest('form')).not.toHaveAttribute('aria-busy');
  });

  test('other variants have no 2 s lock', async () => {
    jest.useFakeTimers();
    draw('consulting');
    fillAll('consulting');
    press();
    await settle();
    expect(screen.getByRole('button')).toBeEnabled();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('the element (kit preactWidget)', () => {
  test('attach renders into the shadow root from attributes; update follows a variant change; detach unmounts', async () => {
    host.setAttribute('variant', 'operations');
    const controller = widget.attach(host);
    const shadow = within(host.shadowRoot as unknown as HTMLElement);
    expect(shadow.getByRole('button')).toHaveTextContent('Send Request');
    // Three interests and the opt-in.
    expect(shadow.getAllByRole('checkbox')).toHaveLength(4);
    expect(host.childNodes).toHaveLength(0);
    host.setAttribute('variant', 'product');
    controller.update();
    expect(shadow.getByLabelText('Designation', { exact: false })).toBeInTheDocument();
    expect(shadow.queryAllByRole('checkbox').map((b) => b.getAttribute('name'))).toEqual(['keepInformed']);
    controller.detach();
    expect(host.shadowRoot!.childNodes).toHaveLength(0);
  });

  test('removal during a send aborts it at once (detach without act), fires no event and leaves no timer behind', async () => {
    jest.useFakeTimers();
    const abort = jest.spyOn(AbortController.prototype, 'abort');
    const later = api.defer(SEND);
    const seen = [...events('bfsi-inquiry-sent'), ...events('bfsi-inquiry-failed')];
    host.setAttribute('variant', 'home');
    const controller = widget.attach(host);
    const shadow = within(host.shadowRoot as unknown as HTMLElement);
    for (const f of variants.home.fields) fireEvent.input(shadow.getByLabelText(f.label, { exact: false }), { target: { value: typed[f.name] } });
    fireEvent.click(shadow.getByRole('button'));
    await settle();
    expect(later.started).toBe(true);
    expect(jest.getTimerCount()).toBe(1);
    expect(abort).not.toHaveBeenCalled();
    // No act(): nothing may wait for Preact's after-paint flush. Not the lock
    // timer, not the request, and no deferred cleanup scheduled either.
    controller.detach();
    expect(abort).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
    later.resolve(accepted);
    await settle();
    expect(seen).toHaveLength(0);
  });

  test('events from inside the shadow root reach document with the host as target', async () => {
    const sent = events('bfsi-inquiry-sent');
    host.setAttribute('variant', 'consulting');
    const controller = widget.attach(host);
    const shadow = within(host.shadowRoot as unknown as HTMLElement);
    for (const f of variants.consulting.fields) fireEvent.input(shadow.getByLabelText(f.label, { exact: false }), { target: { value: typed[f.name] } });
    fireEvent.click(shadow.getByRole('button'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].target).toBe(host);
    controller.detach();
  });
});
