import { render, fireEvent, waitFor, act, cleanup } from '@testing-library/preact';
import { Login } from '../../../widgets/login/login';
import { widget } from '../../../widgets/login/index';
import { LOGIN_MESSAGES } from '../../../widgets/login/messages';
import { loginCss } from '../../../widgets/login/styles';
import { navigation, safeRedirect } from '../../../widgets/login/redirect';
import { drawCaptcha } from '../../../widgets/login/captcha';
import { axeViolations } from '../../support/axe';
import { installFakeFetch, type FakeFetch, type ReplySpec } from '../../support/fake-fetch';

const json = (status: number, body?: unknown): ReplySpec => ({ status, body });
const networkError = (): ReplySpec => ({ networkError: true });

const CAPTCHA = 'GET /api/auth/GenerateCaptcha';
const AUTH = 'POST /api/auth/authenticate';

const TOKENS = {
  roleId: 1,
  userId: 'u-42',
  companyId: 7,
  emailId: 'staff@example.com',
  refreshToken: 'refresh-secret',
  token: 'access-secret',
  isFirstLogin: false,
  password: null,
  tempUsers: null,
  lockUser: false,
};

let fake: FakeFetch;
let captchaNo = 0;
let go: jest.SpyInstance;

function captchaReply() {
  captchaNo += 1;
  return json(200, {
    captchaId: `c${captchaNo}`,
    width: 320,
    height: 40,
    png: Buffer.from(`png-${captchaNo}`).toString('base64'),
  });
}

