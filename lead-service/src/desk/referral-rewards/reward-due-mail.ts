/**
 * The referrer's short mail once the reward is due: the recommended company signed, the waiting period is over,
 * the day it fell due, and how to get it paid (reply with the bank details; a net amount as the terms say). It
 * names neither package nor contract value: the referrer learns only what the payout needs (privacy policy).
 * Replies go to sales. The Message-ID names the referral, so a retried send is the same mail.
 */
import { claimLabels, referral } from '@sichtwerk/content/claims';
import { brand } from '@sichtwerk/content/company';
import type { MailSettings } from '../../kind-kit/lead-mail.ts';
import { greeting } from '../../platform/mail/greeting.ts';
import { outgoingMail } from '../../platform/mail/outgoing-mail.ts';
import { paragraph, renderMail, signOff } from '../../platform/mail/mail-layout.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { formatCalendarDay, type CalendarDay } from '../../platform/shared/calendar-day.ts';

export interface RewardDueMailFacts {
  referralId: string;
  referrerName: string;
  referrerEmail: string;
  companyName: string;
  reference: string;
  dueOn: CalendarDay;
}

const reward = claimLabels.referralReward;

export function rewardDueMessage(facts: RewardDueMailFacts, settings: MailSettings): MailMessage {
  const content = renderMail({
    subject: `Deine Empfehlungsprämie von ${reward} ist fällig`,
    blocks: [
      greeting(facts.referrerName),
      paragraph(
        `gute Nachricht: ${facts.companyName} ist Kunde bei ${brand.name} geworden – aus deiner Empfehlung mit der Vorgangsnummer ${facts.reference}. ` +
          `Die ${referral.withdrawalPeriodDays}-tägige Wartefrist nach Vertragsschluss ist vorbei, deine Prämie von ${reward} ist seit dem ${formatCalendarDay(facts.dueOn)} fällig.`,
      ),
      paragraph(
        'Damit wir sie überweisen können, antworte bitte auf diese E-Mail mit dem Namen des Kontoinhabers und deiner IBAN.' +
          (referral.rewardNet
            ? ` Bist du umsatzsteuerpflichtig, schick uns stattdessen eine Rechnung über ${reward} zuzüglich Umsatzsteuer.`
            : ''),
      ),
      paragraph('Danke, dass du uns weiterempfohlen hast!'),
      signOff(),
    ],
    footnote: 'Du erhältst diese E-Mail, weil du uns über unser Empfehlungsformular ein Unternehmen empfohlen hast.',
  });
  const reference = `referral-${facts.referralId}`;
  const kind = 'reward-due';
  return outgoingMail({
    kind,
    reference,
    mailFrom: settings.mailFrom,
    to: facts.referrerEmail,
    audience: 'visitor',
    replyTo: settings.salesEmail,
    content,
  });
}
