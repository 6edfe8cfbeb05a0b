/** What every screen needs: the kinds with their statuses, the colleagues, how many leads wait for review, what an ending asks. */
import type { Meta } from '@sichtwerk/forms/desk/account-contract';
import { listColleagues } from '../../platform/staff/users.ts';
import { outcomeCatalogue } from '../outcome-catalogue.ts';
import { reviewCount } from '../review-count.ts';
import type { DeskDependencies } from './desk-dependencies.ts';

export async function readMeta({ forms, pool }: Pick<DeskDependencies, 'forms' | 'pool'>): Promise<Meta> {
  return {
    kinds: forms.map((form) => ({
      kind: form.kind,
      label: form.label.many,
      statuses: Object.entries(form.statuses).map(([key, status]) => ({ key, label: status.label })),
    })),
    colleagues: await listColleagues(pool),
    reviewCount: await reviewCount(forms, pool),
    outcomes: outcomeCatalogue,
  };
}
