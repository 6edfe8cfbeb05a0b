/**
 * The statuses a kind's lead goes through in the sales desk, named once in its descriptor (define-lead-form.ts
 * `statuses`): a key stored in the row's `status` column, the German label staff see, and the statuses it may
 * move on to. The first entry is the status every new lead starts with (the column default in
 * migrations/010_lead_workflow.sql).
 */
import type { OutcomeKind } from '@sichtwerk/forms/desk/outcome-contract';

export interface LeadStatus<Key extends string = string> {
  readonly label: string;
  /** The statuses a lead may move on to from this one; empty for a final status. */
  readonly next: readonly Key[];
  /** Moving here asks for how the lead ended (desk/lead-outcomes.ts): „Kunde geworden“ the contract, „kein Interesse“ a reason. */
  readonly asks?: OutcomeKind;
}

export type LeadStatuses<Key extends string = string> = { readonly [K in Key]: LeadStatus<Key> };

/** The compiler checks each `next` against the keys; the check below catches a cast. */
export function defineLeadStatuses<const Statuses extends { readonly [key: string]: LeadStatus<NoInfer<keyof Statuses & string>> }>(
  statuses: Statuses,
): LeadStatuses<keyof Statuses & string> {
  const keys = Object.keys(statuses);
  if (keys.length === 0) throw new Error('a kind needs at least one status');
  for (const [key, status] of Object.entries<LeadStatus>(statuses)) {
    for (const next of status.next) if (!keys.includes(next)) throw new Error(`status ${key} moves on to unknown status ${next}`);
  }
  return Object.freeze(statuses);
}

/** The status a new lead starts with. */
export function initialStatus(statuses: LeadStatuses): string {
  const first = Object.keys(statuses)[0];
  if (first === undefined) throw new Error('a kind needs at least one status');
  return first;
}

/** Whether a lead in status `from` may move to `to`. */
export function mayMoveTo(statuses: LeadStatuses, from: string, to: string): boolean {
  return statuses[from]?.next.includes(to) ?? false;
}

/**
 * Where a status clicked by mistake can be set back to (with a reason): a status the lead was in before
 * (`passed`, from its history, or the first one) from which the kind's steps lead to `current`. In declaration
 * order.
 */
export function earlierStatuses(statuses: LeadStatuses, current: string, passed: readonly string[]): string[] {
  const before = new Set<string>();
  const open = [current];
  while (open.length > 0) {
    const target = open.pop() as string;
    for (const [key, status] of Object.entries(statuses)) {
      if (status.next.includes(target) && !before.has(key) && key !== current) {
        before.add(key);
        open.push(key);
      }
    }
  }
  const was = new Set([initialStatus(statuses), ...passed]);
  return Object.keys(statuses).filter((key) => before.has(key) && was.has(key));
}
