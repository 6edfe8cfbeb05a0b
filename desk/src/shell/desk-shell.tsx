import { Button } from '@sichtwerk/site/ui/button';
import { cn } from '@sichtwerk/site/lib/cn';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { navItems } from '../features/nav.ts';
import { metaQuery, sessionQuery } from '../lib/account-queries.ts';
import { deskApi } from '../lib/api.ts';
import { DigestSwitch } from './digest-switch.tsx';
import { KeyboardHelp } from './keyboard-help.tsx';
import { LoginScreen } from './login-screen.tsx';
import { useShortcut } from './use-shortcut.ts';

/** The frame of every desk page: the login while nobody is signed in, then header, navigation and the page. */
export function DeskShell() {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery);
  const account = session.data;
  const meta = useQuery({ ...metaQuery, enabled: Boolean(account) });
  const navigate = useNavigate();
  const [help, setHelp] = useState(false);
  useShortcut('?', () => setHelp(true));

  useEffect(() => {
    const loggedOut = () => {
      queryClient.setQueryData(sessionQuery.queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    };
    window.addEventListener('desk:logged-out', loggedOut);
    return () => window.removeEventListener('desk:logged-out', loggedOut);
  }, [queryClient]);

  if (session.isPending) return null;
  if (!account) return <LoginScreen onLogin={(signedIn) => queryClient.setQueryData(sessionQuery.queryKey, signedIn)} />;

  async function logout() {
    await deskApi.logout().catch(() => undefined);
    queryClient.setQueryData(sessionQuery.queryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    await navigate({ to: '/' });
  }

  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white">
        {/* On a phone name and account first, then the tabs, wrapping rather than hiding one past the edge; one row from lg on. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 lg:py-3">
          <span className="font-semibold text-brand-800">
            <span className="hidden sm:inline">Sichtwerk </span>Vertrieb
          </span>
          <nav
            aria-label="Desk"
            className="order-last -mx-2 flex w-[calc(100%+1rem)] flex-wrap gap-1 lg:order-none lg:mx-0 lg:w-auto lg:flex-nowrap"
          >
            {navItems
              .filter((item) => !item.adminOnly || account.role === 'admin')
              .map((item) => {
                const count = item.count && meta.data ? item.count(meta.data) : undefined;
                const className = 'shrink-0 rounded-md px-3 py-1.5 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100';
                if (item.external) {
                  return (
                    <a key={item.to} href={item.to} className={className}>
                      {item.label}
                    </a>
                  );
                }
                return (
                  <Link
                    key={item.to}
                    to={item.to}
                    activeOptions={{ exact: item.to === '/', includeSearch: false }}
                    className={className}
                    activeProps={{ className: cn(className, 'bg-brand-50 font-semibold text-brand-800 hover:bg-brand-50') }}
                  >
                    {item.label}
                    {count !== undefined && count > 0 && (
                      // The count is seen beside the tab; the tab's name stays "Prüfen" for screen readers and stories alike.
                      <span aria-hidden="true" className="ml-1.5 rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
                        {count}
                      </span>
                    )}
                  </Link>
                );
              })}
          </nav>
          <div className="ml-auto flex items-center gap-1 text-sm text-slate-600 sm:gap-2">
            <button
              type="button"
              className="hidden rounded-md px-2 py-1 hover:bg-slate-100 sm:inline"
              onClick={() => setHelp(true)}
              aria-label="Tastenkürzel"
            >
              ?
            </button>
            <DigestSwitch account={account} />
            <span className="hidden whitespace-nowrap md:inline">
              {account.username} ({account.roleLabel})
            </span>
            <Button variant="ghost" size="xs" title={`Angemeldet als ${account.username}`} onClick={() => void logout()}>
              Abmelden
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </main>
      <KeyboardHelp open={help} onOpenChange={setHelp} />
    </div>
  );
}
