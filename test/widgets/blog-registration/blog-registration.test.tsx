import { render, fireEvent, waitFor, act, cleanup } from '@testing-library/preact';
import { BlogRegistration } from '../../../widgets/blog-registration/blog-registration';
import { widget } from '../../../widgets/blog-registration/index';
import { installFakeFetch, type FakeFetch } from '../../support/fake-fetch';
import { axeViolations } from '../../support/axe';

const CREATE = 'POST /api/Blog/CreateBlog';
const REFRESH = 'POST /api/auth/Refreshtoken';
const NEW_TOKENS = { userId: 'u-1', refreshToken: 'refresh-2', token: 'access-2', roleId: 1, companyId: 1, emailId: 'a@example.com', isFirstLogin: false, password: null, tempUsers: null, lockUser: false };

let api: FakeFetch;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('userId', 'u-1');
  localStorage.setItem('token', 'access-1');
  api = installFakeFetch({ [CREATE]: { status: 201, body: { data: { id: 9 } } } });
});

afterEach(() => {
  cleanup();
  api.restore();
  jest.restoreAllMocks();
});

function setup(hostAttrs: Record<string, string> = {}) {
  const host = document.createElement('div');
  for (const [k, v] of Object.entries(hostAttrs)) host.setAttribute(k, v);
  document.body.appendChild(host);
  const events: CustomEvent[] = [];
  host.addEventListener('bfsi-blog-registered', (e) => events.push(e as CustomEvent));
  const utils = render(<BlogRegistration host={host} attrs={{}} />, { container: host });
  const input = (label: string) => utils.getByLabelText(label) as HTMLInputElement;
  const q = {
    name: () => input('Blog Name'),
    url: () => input('Blog URL'),
    author: () => input('Author Name'),
    button: () => host.querySelector('button[part="button"]') as HTMLButtonElement,
    summaries: () => Array.from(host.querySelectorAll('.bfsi-toast__summary')).map((n) => n.textContent),
    toasts: () => Array.from(host.querySelectorAll('.bfsi-toast')),
  };
  return { host, events, q, ...utils };
}

function fill(s: ReturnType<typeof setup>, name: string, url: string, author: string) {
  fireEvent.input(s.q.name(), { target: { value: name } });
  fireEvent.input(s.q.url(), { target: { value: url } });
  fireEvent.input(s.q.author(), { target: { value: author } });
}

async function submit(s: ReturnType<typeof setup>) {
  await act(async () => {
    fireEvent.click(s.q.button());
  });
}

describe('<bfsi-blog-registration> screen (SPEC §2 BlogRegistration)', () => {
  it("should show 'Register Your Blog', three required fields, a url field with an https example placeholder, and 'Register Blog'", () => {
    const s = setup();
    expect(s.getByRole('heading', { name: 'Register Your Blog' })).toBeInTheDocument();
    for (const input of [s.q.name(), s.q.url(), s.q.author()]) expect(input.required).toBe(true);
    expect(s.q.url().type).toBe('url');
    expect(s.q.url().placeholder).toMatch(/^https:\/\/\S+$/);
    expect(s.q.button().textContent).toBe('Register Blog');
    expect(s.q.button().disabled).toBe(false);
    expect(s.host.querySelector('form')!.getAttribute('part')).toBe('form');
  });

  it('should have no axe violations, idle and while submitting', async () => {
    const s = setup();
    expect(await axeViolations(s.host)).toEqual([]);
    api.defer(CREATE);
    fill(s, 'B', 'https://b.example', 'A');
    await submit(s);
    expect(await axeViolations(s.host)).toEqual([]);
  });
});

describe('validation (SPEC §5: all three non-empty)', () => {
  it.each([
    ['all empty', '', '', ''],
    ['no blog name', '', 'https://b.example', 'Ann'],
    ['no blog url', 'My blog', '', 'Ann'],
    ['no author', 'My blog', 'https://b.example', ''],
    ['whitespace only', '  ', 'https://b.example', 'Ann'],
  ])("should toast exactly 'All Fields are required' and send nothing when %s", async (_n, name, url, author) => {
    const s = setup();
    fill(s, name, url, author);
    await submit(s);
    expect(s.q.summaries()).toEqual(['All Fields are required']);
    expect(s.q.toasts()[0].getAttribute('data-severity')).toBe('error');
    expect(api.requests).toHaveLength(0);
    expect(s.q.button().disabled).toBe(false);
  });

  it('should not check the URL format beyond the input type (SPEC §5)', async () => {
    const s = setup();
    fill(s, 'My blog', 'not a url', 'Ann');
    await submit(s);
    await waitFor(() => expect(api.calls(CREATE)).toHaveLength(1));
  });
});

