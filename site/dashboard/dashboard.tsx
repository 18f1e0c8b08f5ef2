// The lead desk at /dashboard (issue 8): the prerendered shell says it is
// loading; in the browser the session is renewed from the refresh-token
// cookie, and a visitor without one goes to /login and comes back here. A
// first sign-in (or a reset) changes the password before anything else.
// Tabs: leads, chat questions, blogs, and staff accounts for administrators.
import { useEffect, useState } from 'react';
import { clearSession, readSession, refreshSession, type TokenObject } from '../../widgets/kit/session';
import { api, navigation, toLogin } from './client';
import { PasswordChange } from './password';
import { Leads } from './leads';
import { ChatGaps } from './chat-gaps';
import { Blogs } from './blogs';
import { Users } from './users';
import { adoptDeskStyles } from './styles';
import { DeskLoading } from './route';

type Tab = 'leads' | 'gaps' | 'blogs' | 'users';
const TABS: { id: Tab; label: string; admin?: boolean }[] = [
  { id: 'leads', label: 'Leads' },
  { id: 'gaps', label: 'Chat questions' },
  { id: 'blogs', label: 'Blogs' },
  { id: 'users', label: 'Staff', admin: true },
];

interface Session {
  admin: boolean;
  name: string;
  mustChange: boolean;
}

/** The user name the access token carries (its payload is not secret; the server checks the signature). */
function nameIn(token: string | null): string {
  try {
    const part = (token ?? '').split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return String(JSON.parse(atob(part)).name ?? '');
  } catch {
    return '';
  }
}

function sessionOf(t: TokenObject): Session {
  return { admin: t.roleId === 1, name: nameIn(t.token ?? null), mustChange: t.isFirstLogin === true };
}

export function Dashboard() {
  const [session, setSession] = useState<Session | null>(null);
  const [tab, setTab] = useState<Tab>('leads');

  useEffect(() => {
    adoptDeskStyles();
    // Nothing of a sign-in stored in this browser (never signed in, or signed
    // out): straight to sign-in, without a refresh request the server can only
    // refuse (a 401 that every visit would log in the console).
    if (!readSession('userId')) return void toLogin();
    refreshSession(api).then((t) => (t ? setSession(sessionOf(t)) : toLogin()));
  }, []);

  const logout = async () => {
    try {
      const token = readSession('token');
      await api.post('apiBase', '/auth/Logout', {}, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    } finally {
      clearSession();
      navigation.go('/login');
    }
  };

  if (!session) return <DeskLoading />;

  const tabs = TABS.filter((t) => !t.admin || session.admin);
  return (
    <div class="desk">
      <header class="desk-top">
        <h1 class="desk-title">Lead desk</h1>
        <span class="desk-who">{session.name}{session.admin ? ' (administrator)' : ''}</span>
        <button type="button" class="desk-button desk-button--quiet" onClick={logout}>Sign out</button>
      </header>
      {session.mustChange ? (
        <PasswordChange onDone={() => setSession({ ...session, mustChange: false })} />
      ) : (
        <>
          <nav class="desk-tabs" aria-label="Lead desk">
            {tabs.map((t) => (
              <button key={t.id} type="button" class="desk-tab" aria-current={tab === t.id ? 'page' : undefined} onClick={() => setTab(t.id)}>
                {t.label}
              </button>
            ))}
          </nav>
          {tab === 'leads' ? <Leads /> : tab === 'gaps' ? <ChatGaps /> : tab === 'blogs' ? <Blogs /> : <Users />}
        </>
      )}
    </div>
  );
}
