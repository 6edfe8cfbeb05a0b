import type { Account } from '@sichtwerk/forms/desk/account-contract';
import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { Input } from '@sichtwerk/site/ui/input';
import { Label } from '@sichtwerk/site/ui/label';
import { type FormEvent, useState } from 'react';
import { deskApi, messageOf } from '../lib/api.ts';

export function LoginScreen({ onLogin }: { onLogin: (account: Account) => void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      onLogin(
        await deskApi.login({ body: { username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') } }),
      );
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <form onSubmit={submit} className="w-full max-w-sm space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div>
          <p className="text-sm font-semibold text-brand-700">Sichtwerk</p>
          <h1 className="text-xl font-semibold">Vertriebs-Desk</h1>
          <p className="mt-1 text-sm text-slate-600">Nur für Mitarbeitende. Bitte melde dich mit deinem Konto an.</p>
        </div>
        {error && <Alert>{error}</Alert>}
        <div className="space-y-1">
          <Label htmlFor="username">Benutzername</Label>
          <Input id="username" name="username" autoComplete="username" required maxLength={64} autoFocus />
        </div>
        <div className="space-y-1">
          <Label htmlFor="password">Passwort</Label>
          <Input id="password" name="password" type="password" autoComplete="current-password" required maxLength={256} />
        </div>
        <Button type="submit" variant="secondary" className="w-full" disabled={busy}>
          Anmelden
        </Button>
      </form>
    </main>
  );
}
