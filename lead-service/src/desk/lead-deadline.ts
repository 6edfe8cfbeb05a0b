/**
 * The deadline a lead's row and detail show while it is open: the kind's promise to the visitor (the analysis
 * within 48 hours of receipt, until it is sent, whatever the call's state) or the time the visitor chose (a
 * callback's window on its day).
 */
import type { InboxRow } from '@sichtwerk/forms/desk/inbox-contract';
import type { LeadForm } from '../kind-kit/define-lead-form.ts';
import { formatBerlinTimeShort } from '../platform/shared/berlin-time.ts';
import type { ClosedDays } from '../platform/shared/closed-days.ts';

export function deadlineOf(
  form: LeadForm,
  lead: { status: string; submittedAt: Date; chosen: string | null; promiseKept: boolean },
  now: Date,
  closedDays: ClosedDays,
): InboxRow['deadline'] {
  const chosen = form.chosenDeadline;
  if (chosen?.openStatuses.includes(lead.status) && lead.chosen !== null) {
    const due = chosen.of(lead.chosen, lead.submittedAt, closedDays);
    if (due) return { at: due.at.toISOString(), label: due.label, overdue: due.at < now };
  }
  const promise = form.promise;
  if (promise?.openStatuses.includes(lead.status) && !lead.promiseKept) {
    const at = new Date(lead.submittedAt.getTime() + promise.withinMs);
    return { at: at.toISOString(), label: `zugesagt bis ${formatBerlinTimeShort(at)}`, overdue: at < now };
  }
  return null;
}
