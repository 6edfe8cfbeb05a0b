/**
 * The confirmation step of a form sent without a valid time token (no JavaScript, an expired form): the lead
 * is stored and the team told, but nobody has shown that the typed address is the sender's, so the receipt
 * waits. A plain form post lands here (form-route.ts, 303) at `<form page>/bestaetigen?vorgang=<id>&s=<sig>`;
 * the page shows the address masked and ONE button. The button's post carries a fresh time token bound to
 * this lead and is checked like the form's own submit — a minimum time (one click's, one-click-fill.ts), single use, the per-IP limit —
 * before releaseLead() hands the receipt to the normal pipeline (where the per-address limit applies).
 * A lead held as a program's (honeypot, too fast) is not released here: it waits for staff, and the page
 * says so. Nothing on the page repeats what was typed except the masked address.
 */
import { timingSafeEqual } from 'node:crypto';
import { pages } from '@sichtwerk/content/routes';
import express, { Router } from 'express';
import type pg from 'pg';
import { pageFrameOf } from '../../platform/http/form-post.ts';
import { formAnswerPage, heading, note, strong, textBlock, type FormAnswer } from '../../platform/http/form-post-pages.ts';
import { formAnswerClasses as css } from '@sichtwerk/content/form-answer';
import type { FormProtection } from '../form-protection.ts';
import type { LeadForm } from '../../kind-kit/define-lead-form.ts';
import { visitorMailOf, type MailSettings } from '../../kind-kit/lead-mail.ts';
import { assertIdentifier } from '../pipeline-table.ts';
import { releaseLead } from '../release-lead.ts';
import { isHeld, isSpamReason } from '../../kind-kit/spam.ts';
import type { LeadRepositories } from '../lead-wiring.ts';
import type { LeadRegistry } from '../../kind-kit/registry.ts';
import type { Logger } from '../../platform/logger.ts';
import type { LeadQueue } from '../lead-queue.ts';
import { html } from '../../platform/shared/html.ts';
import { oneClickFormPrefix } from '../one-click-fill.ts';
import { servedPaths } from '../../platform/http/service-path.ts';
import { maskAddress } from './mask-address.ts';

export const confirmationSegment = '/bestaetigen';

export const confirmationPaths = servedPaths(
  'the confirmation step of a form sent without JavaScript, `/<form page>/bestaetigen` (where the plain post redirects)',
  [`*${confirmationSegment}`],
);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const signaturePattern = /^[A-Za-z0-9_-]{43}$/;

export interface ConfirmationDependencies {
  registry: LeadRegistry;
  pool: pg.Pool;
  repositories: LeadRepositories;
  leadQueue: LeadQueue;
  protection: FormProtection;
  settings: MailSettings;
  logger: Logger;
}

/** The button's token names this lead, so it cannot confirm any other one. */
const tokenFormOf = (id: string) => `${oneClickFormPrefix}${id}`;

export interface ConfirmationLinks {
  /** The path of a lead's confirmation step, relative to this service's origin. */
  linkFor(form: LeadForm, id: string): string;
  readonly routes: Router;
}

interface LeadState {
  spamReason: unknown;
  sentAt: Date | null;
  error: string | null;
  address: string;
}

type Notice = 'too_fast' | 'expired' | undefined;

