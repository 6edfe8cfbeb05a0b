/**
 * The e-mails are copy like the pages: every mail each form sends, rendered as its recipient reads it, is
 * judged by the site's copy rules, and the receipts state nothing the terms or the machinery do not back.
 */
import { copyFindings } from '@sichtwerk/content/copy-rules';
import { analysisPromise } from '@sichtwerk/content/analysis-promise';
import { claimLabels } from '@sichtwerk/content/claims';
import { cancellationPageTerm } from '@sichtwerk/content/legal/contract-terms';
import { describe, expect, it } from 'vitest';
import { anyLeadForms } from '../src/lead-forms.ts';
import { mailsOf } from '../src/kind-kit/define-lead-form.ts';
import type { MailSettings } from '../src/kind-kit/lead-mail.ts';
import { renderMail } from '../src/platform/mail/mail-layout.ts';
import { formCases } from './support/forms.ts';
import { backofficeEmail, salesEmail } from './support/test-service.ts';

const settings: MailSettings = {
  mailFrom: 'Sichtwerk <kontakt@sichtwerk.test>',
  salesEmail,
  backofficeEmail,
  siteUrl: 'https://www.sichtwerk.example',
  serviceUrl: 'https://www.sichtwerk.example',
};

/** Every mail of every form, rendered for the form's valid submission. */
const renderedMails = anyLeadForms.flatMap((form) => {
  const valid = formCases.find((formCase) => formCase.kind === form.kind)?.valid ?? {};
  const now = new Date('2025-11-21T09:53:07Z');
  const lead = {
    id: '00000000-0000-4000-8000-000000000000',
    reference: 'SW-7K3M-9QXR',
    submittedAt: now,
    consentAt: now,
    consentVersion: 'v1',
    retainUntil: now,
    websiteCheck: null,
    ...valid,
  };
  return mailsOf(form).flatMap((name) => {
    const mail = form.mails[name];
    return mail ? [{ where: `${form.kind}/${name}`, ...renderMail(mail.content(lead as never, settings)) }] : [];
  });
});

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('when a lawyer reads the mails the forms send', () => {
  it('then no subject or line promises a result, states an unsourced figure or announces a mail that may not come', () => {
    expect(renderedMails.length).toBe(anyLeadForms.reduce((sum, form) => sum + mailsOf(form).length, 0));
    const lines = renderedMails.flatMap(({ where, subject, text }) =>
      [subject, ...text.split('\n')].map((line) => ({ where, text: plain(line) })),
    );
    expect(copyFindings(lines).map(({ where, why, text }) => `${where}: ${why} – ${text}`)).toEqual([]);
  });

  it('then the cancellation receipt a customer keeps as proof states no notice period of its own, only the AGB', () => {
    const receipt = renderedMails.find(({ where }) => where === 'cancellation/confirmation');
    expect(receipt?.text).toContain('AGB');
    expect(plain(receipt?.text ?? '')).not.toContain(plain(cancellationPageTerm.sentence));
    expect(receipt?.text).not.toMatch(/Frist von \d+\s*Wochen/);
  });

  it('then the analysis receipt makes the site’s one promise, names its delivery time once and counts it around the clock as the desk tracks it', () => {
    const receipt = renderedMails.find(({ where }) => where === 'analysis-request/confirmation');
    const body = plain(`${receipt?.subject}\n${receipt?.text}`);
    expect(body).toContain(plain(analysisPromise.sentence));
    expect(body.split(plain(claimLabels.analysisDelivery)).length - 1).toBe(1);
    expect(body).toContain('rund um die Uhr, auch am Wochenende');
    // Only the call lies on a working day (its one sentence, which counts its earliest time on the clock too); the
    // hours of the e-mail are not working hours.
    expect(body).toContain(plain(analysisPromise.callTiming));
    expect(body.replace(plain(analysisPromise.callTiming), '')).not.toMatch(/Werktag|Arbeitstag[^.]*Stunden|Stunden[^.]*Arbeitstag/);
  });
});
