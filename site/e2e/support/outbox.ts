import { readdir, readFile } from 'node:fs/promises';
import PostalMime, { type Email } from 'postal-mime';

/** Waits until the lead service's .eml outbox holds a mail to `recipient` whose text contains `needle`. */
export async function waitForMail(recipient: string, needle: string, timeoutMs = 20_000): Promise<Email> {
  const dir = process.env.OUTBOX_DIR;
  if (!dir) throw new Error('OUTBOX_DIR fehlt: global-setup.ts hat den Server nicht gestartet');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const mail = await PostalMime.parse(await readFile(`${dir}/${file}`));
      if (mail.to?.some((to) => to.address === recipient) && mail.text?.includes(needle)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Keine E-Mail an ${recipient} mit „${needle}“ im Outbox-Ordner`);
}

/** Waits `waitMs` and fails if any mail to `recipient` has reached the outbox by then. */
export async function expectNoMail(recipient: string, waitMs = 2_000): Promise<void> {
  const dir = process.env.OUTBOX_DIR;
  if (!dir) throw new Error('OUTBOX_DIR fehlt: global-setup.ts hat den Server nicht gestartet');
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  const files = await readdir(dir).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const mail = await PostalMime.parse(await readFile(`${dir}/${file}`));
    if (mail.to?.some((to) => to.address === recipient) || mail.replyTo?.some((to) => to.address === recipient)) {
      throw new Error(`Unerwartete E-Mail zu ${recipient}: ${file}`);
    }
  }
}

/** A unique address per test, so each test owns its data. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@beispiel.de`;
}
