/**
 * The digest a staff member gets on a working-day morning: their follow-ups due today (overdue first) and the
 * promises running out today and the referral rewards due and not yet paid, each with the lead's name, its reference and the link to it in the desk. The
 * Message-ID names the account and the day, so a retried send is the same mail to the receiving server.
 */
import { deskLeadUrl } from '../../kind-kit/desk-link.ts';
import type { MailSettings } from '../../kind-kit/lead-mail.ts';
import { outgoingMail } from '../../platform/mail/outgoing-mail.ts';
import { button, type ListItem, list, paragraph, renderMail } from '../../platform/mail/mail-layout.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { deskPath } from '../../platform/staff/desk-session.ts';
import { formatCalendarDay } from '../../platform/shared/calendar-day.ts';
import type { DigestDay } from './digest-day.ts';
import type { DueWork } from './due-work.ts';

const berlin = 'Europe/Berlin';
const dayLabel = new Intl.DateTimeFormat('de-DE', { timeZone: berlin, weekday: 'short', day: '2-digit', month: '2-digit' });
const timeLabel = new Intl.DateTimeFormat('de-DE', { timeZone: berlin, hour: '2-digit', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: berlin,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function digestMessage(
  recipient: { id: string; name: string; email: string },
  work: DueWork,
  day: DigestDay,
  settings: MailSettings,
): MailMessage {
  const followUps: ListItem[] = work.followUps.map((lead) => {
    const at = new Date(lead.followUpAt ?? day.start);
    const when =
      at < day.start
        ? `überfällig seit ${dayAndTime.format(at)} Uhr`
        : at < day.end
          ? `heute ${timeLabel.format(at)} Uhr`
          : `${dayAndTime.format(at)} Uhr`;
    return {
      title: `${lead.name} · ${lead.reference}`,
      text: `${lead.kindLabel} · Wiedervorlage ${when}`,
      href: deskLeadUrl(settings, lead.id),
    };
  });
  const runningOut: ListItem[] = work.runningOut.map((lead) => ({
    title: `${lead.name} · ${lead.reference}`,
    text: `${lead.kindLabel} · ${lead.deadline.label}${lead.owned ? '' : ' · noch niemandem zugewiesen'}`,
    href: deskLeadUrl(settings, lead.id),
  }));
  const rewards: ListItem[] = work.rewardsDue.map((referral) => ({
    title: `${referral.name} · ${referral.reference}`,
    text:
      `Empfehlungsprämie ${referral.dueOn < day.key ? `überfällig seit ${formatCalendarDay(referral.dueOn)}` : referral.dueOn === day.key ? 'heute fällig' : `fällig am ${formatCalendarDay(referral.dueOn)}`}` +
      `${referral.owned ? '' : ' · noch niemandem zugewiesen'}`,
    href: deskLeadUrl(settings, referral.id),
  }));
  const parts = [
    ...(followUps.length > 0 ? [count(followUps.length, 'Wiedervorlage', 'Wiedervorlagen')] : []),
    ...(runningOut.length > 0 ? [count(runningOut.length, 'Frist', 'Fristen')] : []),
    ...(rewards.length > 0 ? [count(rewards.length, 'Prämie fällig', 'Prämien fällig')] : []),
  ];
  // The last digest before closed days looks ahead to the next working day's start.
  const beyondToday = day.until.getTime() > day.end.getTime();
  const untilLabel = `${dayLabel.format(day.until)}, 0 Uhr`;
  const subject = `Heute im Vertrieb (${dayLabel.format(day.start)}): ${parts.join(', ')}`;
  const content = renderMail({
    internal: true,
    subject,
    blocks: [
      paragraph(
        beyondToday
          ? `Guten Morgen ${recipient.name},\nhier ist, was bis ${untilLabel} für dich ansteht – die Tage dazwischen sind keine Arbeitstage.`
          : `Guten Morgen ${recipient.name},\nhier ist, was heute für dich ansteht.`,
      ),
      ...(followUps.length > 0 ? [list(followUps, { heading: 'Deine Wiedervorlagen' })] : []),
      ...(runningOut.length > 0
        ? [list(runningOut, { heading: beyondToday ? `Fristen, die bis ${untilLabel} ablaufen` : 'Fristen, die heute ablaufen' })]
        : []),
      ...(rewards.length > 0 ? [list(rewards, { heading: 'Empfehlungsprämien, die fällig sind (noch nicht ausgezahlt)' })] : []),
      button('Posteingang öffnen', `${settings.serviceUrl.replace(/\/+$/, '')}${deskPath}/`),
    ],
    footnote:
      'Du bekommst diese Übersicht an Arbeitstagen um 8 Uhr, weil du sie im Vertrieb eingeschaltet hast, und nur, wenn etwas ansteht. Abschalten kannst du sie dort oben unter „Tägliche Übersicht“.',
  });
  const reference = `desk-${recipient.id}`;
  // The day makes each morning's digest its own mail; the kind stays one name (the mail counters' label).
  const kind = 'digest';
  return outgoingMail({
    kind,
    reference,
    mailFrom: settings.mailFrom,
    to: recipient.email,
    audience: 'team',
    content,
    messageIdName: `${kind}-${day.key}`,
  });
}
