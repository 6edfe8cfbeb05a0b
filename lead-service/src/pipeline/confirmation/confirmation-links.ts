/** Where a lead's confirmation step is and the signature that opens it: `<form page>/bestaetigen?vorgang=<id>&s=<sig>`. */
import { timingSafeEqual } from 'node:crypto';
import { pages } from '@sichtwerk/content/routes';
import type { LeadForm } from '../../kind-kit/define-lead-form.ts';
import { servedPaths } from '../../platform/http/service-path.ts';
import type { FormProtection } from '../form-protection.ts';
import { oneClickFormPrefix } from '../one-click-fill.ts';
import type { ConfirmationQuery } from './confirmation-endpoints.ts';

export const confirmationSegment = '/bestaetigen';

export const confirmationPaths = servedPaths(
  'the confirmation step of a form sent without JavaScript, `/<form page>/bestaetigen` (where the plain post redirects)',
  [`*${confirmationSegment}`],
);

/** The form name of the button's time token: it names this lead, so it cannot confirm any other one. */
export const tokenFormOf = (id: string) => `${oneClickFormPrefix}${id}`;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const signaturePattern = /^[A-Za-z0-9_-]{43}$/;

export interface ConfirmationLinks {
  /** The step's path of a form, relative to this service's origin. */
  pathOf(form: LeadForm): `/${string}`;
  /** The path of a lead's confirmation step, relative to this service's origin. */
  linkFor(form: LeadForm, id: string): string;
  /** The lead the link's query names, if its signature is genuine. */
  leadOf(form: LeadForm, query: ConfirmationQuery): string | undefined;
}

export function createConfirmationLinks(protection: Pick<FormProtection, 'signLink'>): ConfirmationLinks {
  const signature = (form: LeadForm, id: string) => protection.signLink(`${form.kind}:${id}`);
  const pathOf = (form: LeadForm) => `${pages[form.page].path}${confirmationSegment}` as `/${string}`;
  return {
    pathOf,
    linkFor: (form, id) => `${pathOf(form)}?vorgang=${id}&s=${signature(form, id)}`,
    leadOf(form, { vorgang: id = '', s: given = '' }) {
      if (!uuidPattern.test(id) || !signaturePattern.test(given)) return undefined;
      return timingSafeEqual(Buffer.from(given), Buffer.from(signature(form, id))) ? id : undefined;
    },
  };
}