beforeEach(() => {
  captchaNo = 0;
  localStorage.clear();
  fake = installFakeFetch({ [CAPTCHA]: () => captchaReply() });
  // jsdom has no 2D canvas context; by default behave like that, silently.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  go = jest.spyOn(navigation, 'go').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  fake.restore();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

function setup(attrs: Record<string, string | undefined> = {}) {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const events: CustomEvent[] = [];
  host.addEventListener('bfsi-login', (e) => events.push(e as CustomEvent));
  const utils = render(<Login host={host} attrs={attrs} />, { container: host });
  const q = {
    user: () => utils.getByLabelText('Username') as HTMLInputElement,
    password: () => utils.getByLabelText('Password') as HTMLInputElement,
    captcha: () => utils.getByPlaceholderText('Enter the CAPTCHA') as HTMLInputElement,
    button: () => utils.getByRole('button', { name: 'Login' }) as HTMLButtonElement,
    summaries: () => Array.from(host.querySelectorAll('.bfsi-toast__summary')).map((n) => n.textContent),
    toastText: () => Array.from(host.querySelectorAll('.bfsi-toast__text')).map((n) => n.textContent),
  };
  return { host, events, ...utils, q };
}

/** Waits until captcha number n (default: the latest requested) is on the canvas. */
async function ready(s: ReturnType<typeof setup>, n?: number) {
  await waitFor(() => expect(s.host.querySelector('canvas')!.getAttribute('data-captcha-id')).toBe(`c${n ?? captchaNo}`));
}

function fill(s: ReturnType<typeof setup>, user: string, password: string, code: string) {
  fireEvent.input(s.q.user(), { target: { value: user } });
  fireEvent.input(s.q.password(), { target: { value: password } });
  fireEvent.input(s.q.captcha(), { target: { value: code } });
}

async function submit(s: ReturnType<typeof setup>) {
  await act(async () => {
    fireEvent.click(s.q.button());
  });
}

describe('<bfsi-login> component: screen (SPEC §2 Login)', () => {
  it('should show the Welcome heading, the lead, both fields with their placeholders, the captcha, the reload link and the Login button', async () => {
    const s = setup();
    await ready(s);
    expect(s.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(s.getByText('Please sign in to continue')).toBeInTheDocument();
    expect(s.q.user().placeholder).toBe('Enter username');
    expect(s.q.password().placeholder).toBe('Enter password');
    expect(s.q.password().type).toBe('password');
    const canvas = s.getByRole('img') as HTMLCanvasElement;
    expect(canvas.tagName).toBe('CANVAS');
    expect(canvas.width).toBe(320);
    expect(canvas.height).toBe(40);
    expect(canvas.getAttribute('aria-label')).toMatch(/captcha/i);
    expect(s.q.captcha()).toBeInTheDocument();
    expect(s.getByRole('button', { name: 'Reload captcha' })).toBeInTheDocument();
    expect(s.q.button().getAttribute('part')).toBe('button');
    expect(s.host.querySelector('form')!.getAttribute('part')).toBe('form');
  });

  it('should have no axe violations', async () => {
    const s = setup();
    await ready(s);
    expect(await axeViolations(s.host)).toEqual([]);
  });
});

describe('captcha (SPEC §4: on open, on reload, after any failure)', () => {
  it('should load one captcha when the form opens', async () => {
    const s = setup();
    await ready(s);
    expect(fake.calls(CAPTCHA)).toHaveLength(1);
  });

  it('should load a new captcha when the reload link is pressed and clear the typed code', async () => {
    const s = setup();
    await ready(s);
    fireEvent.input(s.q.captcha(), { target: { value: 'abc' } });
    fireEvent.click(s.getByRole('button', { name: 'Reload captcha' }));
    await ready(s);
    expect(fake.calls(CAPTCHA)).toHaveLength(2);
    expect(s.q.captcha().value).toBe('');
  });

  it('should decode the PNG with createImageBitmap and draw it over the whole canvas at the device pixel ratio', async () => {
    const decoded: Blob[] = [];
    const bitmap = { close: jest.fn() };
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async (b: Blob) => {
      decoded.push(b);
      return bitmap;
    });
    const ctx = { clearRect: jest.fn(), drawImage: jest.fn(), imageSmoothingEnabled: false, imageSmoothingQuality: 'low' };
    (HTMLCanvasElement.prototype.getContext as jest.Mock).mockReturnValue(ctx);
    const dpr = window.devicePixelRatio;
    Object.defineProperty(window, 'devicePixelRatio', { value: 2, configurable: true });
    try {
      const s = setup();
      await ready(s);
      await waitFor(() => expect(ctx.drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 640, 80));
      expect(decoded[0].type).toBe('image/png');
      expect(decoded[0].size).toBe('png-1'.length);
      const canvas = s.getByRole('img') as HTMLCanvasElement;
      // The backing store follows the pixel ratio; the CSS box stays 320×40 (styles.ts).
      expect([canvas.width, canvas.height]).toEqual([640, 80]);
      expect(ctx.imageSmoothingQuality).toBe('high');
      expect(bitmap.close).toHaveBeenCalled();
    } finally {
      delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
      Object.defineProperty(window, 'devicePixelRatio', { value: dpr, configurable: true });
    }
  });

  it('should not throw when the canvas has no 2D context (jsdom)', async () => {
    const canvas = document.createElement('canvas');
    await expect(drawCaptcha(canvas, { captchaId: 'x', width: 320, height: 40, png: '' })).resolves.toBe(false);
  });

  it('should say so and offer the reload link when the captcha cannot be loaded', async () => {
    let first = true;
    fake.on(CAPTCHA, () => {
      if (!first) return captchaReply();
      first = false;
      return json(500, { error: 'Internal', message: 'boom' });
    });
    const s = setup();
    await waitFor(() => expect(s.getByText(LOGIN_MESSAGES.captchaUnavailable.trim())).toBeInTheDocument());
    fireEvent.click(s.getByRole('button', { name: 'Reload captcha' }));
    await ready(s);
    expect(s.queryByText(LOGIN_MESSAGES.captchaUnavailable.trim())).toBeNull();
  });
});

describe('sign-in checks in SPEC order with the exact toast texts (SPEC §5, §8)', () => {
  it("should refuse an empty captcha locally with 'Error-  Please Enter Valid Captcha ' and a new captcha, without a request", async () => {
    const s = setup();
    await ready(s);
    fill(s, '', '', '');
    await submit(s);
    expect(s.q.summaries()).toEqual(['Error-  Please Enter Valid Captcha ']);
    expect(fake.calls(AUTH)).toHaveLength(0);
    await ready(s, 2);
    expect(fake.calls(CAPTCHA)).toHaveLength(2);
  });

  it('should check the captcha before the credentials: empty credentials with a typed captcha go to the server', async () => {
    fake.on(AUTH, json(400, { error: 'InvalidCaptcha', message: 'Invalid captcha' }));
    const s = setup();
    await ready(s);
    fill(s, '', '', 'WRONG');
    await submit(s);
    await waitFor(() => expect(s.q.summaries()).toEqual(['Error-  Please Enter Valid Captcha ']));
    expect(fake.calls(AUTH)).toHaveLength(1);
  });

  it('should post {_id, userName, email: userName, password, captchaId, captchaCode} to {apiBase}/auth/authenticate', async () => {
    fake.on(AUTH, json(200, TOKENS));
    const s = setup();
    await ready(s);
    fill(s, 'alice', 'pw1', 'K7pQ2x');
    await submit(s);
    await waitFor(() => expect(fake.calls(AUTH)).toHaveLength(1));
    const call = fake.calls(AUTH)[0];
    expect(call.url).toBe('http://localhost/api/auth/authenticate');
    expect(call.body).toEqual({ _id: '', userName: 'alice', email: 'alice', password: 'pw1', captchaId: 'c1', captchaCode: 'K7pQ2x' });
  });

  it('should use the api-base attribute of the element', async () => {
    fake.on('GET /custom/auth/GenerateCaptcha', () => captchaReply());
    const host = document.createElement('div');
    host.setAttribute('api-base', 'http://localhost/custom/');
    document.body.appendChild(host);
    render(<Login host={host} attrs={{ apiBase: 'http://localhost/custom/' }} />, { container: host });
    await waitFor(() => expect(fake.calls('GET /custom/auth/GenerateCaptcha')).toHaveLength(1));
  });

  const failures: [string, ReplySpec, string, string | null][] = [
    ['400 InvalidCaptcha', json(400, { error: 'InvalidCaptcha', message: 'Invalid captcha' }), 'Error-  Please Enter Valid Captcha ', null],
    ['400 MissingCredentials', json(400, { error: 'MissingCredentials', message: 'Missing' }), 'Error-  Please Enter User Name or Password ', null],
    ['423 Locked', json(423, { error: 'Locked', message: 'This account is locked. Try again in 15 minutes.' }), 'Error-  Login Failed ', 'This account is locked. Try again in 15 minutes.'],
    ['401 LoginFailed', json(401, { error: 'LoginFailed', message: 'Wrong user name or password' }), 'Error-  Login Failed ', null],
    ['500', json(500, { error: 'Internal', message: 'x' }), 'Error-  Login Failed ', null],
    ['a network error', networkError(), 'Error-  Login Failed ', null],
    ['200 without a token', json(200, { ...TOKENS, token: null }), 'Error-  Login Failed ', null],
    ['200 with lockUser set', json(200, { ...TOKENS, lockUser: true }), 'Error-  Login Failed ', null],
  ];

  it.each(failures)('should answer %s with its toast, a new captcha, no stored session and no event', async (_name, reply, summary, detail) => {
    fake.on(AUTH, reply);
    const s = setup();
    await ready(s);
    fill(s, 'alice', 'pw', 'CODE12');
    await submit(s);
    await waitFor(() => expect(s.q.summaries()).toEqual([summary]));
    expect(s.q.toastText()).toEqual([summary + (detail ?? '')]);
    await ready(s, 2);
    expect(fake.calls(CAPTCHA)).toHaveLength(2);
    expect(s.q.captcha().value).toBe('');
    expect(s.q.button().disabled).toBe(false);
    expect(s.q.button().getAttribute('aria-busy')).toBe('false');
    expect(localStorage.getItem('token')).toBeNull();
    expect(s.events).toHaveLength(0);
    expect(go).not.toHaveBeenCalled();
  });

  it('should load one new captcha per failure across repeated failures', async () => {
    fake.on(AUTH, json(401, { error: 'LoginFailed', message: 'no' }));
    const s = setup();
    await ready(s);
    for (let i = 0; i < 3; i++) {
      fill(s, 'alice', 'pw', 'CODE');
      await submit(s);
      await ready(s, i + 2);
    }
    expect(fake.calls(AUTH)).toHaveLength(3);
    expect(fake.calls(CAPTCHA)).toHaveLength(4);
    // Each attempt used the captcha shown at the time.
    expect(fake.calls(AUTH).map((c) => (c.body as { captchaId: string }).captchaId)).toEqual(['c1', 'c2', 'c3']);
  });
});

describe('clicking flag (SPEC §4)', () => {
  it('should disable the button and set aria-busy while the request is in flight, ignore a second click, and clear on failure', async () => {
    const pending = fake.defer(AUTH);
    const s = setup();
    await ready(s);
    fill(s, 'alice', 'pw', 'CODE');
    await submit(s);
    expect(s.q.button().disabled).toBe(true);
    expect(s.q.button().getAttribute('aria-busy')).toBe('true');
    fireEvent.submit(s.host.querySelector('form')!);
    expect(fake.calls(AUTH)).toHaveLength(1);
    await act(async () => pending.resolve(json(401, { error: 'LoginFailed', message: 'no' })));
    await waitFor(() => expect(s.q.button().disabled).toBe(false));
    expect(s.q.button().getAttribute('aria-busy')).toBe('false');
  });

  it('should clear the flag on success', async () => {
    const pending = fake.defer(AUTH);
    const s = setup();
    await ready(s);
    fill(s, 'alice', 'pw', 'CODE');
    await submit(s);
    expect(s.q.button().disabled).toBe(true);
    await act(async () => pending.resolve(json(200, TOKENS)));
    await waitFor(() => expect(s.q.button().disabled).toBe(false));
  });
});

describe('success (SPEC §4)', () => {
  it('should clear the stored values, then save userId and token (never a refresh token: that stays in its HttpOnly cookie), and leave other keys alone', async () => {
    localStorage.setItem('token', 'old');
    localStorage.setItem('userId', 'old-user');
    localStorage.setItem('partner-key', 'keep');
    const order: string[] = [];
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(function (this: Storage, key: string) {
      order.push(`remove ${key}`);
      delete (this as unknown as Record<string, string>)[key];
    });
    const realSet = Storage.prototype.setItem;
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      order.push(`set ${key}`);
      realSet.call(this, key, value);
    });
    fake.on(AUTH, json(200, TOKENS));
    const s = setup();
    await ready(s);
    fill(s, 'alice', 'pw', 'CODE');
    await submit(s);
    await waitFor(() => expect(s.events).toHaveLength(1));
    expect(order).toEqual(['remove userId', 'remove token', 'remove refreshToken', 'set userId', 'set token']);
    expect(localStorage.getItem('userId')).toBe('u-42');
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('token')).toBe('access-secret');
    expect(localStorage.getItem('partner-key')).toBe('keep');
  });

  it('should fire bfsi-login {userId} that bubbles, is composed and carries no token or password', async () => {
    fake.on(AUTH, json(200, TOKENS));
    const s = setup();
    const onDocument = jest.fn();
    document.addEventListener('bfsi-login', onDocument);
    await ready(s);
    fill(s, 'alice', 'pw-secret', 'CODE');
    await submit(s);
    await waitFor(() => expect(s.events).toHaveLength(1));
    const e = s.events[0];
    expect(e.detail).toEqual({ userId: 'u-42' });
    expect(e.bubbles && e.composed).toBe(true);
    expect(JSON.stringify(e.detail)).not.toMatch(/secret/);
    expect(onDocument).toHaveBeenCalledTimes(1);
    document.removeEventListener('bfsi-login', onDocument);
  });

  it('should stay on the page without a redirect attribute, with a success toast and the password cleared', async () => {
    fake.on(AUTH, json(200, TOKENS));
    const s = setup();
    await ready(s);
    fill(s, 'alice', 'pw', 'CODE');
    await submit(s);
    await waitFor(() => expect(s.q.summaries()).toEqual([LOGIN_MESSAGES.signedIn]));
    expect(go).not.toHaveBeenCalled();
    expect(s.q.password().value).toBe('');
  });

  it('should load a new captcha after a sign-in without redirect, so a second sign-in on the page uses a fresh one', async () => {
    fake.on(AUTH, json(200, TOKENS));
    const s = setup();
    await ready(s, 1);
    fill(s, 'alice', 'pw', 'CODE');
    await submit(s);
    await waitFor(() => expect(s.events).toHaveLength(1));
    await ready(s, 2);
    expect(fake.calls(CAPTCHA)).toHaveLength(2);
    expect(s.q.captcha().value).toBe('');
    fill(s, 'bob', 'pw2', 'CODE2');
    await submit(s);
    await waitFor(() => expect(s.events).toHaveLength(2));
    expect(fake.calls(AUTH).map((r) => (r.body as { captchaId: string }).captchaId)).toEqual(['c1', 'c2']);
  });

  it('should not load another captcha when leaving through redirect', async () => {
    fake.on(AUTH, json(200, TOKENS));
    const s = setup({ redirect: '/BlogRegistration' });
    await ready(s, 1);
    fill(s, 'alice', 'pw', 'CODE');
    await submit(s);
    await waitFor(() => expect(go).toHaveBeenCalled());
    expect(fake.calls(CAPTCHA)).toHaveLength(1);
  });

  it.each([
    ['/BlogRegistration', 'http://localhost/BlogRegistration'],
    ['https://partner.example/after', 'https://partner.example/after'],
    ['http://localhost/dashboard?x=1', 'http://localhost/dashboard?x=1'],
  ])('should navigate to redirect=%s', async (redirect, expected) => {
    fake.on(AUTH, json(200, TOKENS));
    const s = setup({ redirect });
    await ready(s);
    fill(s, 'alice', 'pw', 'CODE');
    await submit(s);
    await waitFor(() => expect(go).toHaveBeenCalledWith(expected));
    // The session is stored and the event fired before leaving.
    expect(localStorage.getItem('token')).toBe('access-secret');
    expect(s.events).toHaveLength(1);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', ' ', 'vbscript:x'])('should ignore an unsafe or empty redirect %p and stay', async (redirect) => {
    fake.on(AUTH, json(200, TOKENS));
    const s = setup({ redirect });
    await ready(s);
    fill(s, 'alice', 'pw', 'CODE');
    await submit(s);
    await waitFor(() => expect(s.events).toHaveLength(1));
    expect(go).not.toHaveBeenCalled();
  });

  it('safeRedirect accepts only http(s) after resolving against the page', () => {
    expect(safeRedirect('JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeRedirect('//evil.example/x')).toBe('http://evil.example/x');
    expect(safeRedirect('')).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
  });
});

describe('toasts (SPEC §4 Toasts, §9)', () => {
  it('should place toasts top-right, 25rem wide, above the page by --bfsi-z-index', () => {
    expect(loginCss).toMatch(/\.bfsi-toasts \{[^}]*position: fixed; top: var\(--bfsi-toast-top, 16px\); right: 16px; z-index: var\(--bfsi-z-index, 1000\)/);
    expect(loginCss).toMatch(/\.bfsi-toasts \{[^}]*width: 25rem/);
  });

  it('should dismiss a toast after 3000 ms, and hovering pauses the timer', async () => {
    jest.useFakeTimers();
    const s = setup();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    await submit(s); // empty captcha: local toast
    expect(s.q.summaries()).toEqual(['Error-  Please Enter Valid Captcha ']);
    const toast = s.host.querySelector('.bfsi-toast')!;
    expect(toast.getAttribute('data-severity')).toBe('error');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    fireEvent.mouseEnter(toast);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(s.q.summaries()).toHaveLength(1);
    fireEvent.mouseLeave(toast);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1900);
    });
    expect(s.q.summaries()).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(s.q.summaries()).toHaveLength(0);
  });
});

