import { readdir, readFile } from 'node:fs/promises';
import PostalMime, { type Email } from 'postal-mime';

/**
 * Mails parsed so far in this worker, by path. A file is complete once it has its .eml name (the outbox writes a
 * temporary file and renames it) and never changes after, while the outbox grows with every story: parsing only
 * the new files keeps a poll from reading the whole run's mail again each 250 ms.
 */
const parsed = new Map<string, Promise<Email>>();

async function outboxMails(dir: string): Promise<{ file: string; mail: Email }[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    files.map(async (file) => {
      const filePath = `${dir}/${file}`;
      let mail = parsed.get(filePath);
      if (!mail) {
        mail = readFile(filePath)
          .then((bytes) => PostalMime.parse(bytes))
          .catch((error: unknown) => {
            parsed.delete(filePath);
            throw error;
          });
        parsed.set(filePath, mail);
      }
      return { file, mail: await mail };
    }),
  );
}

/** Waits until the lead service's .eml outbox holds a mail to `recipient` whose text contains `needle`. */
export async function waitForMail(recipient: string, needle: string, timeoutMs = 20_000): Promise<Email> {
  const dir = process.env.OUTBOX_DIR;
  if (!dir) throw new Error('OUTBOX_DIR fehlt: global-setup.ts hat den Server nicht gestartet');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const { mail } of await outboxMails(dir)) {
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
  for (const { file, mail } of await outboxMails(dir)) {
    if (mail.to?.some((to) => to.address === recipient) || mail.replyTo?.some((to) => to.address === recipient)) {
      throw new Error(`Unerwartete E-Mail zu ${recipient}: ${file}`);
    }
  }
}

/** A unique address per test, so each test owns its data. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@beispiel.de`;
}
