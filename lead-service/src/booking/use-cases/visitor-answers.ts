/** The answers the visitor's booking use cases share: the page with its status, the invalid link, the limits, the taken slot. */
import type { FormAnswer } from '../../platform/http/form-post-pages.ts';
import { messagePage } from '../../platform/http/form-post-pages.ts';
import type { PageOutcome } from '../../platform/http/endpoint-routes.ts';
import type { LimitHit } from '../booking-limits.ts';
import { bookingPath } from '../booking-links.ts';
import { movePath } from '../booking-page-endpoints.ts';
import { invalidLinkPage, takenPage, type SlotForm } from '../booking-pages.ts';
import { withCredential, type Credential } from './visitor-credential.ts';

export const shown = (page: FormAnswer, status = 200): PageOutcome => ({ status, page });

export const invalidLink: PageOutcome = shown(invalidLinkPage(), 404);

// What actually happened: many changes of this one call, or many attempts from one connection or for one address.
export const limited = (hit: LimitHit): PageOutcome =>
  shown(
    messagePage(
      'Zu viele Versuche',
      hit === 'lead'
        ? 'Für diesen Termin gab es heute schon sehr viele Änderungen. Bitte antworte auf unsere E-Mail, dann kümmern wir uns persönlich darum.'
        : 'Gerade kamen zu viele Buchungsversuche. Bitte antworte auf unsere E-Mail, dann kümmern wir uns persönlich darum.',
    ),
    429,
  );

/** „Gerade vergeben“ with the next free slots, posting where the taken choice was posted. */
export const takenAnswer = (credential: Credential, next: SlotForm['slots'], extra: Partial<SlotForm> = {}): PageOutcome =>
  shown(
    takenPage({
      form: { action: withCredential(bookingPath, credential), slots: next, submitLabel: 'Diesen Termin buchen', ...extra },
      allHref: withCredential(extra.action ? movePath : bookingPath, credential),
    }),
    409,
  );
