/** An admin switches whether an account holds strategy calls (and is offered in the slots). */
import { notFound } from '../../platform/errors/refusals.ts';
import { setHoldsCalls } from '../advisers.ts';
import type { BookingDeskDependencies } from './booking-desk-dependencies.ts';

export async function toggleAdviser(
  { pool }: Pick<BookingDeskDependencies, 'pool'>,
  username: string,
  { holdsCalls }: { holdsCalls: boolean },
): Promise<{ holdsCalls: boolean }> {
  if (!(await setHoldsCalls(pool, username, holdsCalls))) throw notFound('Dieses Konto gibt es nicht.');
  return { holdsCalls };
}