describe('submitting (SPEC §2, §4 Blog form)', () => {
  it("should read 'Registering...' with a spinner, be disabled and aria-busy while submitting, and ignore a second press", async () => {
    const pending = api.defer(CREATE);
    const s = setup();
    fill(s, 'My blog', 'https://b.example', 'Ann');
    await submit(s);
    const button = s.q.button();
    expect(button.textContent).toBe('Registering...');
    expect(button.querySelector('.bfsi-spinner')).not.toBeNull();
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(s.host.querySelector('form')!);
    expect(api.calls(CREATE)).toHaveLength(1);
    await act(async () => pending.resolve({ status: 201, body: { data: {} } }));
    await waitFor(() => expect(s.q.button().textContent).toBe('Register Blog'));
    expect(s.q.button().disabled).toBe(false);
    expect(s.q.button().querySelector('.bfsi-spinner')).toBeNull();
  });

  it('should POST {BlogName, BlogUrl, AuthorName} to {blogApiBase}/Blog/CreateBlog with the stored bearer token', async () => {
    const s = setup();
    fill(s, 'My blog', 'https://b.example/feed', 'Ann Author');
    await submit(s);
    await waitFor(() => expect(api.calls(CREATE)).toHaveLength(1));
    const r = api.calls(CREATE)[0];
    expect(r.url).toBe('http://localhost/api/Blog/CreateBlog');
    expect(r.body).toEqual({ BlogName: 'My blog', BlogUrl: 'https://b.example/feed', AuthorName: 'Ann Author' });
    expect(r.headers.authorization).toBe('Bearer access-1');
  });

  it('should use the blog-api-base attribute', async () => {
    api.on('POST /blogs/v2/Blog/CreateBlog', { status: 201, body: { data: {} } });
    const s = setup({ 'blog-api-base': 'http://localhost/blogs/v2' });
    fill(s, 'B', 'https://b.example', 'A');
    await submit(s);
    await waitFor(() => expect(api.requests.map((r) => r.url)).toEqual(['http://localhost/blogs/v2/Blog/CreateBlog']));
  });

  it('should send no Authorization header when nobody is signed in', async () => {
    localStorage.removeItem('token');
    const s = setup();
    fill(s, 'B', 'https://b.example', 'A');
    await submit(s);
    await waitFor(() => expect(api.calls(CREATE)).toHaveLength(1));
    expect(api.calls(CREATE)[0].headers.authorization).toBeUndefined();
  });
});

describe('success (SPEC §4, §8)', () => {
  it("should toast 'Blog Added Successfully', clear all three fields and fire bfsi-blog-registered {blogName}", async () => {
    const s = setup();
    const onDocument = jest.fn();
    document.addEventListener('bfsi-blog-registered', onDocument);
    fill(s, 'My blog', 'https://b.example', 'Ann');
    await submit(s);
    await waitFor(() => expect(s.q.summaries()).toEqual(['Blog Added Successfully']));
    expect(s.q.toasts()[0].getAttribute('data-severity')).toBe('success');
    expect([s.q.name().value, s.q.url().value, s.q.author().value]).toEqual(['', '', '']);
    expect(s.events).toHaveLength(1);
    expect(s.events[0].detail).toEqual({ blogName: 'My blog' });
    expect(s.events[0].bubbles && s.events[0].composed).toBe(true);
    expect(onDocument).toHaveBeenCalledTimes(1);
    document.removeEventListener('bfsi-blog-registered', onDocument);
  });
});

