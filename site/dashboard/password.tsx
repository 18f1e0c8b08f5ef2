// First sign-in (isFirstLogin) or a reset: a new password before anything
// else. Current, new, new again; at least 12 characters here, and the server
// refuses common ones (zxcvbn-ts), saying so.
import { useState } from 'react';
import { NEW_PASSWORD_MIN } from '../../contract/lead-desk';
import type { ChangePasswordReply } from '../../contract/api/auth';
import { saveSession, readSession } from '../../widgets/kit/session';
import { errorText, staffApi } from './client';

export function PasswordChange({ onDone }: { onDone: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (next.length < NEW_PASSWORD_MIN) return setError(`The new password needs at least ${NEW_PASSWORD_MIN} characters.`);
    if (next !== again) return setError('The two new passwords are not the same.');
    setBusy(true);
    setError('');
    try {
      const r = await staffApi.post<ChangePasswordReply>('/auth/ChangePassword', { currentPassword: current, newPassword: next });
      // The change ended every earlier session; this one goes on with the token it answered.
      if (r.data.token) saveSession({ userId: readSession('userId'), token: r.data.token });
      onDone();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const field = (id: string, label: string, value: string, set: (v: string) => void, auto: string) => (
    <div class="desk-field">
      <label for={id}>{label}</label>
      <input id={id} type="password" autoComplete={auto} value={value} required onInput={(e) => set((e.currentTarget as HTMLInputElement).value)} />
    </div>
  );

  return (
    <form class="desk-card desk-password" onSubmit={submit} aria-labelledby="desk-password-title">
      <h1 id="desk-password-title">Choose your own password</h1>
      <p>Before anything else, replace the password you were given. At least {NEW_PASSWORD_MIN} characters; common passwords are refused.</p>
      {field('desk-current', 'Current password', current, setCurrent, 'current-password')}
      {field('desk-new', 'New password', next, setNext, 'new-password')}
      {field('desk-again', 'New password again', again, setAgain, 'new-password')}
      <p class="desk-error" role="alert">{error}</p>
      <button class="desk-button" type="submit" disabled={busy}>Change password</button>
    </form>
  );
}
