/** Callback requests (/rueckruf): a notification to sales, nothing to the visitor (there is no address). */
import { declaration } from '@sichtwerk/forms/callback-request-schema';
import { defineLeadForm } from '../../kind-kit/define-lead-form.ts';
import { teamMail } from '../../kind-kit/lead-mail.ts';
import { defineLeadStatuses } from '../../kind-kit/lead-status.ts';
import { callbackDeadline } from './callback-deadline.ts';
import { callbackRequestNotification } from './mails.ts';
import { callbackRequestTable } from './table.ts';

export const callbackRequestForm = defineLeadForm({
  declaration,
  referencePrefix: 'callback',
  label: { one: 'Rückrufbitte', many: 'Rückrufbitten' },
  table: callbackRequestTable,
  mails: {
    notification: teamMail('salesEmail', undefined, callbackRequestNotification),
  },
  statuses: defineLeadStatuses({
    new: { label: 'neu', next: ['called', 'not_reached'] },
    not_reached: { label: 'nicht erreicht', next: ['called', 'done'] },
    called: { label: 'angerufen', next: ['done'] },
    done: { label: 'erledigt', next: [] },
  }),
  chosenDeadline: { field: 'timeWindow', openStatuses: ['new', 'not_reached'], of: callbackDeadline },
});
