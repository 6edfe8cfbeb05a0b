/**
 * The stories every deployment must pass, told once (deployment-journeys.ts walks them): the Caddy story and
 * the CDN-split story each start their deployment and hand it here. The stories run in order in one worker and
 * share the deployment's service, its outbox and what earlier stories sent.
 */
import { test } from '@playwright/test';
import {
  bookMoveCancel,
  deskLogin,
  formsWithScript,
  formsWithoutScript,
  leadIdOf,
  log,
  notFoundAndProbes,
  receiptsOpen,
  resultPage,
  sendAnalysis,
  type Deployment,
  type OutboxMail,
  type SentForm,
} from './deployment-journeys.ts';

export const dashboardLogin = { user: 'betrieb', password: 'betrieb-passwort-0123456789' };

export function deploymentStories(where: string, deployment: () => Deployment): void {
  let plain: { sent: SentForm[]; receipts: Map<string, OutboxMail> } | undefined;
  let scripted: SentForm[] = [];

  const analysisRequest = (sent: readonly SentForm[]) => {
    const email = sent.find((form) => form.kind === 'analysis-request')?.email;
    if (!email) throw new Error('no analysis request was sent');
    return email;
  };

  test(`when a visitor sends each of the five forms without JavaScript ${where}, then the post, the confirmation step and every link of the receipts open`, async () => {
    const sent = await formsWithoutScript(deployment());
    plain = { sent, receipts: await receiptsOpen(deployment(), sent) };
  });

  test(`when a visitor sends each of the five forms with JavaScript ${where}, then each is answered in place and every link of the receipts opens`, async ({
    page,
  }) => {
    scripted = await formsWithScript(deployment(), page);
    await receiptsOpen(deployment(), scripted);
  });

  test(`when staff sign in to the desk ${where} and send a visitor the free analysis, then its mail's links, the result page and its booking button open, and a wrong link gets the German not-found`, async () => {
    const staff = await deskLogin(deployment());
    const email = analysisRequest(scripted);
    await sendAnalysis(deployment(), staff, await leadIdOf(deployment(), email));
    await resultPage(deployment(), email);
  });

  test(`when a visitor books the strategy call without JavaScript ${where}, moves it and cancels it by the mails' links, then every page and every link of every mail opens`, async () => {
    if (!plain) throw new Error('the forms without JavaScript were not sent');
    const email = analysisRequest(plain.sent);
    const receipt = plain.receipts.get(email);
    if (!receipt) throw new Error('no receipt of the analysis request');
    await bookMoveCancel(deployment(), receipt, email, await leadIdOf(deployment(), email));
  });

  test(`when someone opens an unknown path ${where}, then the site's own 404 page answers, and the probes and the dashboard's login reach the service`, async () => {
    await notFoundAndProbes(deployment(), dashboardLogin);
  });

  test.afterAll(() => {
    if (process.env.JOURNEY_LOG) console.log(log.join('\n'));
  });
}
