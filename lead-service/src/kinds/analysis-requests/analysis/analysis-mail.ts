/**
 * The visitor's mail „Deine kostenlose Sichtbarkeitsanalyse ist fertig“: the adviser's name, the personal link
 * and the next step, the 30-minute strategy call. It greets the company as the receipt does (greeting.ts lets
 * only a plain name through, review 2026-11-28 P-L4) and repeats nothing else the visitor typed; the result
 * itself stays behind the link.
 */
import { analysisMailCopy as copy } from '@sichtwerk/content/analysis-result';
import { brand } from '@sichtwerk/content/company';
import { visitorMail, type LeadMail } from '../../../kind-kit/lead-mail.ts';
import { greeting } from '../../../platform/mail/greeting.ts';
import { button, paragraph, type MailLayout } from '../../../platform/mail/mail-layout.ts';
import { resultUrl } from './result-token.ts';

export interface AnalysisMailFacts {
  email: string;
  /** The company as typed: the greeting names it as the receipt does, when it reads as a name (greeting.ts). */
  company: string;
  adviserName: string;
  /** Made for this mail; only its hash is stored. */
  token: string;
}

/** Its name: the Message-ID `lead-<uuid>.analysis@…` and the outbox file name follow from it. */
export const analysisMailName = 'analysis';

export const analysisMail: LeadMail<AnalysisMailFacts> = visitorMail<AnalysisMailFacts>(
  'email',
  'salesEmail',
  (facts, settings): MailLayout => {
    const url = resultUrl(settings.serviceUrl, facts.token);
    return {
      subject: copy.subject,
      blocks: [
        greeting(facts.company),
        paragraph(copy.intro),
        paragraph(copy.linkIntro),
        button(copy.linkLabel, url),
        paragraph(copy.nextStep),
        paragraph(copy.linkNote),
        paragraph(`${copy.signoff}\n${facts.adviserName}\n${brand.name}`),
      ],
      footnote: 'Du erhältst diese E-Mail, weil du auf unserer Website eine kostenlose Analyse angefordert hast.',
    };
  },
);