describe('<bfsi-login> element path (widget.attach)', () => {
  it('should render inside the shadow root, follow attribute updates, and clean up on detach', async () => {
    fake.on(AUTH, json(200, TOKENS));
    const host = document.createElement('bfsi-login-test');
    document.body.appendChild(host);
    const controller = widget.attach(host);
    const root = host.shadowRoot!;
    expect(root).not.toBeNull();
    await waitFor(() => expect(root.querySelector('canvas')!.getAttribute('data-captcha-id')).toBe('c1'));
    expect(root.querySelector('h2')!.textContent).toBe('Welcome');
    // The host's light DOM is untouched.
    expect(host.childNodes).toHaveLength(0);

    host.setAttribute('redirect', '/after');
    controller.update();
    const set = (el: Element, value: string) => fireEvent.input(el, { target: { value } });
    set(root.querySelector('input[name="userName"]')!, 'alice');
    set(root.querySelector('input[name="password"]')!, 'pw');
    set(root.querySelector('input[name="captchaCode"]')!, 'CODE');
    const events: CustomEvent[] = [];
    document.addEventListener('bfsi-login', (e) => events.push(e), { once: true });
    await act(async () => {
      fireEvent.click(root.querySelector('button[part="button"]')!);
    });
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost/after'));
    expect(events[0].detail).toEqual({ userId: 'u-42' });

    controller.detach();
    expect(root.childNodes).toHaveLength(0);
    host.remove();
  });

  it('should abort a pending captcha request on detach', async () => {
    const abort = jest.spyOn(AbortController.prototype, 'abort');
    const pending = fake.defer(CAPTCHA);
    const host = document.createElement('div');
    const controller = widget.attach(host);
    await waitFor(() => expect(pending.started).toBe(true));
    controller.detach();
    expect(abort).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve(captchaReply()));
    expect(host.shadowRoot!.childNodes).toHaveLength(0);
  });
});

