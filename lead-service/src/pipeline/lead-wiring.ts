/**
 * Wires the kinds a process is handed (kind-kit/registry.ts) to the database and the mail settings
 * (app/mail-settings.ts): the repositories and the pipeline handlers (worker and sweeper). Nothing here names a kind; each is taken from its descriptor.
 */
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type pg from 'pg';
import type { LeadForm, LeadOf, LeadTable } from '../kind-kit/define-lead-form.ts';
import { createLeadKindHandler, type LeadKindHandler } from './lead-kind.ts';
import type { MailSettings } from '../kind-kit/lead-mail.ts';
import { createLeadRepository, type LeadRepository } from './lead-repository.ts';
import type { LeadRegistry } from '../kind-kit/registry.ts';

export type LeadRepositories = Readonly<Record<FormKind, LeadRepository<LeadOf<LeadTable>, Record<string, unknown>>>>;

function byKind<T>(registry: LeadRegistry, make: (form: LeadForm) => T): Readonly<Record<FormKind, T>> {
  return Object.freeze(Object.fromEntries(registry.forms.map((form) => [form.kind, make(form)])) as Record<FormKind, T>);
}

export function createLeadRepositories(registry: LeadRegistry, pool: pg.Pool): LeadRepositories {
  return byKind(registry, (form) => createLeadRepository(pool, form));
}

/** One handler per kind, for the worker (dispatch by job kind) and the sweeper (Object.values). */
export function createLeadKindHandlers(
  registry: LeadRegistry,
  repositories: LeadRepositories,
  settings: MailSettings,
): Readonly<Record<FormKind, LeadKindHandler>> {
  return byKind(registry, (form) => createLeadKindHandler(form, repositories[form.kind], settings));
}
