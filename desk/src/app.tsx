import { useEffect, useState } from 'react';
import { DeskLink } from './components/desk-link.tsx';
import { Button } from './components/ui/button.tsx';
import { type Account, api, type Meta } from './lib/api.ts';
import { cn } from './lib/cn.ts';
import { navigate, useRoute } from './lib/router.ts';
import { AnalysisScreen } from './features/analysis/analysis-screen.tsx';
import { DsgvoScreen } from './screens/dsgvo-screen.tsx';
import { InboxScreen } from './screens/inbox-screen.tsx';
import { LeadScreen } from './screens/lead-screen.tsx';
import { LoginScreen } from './screens/login-screen.tsx';
import { ReviewScreen } from './screens/review-screen.tsx';

export function App() {
  const [account, setAccount] = useState<Account | null>();
  const [meta, setMeta] = useState<Meta>();
  const route = useRoute();

  useEffect(() => {
    api<Account>('/session').then(setAccount, () => setAccount(null));
    const loggedOut = () => setAccount(null);
    window.addEventListener('desk:logged-out', loggedOut);
    return () => window.removeEventListener('desk:logged-out', loggedOut);
  }, []);

  useEffect(() => {
    if (account) api<Meta>('/meta').then(setMeta, () => undefined);
  }, [account]);

  if (account === undefined) return null;
  if (account === null) return <LoginScreen onLogin={setAccount} />;

  async function logout() {
    await api('/logout', {}).catch(() => undefined);
    setAccount(null);
    navigate('/vertrieb/');
  }

  const nav = [
    { href: '/vertrieb/', label: 'Posteingang', active: route.page === 'inbox' || route.page === 'lead' || route.page === 'analysis' },
    { href: '/vertrieb/pruefen', label: 'Prüfen', active: route.page === 'review' },
    ...(account.role === 'admin' ? [{ href: '/vertrieb/dsgvo', label: 'DSGVO', active: route.page === 'dsgvo' }] : []),
  ];

  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <span className="font-semibold text-brand-800">Sichtwerk Vertrieb</span>
          <nav aria-label="Desk" className="flex gap-1">
            {nav.map((item) => (
              <DeskLink
                key={item.href}
                href={item.href}
                aria-current={item.active ? 'page' : undefined}
                className={cn(
                  'rounded-md px-3 py-1.5 text-sm',
                  item.active ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {item.label}
              </DeskLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-2 text-sm text-slate-600">
            <span>
              {account.username} ({account.roleLabel})
            </span>
            <Button variant="ghost" size="sm" onClick={() => void logout()}>
              Abmelden
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">
        {route.page === 'inbox' && <InboxScreen meta={meta} />}
        {route.page === 'lead' && <LeadScreen key={route.id} id={route.id} />}
        {route.page === 'analysis' && <AnalysisScreen key={route.id} id={route.id} />}
        {route.page === 'review' && <ReviewScreen />}
        {route.page === 'dsgvo' && (account.role === 'admin' ? <DsgvoScreen /> : <p>Dafür fehlt deinem Konto die Berechtigung.</p>)}
        {route.page === 'unknown' && <p>Diese Seite gibt es im Desk nicht.</p>}
      </main>
    </div>
  );
}