describe('coming back after sign-in (?next=)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('should go to ?next= when it is a path on this origin, before the redirect attribute', async () => {
    window.history.replaceState(null, '', '/Login?next=%2Fdashboard');
    fake.on(AUTH, json(200, TOKENS));
    const s = setup({ redirect: '/BlogRegistration' });
    await ready(s);
    fill(s, 'alice', 'pw', 'CODE');
    await submit(s);
    await waitFor(() => expect(go).toHaveBeenCalledWith(`${window.location.origin}/dashboard`));
  });

  it('should send a first sign-in to the password change on /dashboard, whatever ?next= and redirect say', async () => {
    window.history.replaceState(null, '', '/Login?next=%2FBlogRegistration');
    fake.on(AUTH, json(200, { ...TOKENS, isFirstLogin: true }));
    const s = setup({ redirect: '/BlogRegistration' });
    await ready(s);
    fill(s, 'alice', 'pw', 'CODE');
    await submit(s);
    await waitFor(() => expect(go).toHaveBeenCalledWith('/dashboard'));
    expect(go).toHaveBeenCalledTimes(1);
  });

  it.each(['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example'])('should ignore ?next=%s', async (next) => {
    window.history.replaceState(null, '', `/Login?next=${encodeURIComponent(next)}`);
    fake.on(AUTH, json(200, TOKENS));
    const s = setup({ redirect: '/BlogRegistration' });
    await ready(s);
    fill(s, 'alice', 'pw', 'CODE');
    await submit(s);
    await waitFor(() => expect(go).toHaveBeenCalledWith(`${window.location.origin}/BlogRegistration`));
  });
});
