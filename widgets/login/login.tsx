/**
 * <bfsi-login>: staff sign-in with a server-checked captcha (SPEC §2 Login,
 * §4, §5, §8).
 *
 * Attributes, events, parts and custom properties: contract/element-docs.ts.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { apiFor, ApiError } from '../kit/api';
import { emit } from '../kit/emit';
import { useToasts } from '../kit/toast';
import type { WidgetProps } from '../kit/element';
import { useWork } from '../kit/use-work';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha, isCaptcha, type Captcha } from './captcha';
import { LOGIN_MESSAGES as M } from './messages';
import { saveSession, type TokenObject } from '../kit/session';
import { navigation, nextFromLocation, safeRedirect } from './redirect';

function isAbort(error: unknown): boolean {
  return (error as Error)?.name === 'AbortError';
}

let instances = 0;

/** Where a first sign-in (or one after an admin's reset) goes: the lead desk's password change. */
const FIRST_SIGN_IN_PAGE = '/dashboard';

export function Login({ host, attrs }: WidgetProps) {
  const api = useMemo(() => apiFor(host), [host]);
  const { show, view } = useToasts();
  const ids = useMemo(() => `bfsi-login-${++instances}`, []);

  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaFailed, setCaptchaFailed] = useState(false);
  /** SPEC §4's clicking flag: set by the login click, cleared at every outcome. */
  const [clicking, setClicking] = useState(false);

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const captchaInputRef = useRef<HTMLInputElement>(null);
  const work = useWork();
  /** The latest request of each kind: a newer one replaces (aborts) it. */
  const captchaRequest = useRef<AbortController | null>(null);
  const loginRequest = useRef<AbortController | null>(null);

  /** SPEC §4: a captcha on open, on reload and after any failure. */
  const loadCaptcha = useCallback(async () => {
    captchaRequest.current?.abort();
    const controller = new AbortController();
    captchaRequest.current = controller;
    setCaptchaCode('');
    try {
      const next = await work.run((signal) => api.get<unknown>('apiBase', '/auth/GenerateCaptcha', { signal }), controller);
      if (controller.signal.aborted) return;
      if (!isCaptcha(next)) throw new Error('Malformed captcha');
      setCaptcha(next);
      setCaptchaFailed(false);
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) return;
      setCaptcha(null);
      setCaptchaFailed(true);
    }
  }, [api, work]);

  // During the mount, not a frame later: the captcha is what the form waits for first.
  useLayoutEffect(() => {
    loadCaptcha();
  }, [loadCaptcha]);

  useEffect(() => {
    if (canvasRef.current) drawCaptcha(canvasRef.current, captcha);
  }, [captcha]);

  const fail = (summary: string, detail?: string) => {
    show({ severity: 'error', summary, detail, key: 'login' });
    setClicking(false);
    loadCaptcha();
    captchaInputRef.current?.focus();
  };

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    if (clicking) return;
    // The answer is only ever checked by the server; an empty field cannot be
    // right, so it is refused here without a request (same toast, new captcha).
    if (!captchaCode.trim() || !captcha) {
      fail(M.invalidCaptcha);
      return;
    }
    setClicking(true);
    loginRequest.current?.abort();
    const controller = new AbortController();
    loginRequest.current = controller;
    try {
      const tokens = await work.run(
        (signal) =>
          api.post<TokenObject | undefined>(
            'apiBase',
            '/auth/authenticate',
            { _id: '', userName, email: userName, password, captchaId: captcha.captchaId, captchaCode },
            { signal },
          ),
        controller,
      );
      if (controller.signal.aborted) return;
      // SPEC §8: no token is a failed login; so is a locked user.
      if (!tokens || !tokens.token || tokens.lockUser) {
        fail(M.loginFailed);
        return;
      }
      saveSession(tokens);
      setClicking(false);
      setPassword('');
      setCaptchaCode('');
      emit(host, 'bfsi-login', { userId: String(tokens.userId ?? '') });
      // SPEC: a first sign-in is not sent on. It goes to the lead desk, whose
      // first screen is the password change the server insists on (403
      // PasswordChangeRequired on every other staff route until it is done).
      const target = tokens.isFirstLogin ? FIRST_SIGN_IN_PAGE : (nextFromLocation() ?? safeRedirect(attrs.redirect));
      if (target) navigation.go(target);
      else {
        show({ severity: 'success', summary: M.signedIn, key: 'login' });
        // The server consumed that captcha: staying on the page needs a fresh one.
        loadCaptcha();
      }
    } catch (error) {
      if (controller.signal.aborted || isAbort(error)) return;
      const e = error instanceof ApiError ? error : null;
      if (e?.status === 400 && e.code === 'InvalidCaptcha') fail(M.invalidCaptcha);
      else if (e?.status === 400 && e.code === 'MissingCredentials') fail(M.missingCredentials);
      else if (e?.status === 423 || e?.status === 429) fail(M.loginFailed, e.message);
      else fail(M.loginFailed);
    }
  };

  return (
    <div class="bfsi bfsi-login">
      <form part="form" class="bfsi-login__form" noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-title`}>
        <h2 class="bfsi-login__title" id={`${ids}-title`}>
          Welcome
        </h2>
        <p class="bfsi-login__lead">Please sign in to continue</p>
        <div class="bfsi-field">
          <label class="bfsi-label" for={`${ids}-user`}>
            Username
          </label>
          <input
            id={`${ids}-user`}
            class="bfsi-input"
            name="userName"
            autoComplete="username"
            placeholder="Enter username"
            value={userName}
            onInput={(e) => setUserName((e.currentTarget as HTMLInputElement).value)}
          />
        </div>
        <div class="bfsi-field">
          <label class="bfsi-label" for={`${ids}-password`}>
            Password
          </label>
          <input
            id={`${ids}-password`}
            class="bfsi-input"
            type="password"
            name="password"
            autoComplete="current-password"
            placeholder="Enter password"
            value={password}
            onInput={(e) => setPassword((e.currentTarget as HTMLInputElement).value)}
          />
        </div>
        <div class="bfsi-field bfsi-login__captcha">
          <canvas
            ref={canvasRef}
            class="bfsi-login__canvas"
            width={CAPTCHA_WIDTH}
            height={CAPTCHA_HEIGHT}
            role="img"
            aria-label="CAPTCHA image: type the characters it shows into the field below"
            data-captcha-id={captcha?.captchaId}
          />
          <div class="bfsi-login__reload">
            {captchaFailed ? (
              <span class="bfsi-error" role="alert">
                {M.captchaUnavailable}{' '}
              </span>
            ) : null}
            <button type="button" class="bfsi-link" onClick={() => loadCaptcha()}>
              Reload captcha
            </button>
          </div>
        </div>
        <div class="bfsi-field">
          <label class="bfsi-label" for={`${ids}-captcha`}>
            Captcha
          </label>
          <input
            id={`${ids}-captcha`}
            ref={captchaInputRef}
            class="bfsi-input"
            name="captchaCode"
            autoComplete="off"
            autoCapitalize="off"
            spellcheck={false}
            placeholder="Enter the CAPTCHA"
            value={captchaCode}
            onInput={(e) => setCaptchaCode((e.currentTarget as HTMLInputElement).value)}
          />
        </div>
        <button part="button" type="submit" class="bfsi-button bfsi-login__submit" disabled={clicking} aria-busy={clicking}>
          {clicking ? <span class="bfsi-spinner" aria-hidden="true" /> : null}
          Login
        </button>
      </form>
      {view}
    </div>
  );
}