export function createConfirmationRoutes(deps: ConfirmationDependencies): ConfirmationLinks {
  const { registry, pool, repositories, leadQueue, protection, settings, logger } = deps;
  const signature = (form: LeadForm, id: string) => protection.signLink(`${form.kind}:${id}`);
  const pathOf = (form: LeadForm) => `${pages[form.page].path}${confirmationSegment}`;
  const linkFor = (form: LeadForm, id: string) => `${pathOf(form)}?vorgang=${id}&s=${signature(form, id)}`;

  async function stateOf(form: LeadForm, id: string): Promise<LeadState | undefined> {
    const mail = visitorMailOf(form);
    if (!mail) return undefined;
    const table = assertIdentifier(form.table.name);
    const column = assertIdentifier(mail);
    const row = (
      await pool.query<{ spam_reason: unknown; sent_at: Date | null; error: string | null }>(
        `SELECT spam_reason, ${column}_sent_at AS sent_at, ${column}_error AS error FROM ${table} WHERE id = $1`,
        [id],
      )
    ).rows[0];
    const lead = row ? await repositories[form.kind].findById(id) : undefined;
    const visitorMail = form.mails[mail];
    if (!row || !lead || !visitorMail) return undefined;
    return { spamReason: row.spam_reason, sentAt: row.sent_at, error: row.error, address: visitorMail.to(lead, settings) };
  }

  function answerFor(form: LeadForm, id: string, state: LeadState, notice: Notice): FormAnswer {
    const masked = strong(maskAddress(state.address));
    const promise = form.receiptPromise;
    if (isSpamReason(state.spamReason) && isHeld(state.spamReason)) {
      return {
        title: 'Deine Angaben sind eingegangen',
        body: html`${heading('Deine Angaben sind eingegangen')}
${textBlock('Wir haben sie gespeichert. Der Spam-Schutz hat sie zurückgehalten; sie stehen jetzt auf der Prüfliste unseres Teams.')}
${textBlock(html`Eine Bestätigung an ${masked} schicken wir erst, wenn wir sie freigegeben haben${promise ? ` – ${promise.held}` : null}.`)}`,
      };
    }
    if (isSpamReason(state.spamReason)) {
      const token = protection.tokens.issue(tokenFormOf(id));
      const hint =
        notice === 'too_fast'
          ? note('Das ging schneller, als ein Mensch klicken kann. Bitte warte ein paar Sekunden und klicke dann noch einmal.')
          : notice === 'expired'
            ? note('Die Seite war zu lange offen. Bitte klicke noch einmal.')
            : null;
      return {
        title: 'Bestätigung anfordern',
        body: html`${heading('Fast fertig: Bestätigung anfordern')}
${textBlock('Deine Angaben sind bei uns gespeichert, und unser Team ist informiert.')}
${textBlock(html`Die Bestätigung per E-Mail schicken wir erst, wenn du sie hier mit einem Klick anforderst – so lösen fremde Adressen, die jemand in unser Formular tippt, keine E-Mails aus. Sie geht an ${masked}.`)}
${hint}
<form class="${css.form}" method="post" action="${linkFor(form, id)}">
<input type="hidden" name="_token" value="${token}">
<button class="${css.button}" type="submit">Bestätigung an ${maskAddress(state.address)} senden</button>
</form>
${note(promise?.withoutClick ?? 'Ohne Klick bekommst du keine Bestätigung – deine Anfrage ist trotzdem bei uns, und wir melden uns bei dir.')}`,
      };
    }
    if (state.sentAt) {
      return {
        title: 'Bestätigung verschickt',
        body: html`${heading('Deine Bestätigung ist verschickt')}
${textBlock(html`Wir haben sie an ${masked} geschickt. Ist sie nicht in deinem Posteingang, sieh bitte auch im Spam-Ordner nach.`)}`,
      };
    }
    if (state.error) {
      return {
        title: 'Bestätigung nicht verschickt',
        body: html`${heading('Deine Angaben sind eingegangen')}
${textBlock(html`Die Bestätigung an ${masked} konnten wir nicht verschicken (zum Beispiel, weil an diese Adresse heute schon mehrere Mails von uns gingen). Deine Angaben sind trotzdem bei uns, und unser Team meldet sich bei dir.`)}`,
      };
    }
    return {
      title: 'Bestätigung unterwegs',
      body: html`${heading('Deine Bestätigung ist unterwegs')}
${textBlock(html`Wir schicken sie in den nächsten Minuten an ${masked}. Ist sie dann nicht in deinem Posteingang, sieh bitte auch im Spam-Ordner nach.`)}`,
    };
  }

  const routes = Router();
  // Its own small parser: the step's button sends one hidden field; the API's parsers sit under /api only.
  const parseButton = express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 8, type: 'application/x-www-form-urlencoded' });

  for (const form of registry.forms) {
    if (!visitorMailOf(form)) continue;
    /** The lead the link names, if the link is genuine and the lead exists. */
    const leadOf = async (query: Record<string, unknown>): Promise<{ id: string; state: LeadState } | undefined> => {
      const id = typeof query.vorgang === 'string' ? query.vorgang : '';
      const given = typeof query.s === 'string' ? query.s : '';
      if (!uuidPattern.test(id) || !signaturePattern.test(given)) return undefined;
      if (!timingSafeEqual(Buffer.from(given), Buffer.from(signature(form, id)))) return undefined;
      const state = await stateOf(form, id);
      return state ? { id, state } : undefined;
    };
    const notFound: FormAnswer = {
      title: 'Link ungültig',
      body: html`${heading('Dieser Link ist ungültig')}
${textBlock('Wir finden zu diesem Link keine Anfrage. Vielleicht wurde er nicht vollständig kopiert, oder die Anfrage ist schon gelöscht.')}`,
    };
    const send = async (req: express.Request, res: express.Response, status: number, answer: FormAnswer) => {
      res
        .status(status)
        .type('html')
        .set('Cache-Control', 'no-store')
        .send(await formAnswerPage(pageFrameOf(req.app), answer));
    };

    routes.get(pathOf(form), async (req, res) => {
      const lead = await leadOf(req.query);
      if (!lead) return send(req, res, 404, notFound);
      return send(req, res, 200, answerFor(form, lead.id, lead.state, undefined));
    });

    routes.post(pathOf(form), protection.limit, parseButton, async (req, res) => {
      const lead = await leadOf(req.query);
      if (!lead) return send(req, res, 404, notFound);
      const { id, state } = lead;
      if (!isSpamReason(state.spamReason) || isHeld(state.spamReason)) return res.redirect(303, linkFor(form, id));
      const body = (req.body ?? {}) as Record<string, unknown>;
      const verdict = await protection.screen(tokenFormOf(id), { token: body._token });
      if (verdict === 'too_fast') return send(req, res, 200, answerFor(form, id, state, 'too_fast'));
      if (verdict !== null) {
        logger.info({ leadId: id, leadKind: form.kind, verdict }, 'confirmation request refused');
        return send(req, res, 200, answerFor(form, id, state, verdict === 'token_expired' ? 'expired' : undefined));
      }
      await releaseLead({ pool, leadQueue, logger }, { form, id, actor: null, action: 'confirmation_requested' });
      // Post/redirect/get: the step, reloaded, shows where the receipt is and never posts again.
      return res.redirect(303, linkFor(form, id));
    });
  }
  return { linkFor, routes };
}