describe('errors (beyond SPEC §8, which left the flag stuck and said nothing)', () => {
  it.each([
    ['a 500', { status: 500, body: { error: 'Internal', message: 'Database unavailable' } }, 'Database unavailable'],
    ['a 400', { status: 400, body: { error: 'BadRequest', message: 'BlogUrl must be a URL' } }, 'BlogUrl must be a URL'],
    ['a network error', { networkError: true }, 'The service could not be reached. Please try again.'],
  ])('should show an error toast on %s, keep the fields, fire nothing and re-enable the button', async (_n, reply, detail) => {
    api.on(CREATE, reply);
    const s = setup();
    fill(s, 'My blog', 'https://b.example', 'Ann');
    await submit(s);
    await waitFor(() => expect(s.q.summaries()).toEqual(['The blog could not be registered.']));
    expect(s.q.toasts()[0].textContent).toContain(detail);
    expect(s.q.toasts()[0].getAttribute('data-severity')).toBe('error');
    expect(s.q.button().disabled).toBe(false);
    expect(s.q.button().textContent).toBe('Register Blog');
    expect(s.q.name().value).toBe('My blog');
    expect(s.events).toHaveLength(0);
  });

  it('should say the session expired on 401 when there is no refresh cookie (the renewal is refused)', async () => {
    api.on(CREATE, { status: 401, body: { error: 'Unauthorized', message: 'expired' } });
    api.on(REFRESH, { status: 401, body: { error: 'Unauthorized', message: 'No refresh token.' } });
    const s = setup();
    fill(s, 'My blog', 'https://b.example', 'Ann');
    await submit(s);
    await waitFor(() => expect(s.q.summaries()).toEqual(['Your session has expired. Please sign in again.']));
    // The page cannot see an HttpOnly cookie, so it asks once.
    expect(api.calls(REFRESH)).toHaveLength(1);
    expect(api.calls(CREATE)).toHaveLength(1);
    expect(s.q.button().disabled).toBe(false);
  });

  it('should renew the session once from the refresh-token cookie on 401, store the new access token and retry', async () => {
    let n = 0;
    api.on(CREATE, () => (++n === 1 ? { status: 401, body: { error: 'Unauthorized', message: 'expired' } } : { status: 201, body: { data: {} } }));
    api.on(REFRESH, { status: 200, body: NEW_TOKENS });
    const s = setup();
    fill(s, 'My blog', 'https://b.example', 'Ann');
    await submit(s);
    await waitFor(() => expect(s.q.summaries()).toEqual(['Blog Added Successfully']));
    // The body names no token: the browser sends the HttpOnly cookie itself.
    expect(api.calls(REFRESH).map((r) => r.body)).toEqual([{}]);
    expect(api.calls(CREATE).map((r) => r.headers.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(localStorage.getItem('token')).toBe('access-2');
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(s.events).toHaveLength(1);
  });

  it('should say the session expired when the renewal fails, without retrying', async () => {
    api.on(CREATE, { status: 401, body: { error: 'Unauthorized', message: 'expired' } });
    api.on(REFRESH, { status: 401, body: { error: 'Unauthorized', message: 'revoked' } });
    const s = setup();
    fill(s, 'My blog', 'https://b.example', 'Ann');
    await submit(s);
    await waitFor(() => expect(s.q.summaries()).toEqual(['Your session has expired. Please sign in again.']));
    expect(api.calls(CREATE)).toHaveLength(1);
    expect(api.calls(REFRESH)).toHaveLength(1);
  });

  it('should renew at most once: a second 401 after renewal says the session expired', async () => {
    api.on(CREATE, { status: 401, body: { error: 'Unauthorized', message: 'expired' } });
    api.on(REFRESH, { status: 200, body: NEW_TOKENS });
    const s = setup();
    fill(s, 'My blog', 'https://b.example', 'Ann');
    await submit(s);
    await waitFor(() => expect(s.q.summaries()).toEqual(['Your session has expired. Please sign in again.']));
    expect(api.calls(CREATE)).toHaveLength(2);
    expect(api.calls(REFRESH)).toHaveLength(1);
  });
});

describe('<bfsi-blog-registration> element path (widget.attach)', () => {
  it('should render into the shadow root, register a blog, and unmount on detach', async () => {
    const host = document.createElement('bfsi-blog-test');
    host.setAttribute('blog-api-base', 'http://localhost/api');
    document.body.appendChild(host);
    const controller = widget.attach(host);
    const root = host.shadowRoot!;
    expect(root.querySelector('h2')!.textContent).toBe('Register Your Blog');
    expect(host.childNodes).toHaveLength(0);
    const set = (name: string, value: string) => fireEvent.input(root.querySelector(`input[name="${name}"]`)!, { target: { value } });
    set('blogName', 'Shadow blog');
    set('blogUrl', 'https://s.example');
    set('authorName', 'Sam');
    const seen = jest.fn();
    document.addEventListener('bfsi-blog-registered', seen);
    await act(async () => {
      fireEvent.click(root.querySelector('button[part="button"]')!);
    });
    await waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    expect((seen.mock.calls[0][0] as CustomEvent).detail).toEqual({ blogName: 'Shadow blog' });
    document.removeEventListener('bfsi-blog-registered', seen);
    controller.update();
    controller.detach();
    expect(root.childNodes).toHaveLength(0);
    host.remove();
  });

  it('should abort a pending request on detach and show nothing afterwards', async () => {
    const abort = jest.spyOn(AbortController.prototype, 'abort');
    const pending = api.defer(CREATE);
    const host = document.createElement('div');
    document.body.appendChild(host); // a detached form never submits
    const controller = widget.attach(host);
    const root = host.shadowRoot!;
    const set = (name: string, value: string) => fireEvent.input(root.querySelector(`input[name="${name}"]`)!, { target: { value } });
    set('blogName', 'B');
    set('blogUrl', 'https://b.example');
    set('authorName', 'A');
    await act(async () => {
      fireEvent.click(root.querySelector('button[part="button"]')!);
    });
    expect(pending.started).toBe(true);
    controller.detach();
    expect(abort).toHaveBeenCalled();
    await act(async () => pending.resolve({ status: 201, body: { data: {} } }));
    expect(root.childNodes).toHaveLength(0);
    host.remove();
  });
});
