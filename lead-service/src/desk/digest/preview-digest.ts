/**
 * The morning digest as it would go out, without sending it (README, issue #48 item 10): for the accounts asked
 * about, the mail each would get at the run's moment, or that nothing is due, and whether that day's digest
 * already went out. Nothing is written: no desk_digests row, no mail. A moment on a weekend or closed day
 * previews the next working day's 8:00 run instead, since no digest goes out before it.
 */
import { TZDate } from '@date-fns/tz';
import type pg from 'pg';
import type { LeadForm } from '../../kind-kit/define-lead-form.ts';
import type { MailSettings } from '../../kind-kit/lead-mail.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { closedDaysOf, type HolidayState } from '../../platform/shared/closed-days.ts';
import { type DigestDay, digestDayOf } from './digest-day.ts';
import { digestMessage } from './digest-mail.ts';
import type { DigestRecipient } from './digest-recipients.ts';
import { readDueWork } from './due-work.ts';

export interface DigestPreviewContext {
  forms: readonly LeadForm[];
  config: { publicHolidayState: HolidayState; bookingClosedDays: readonly string[] };
  pool: pg.Pool;
  settings: MailSettings;
}

export interface AccountPreview {
  account: DigestRecipient;
  /** That day's digest went out already (a run finds its row and sends nothing more). */
  alreadySent: boolean;
  /** Null: nothing due, so no mail. */
  message: MailMessage | null;
}

export interface DigestPreview {
  /** The moment previewed: the one asked for, or 8:00 on the next working day. */
  at: Date;
  day: DigestDay;
  /** The day asked for when it is no working day. */
  closedDay?: DigestDay;
  accounts: AccountPreview[];
}

const runHour = 8;

export async function previewDigest(
  context: DigestPreviewContext,
  asked: Date,
  accounts: readonly DigestRecipient[],
): Promise<DigestPreview> {
  const { forms, config, pool, settings } = context;
  const closedDays = closedDaysOf(config.publicHolidayState, config.bookingClosedDays);
  const askedDay = digestDayOf(asked, closedDays);
  const next = new TZDate(askedDay.until.getTime(), 'Europe/Berlin');
  const at = askedDay.working
    ? asked
    : new Date(new TZDate(next.getFullYear(), next.getMonth(), next.getDate(), runHour, 0, 0, 'Europe/Berlin').getTime());
  const day = askedDay.working ? askedDay : digestDayOf(at, closedDays);
  const sent = await pool.query<{ user_id: string }>(
    'SELECT user_id::text AS user_id FROM desk_digests WHERE day = $1::date AND user_id = ANY($2::uuid[])',
    [day.key, accounts.map((account) => account.id)],
  );
  const sentTo = new Set(sent.rows.map((row) => row.user_id));
  const previews: AccountPreview[] = [];
  // One after the other: the accounts are few and each reading already asks every kind's table at once.
  for (const account of accounts) {
    const work = await readDueWork(forms, pool, account.id, day, at, closedDays);
    const due = work.followUps.length > 0 || work.runningOut.length > 0 || work.rewardsDue.length > 0;
    previews.push({
      account,
      alreadySent: sentTo.has(account.id),
      message: due ? digestMessage({ ...account, email: account.email ?? '' }, work, day, settings) : null,
    });
  }
  return { at, day, ...(askedDay.working ? {} : { closedDay: askedDay }), accounts: previews };
}
