// Administrators: staff accounts, a new account (with a temporary password
// to be changed at first sign-in), lock/unlock, and a password reset that
// forces a change at next sign-in.
import { useEffect, useState } from 'react';
import { ADMIN_USERS_PATH } from '../../contract/lead-desk';
import type { StaffUser, StaffUserList, StaffUserReply } from '../../contract/api/staff';
import { errorText, rel, staffApi } from './client';

export function Users() {
  const [users, setUsers] = useState<StaffUser[]>([]);
  const [status, setStatus] = useState('Loading staff accounts…');
  const [form, setForm] = useState({ userName: '', email: '', password: '', role: 'staff' });
  const [resetFor, setResetFor] = useState<string | null>(null);
  const [temp, setTemp] = useState('');

  const load = () =>
    staffApi
      .get<StaffUserList>(rel(ADMIN_USERS_PATH))
      .then((r) => {
        setUsers(r.data);
        setStatus(`${r.data.length} staff accounts.`);
      })
      .catch((err) => setStatus(errorText(err)));
  useEffect(() => {
    load();
  }, []);

  const replace = (u: StaffUser) => setUsers((all) => all.map((x) => (x.id === u.id ? u : x)));

  const add = async (e: Event) => {
    e.preventDefault();
    try {
      await staffApi.post('/users/register', { userName: form.userName, email: form.email || undefined, password: form.password, role: form.role });
      setStatus(`${form.userName} added; they choose their own password at first sign-in.`);
      setForm({ userName: '', email: '', password: '', role: 'staff' });
      load();
    } catch (err) {
      setStatus(errorText(err));
    }
  };

  const lock = async (u: StaffUser) => {
    try {
      const r = await staffApi.post<StaffUserReply>(`${rel(ADMIN_USERS_PATH)}/${u.id}/lock`, { locked: !u.locked });
      replace(r.data);
      setStatus(`${u.userName} ${r.data.locked ? 'locked: their sessions ended' : 'unlocked'}.`);
    } catch (err) {
      setStatus(errorText(err));
    }
  };

  const reset = async (e: Event, u: StaffUser) => {
    e.preventDefault();
    try {
      const r = await staffApi.post<StaffUserReply>(`${rel(ADMIN_USERS_PATH)}/${u.id}/reset-password`, { password: temp });
      replace(r.data);
      setResetFor(null);
      setTemp('');
      setStatus(`${u.userName}'s password reset; they must change it at next sign-in.`);
    } catch (err) {
      setStatus(errorText(err));
    }
  };

  const pickRole = (e: Event) => {
    const role = (e.currentTarget as HTMLSelectElement).value;
    setForm((f) => ({ ...f, role }));
  };

  const input = (k: keyof typeof form, label: string, type: 'text' | 'email' = 'text') => (
    <div class="desk-field">
      <label for={`desk-new-${k}`}>{label}</label>
      <input id={`desk-new-${k}`} {...(type === 'email' ? { type: 'email' as const } : { type: 'text' as const })} value={form[k]} required={k !== 'email'} onInput={(e) => {
          const value = (e.currentTarget as HTMLInputElement).value;
          setForm((f) => ({ ...f, [k]: value }));
        }} />
    </div>
  );

  return (
    <section aria-labelledby="desk-users-title">
      <h2 id="desk-users-title" class="desk-h2">Staff accounts</h2>
      <p class="desk-live" role="status" aria-live="polite">{status}</p>
      <ul class="desk-list">
        {users.map((u) => (
          <li key={u.id} class="desk-lead">
            <div class="desk-lead__head">
              <span class="desk-lead__name">{u.userName}</span>
              <span class={`desk-status desk-status--${u.locked ? 'failed' : 'sent'}`}>{u.locked ? 'Locked' : 'Active'}</span>
            </div>
            <div class="desk-lead__meta">
              <span>{u.role === 'admin' ? 'Administrator' : 'Staff'}</span>
              {u.email ? <span>{u.email}</span> : null}
              {u.mustChangePassword ? <span>Must change password</span> : null}
            </div>
            <div class="desk-actions">
              <button type="button" class="desk-button desk-button--small" onClick={() => lock(u)}>{u.locked ? 'Unlock' : 'Lock'}</button>
              <button type="button" class="desk-button desk-button--small desk-button--quiet" aria-expanded={resetFor === u.id} onClick={() => setResetFor(resetFor === u.id ? null : u.id)}>
                Reset password
              </button>
            </div>
            {resetFor === u.id ? (
              <form class="desk-inline" onSubmit={(e) => reset(e, u)}>
                <div class="desk-field">
                  <label for={`desk-temp-${u.id}`}>Temporary password for {u.userName}</label>
                  <input id={`desk-temp-${u.id}`} type="text" autoComplete="off" minLength={8} required value={temp} onInput={(e) => setTemp((e.currentTarget as HTMLInputElement).value)} />
                </div>
                <button class="desk-button desk-button--small" type="submit">Set and force a change</button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
      <form class="desk-card" onSubmit={add} aria-labelledby="desk-add-title">
        <h3 id="desk-add-title">Add a staff member</h3>
        {input('userName', 'User name')}
        {input('email', 'E-mail (optional)', 'email')}
        {input('password', 'Temporary password', 'text')}
        <div class="desk-field">
          <label for="desk-new-role">Role</label>
          <select id="desk-new-role" value={form.role} onInput={pickRole} onChange={pickRole}>
            <option value="staff">Staff</option>
            <option value="admin">Administrator</option>
          </select>
        </div>
        <button class="desk-button" type="submit">Add</button>
      </form>
    </section>
  );
}
