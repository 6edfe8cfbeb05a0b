/**
 * The desk's session and the lists every screen needs (kinds with their statuses, colleagues), as the lead
 * service answers them under /vertrieb/api and the desk bundle reads them. Bundled into the desk: zod/mini only.
 */
import '../zod-setup.ts';
import * as z from 'zod/mini';
import type { FormKind } from '../form-kinds.ts';
import type { OutcomeCatalogue } from './outcome-contract.ts';

export const roles = ['vertrieb', 'admin'] as const;
export type Role = (typeof roles)[number];

export interface Account {
  id: string;
  username: string;
  role: Role;
  roleLabel: string;
  /** The daily digest of due follow-ups is on for this account (off by default). */
  digest: boolean;
  /** Role admin: the weekly conversion mail on Monday mornings is on (off by default). */
  weeklyReport: boolean;
  /** Where the digest goes; null while the account has no address. */
  email: string | null;
}

/** scrypt reads the whole password: a bound keeps one login from costing seconds. */
export const passwordLimits = Object.freeze({ max: 256 });

export const loginSchema = z.strictObject(
  {
    username: z
      .string({ error: 'Bitte gib deinen Benutzernamen ein.' })
      .check(z.trim(), z.minLength(1, 'Bitte gib deinen Benutzernamen ein.'), z.maxLength(64, 'Der Benutzername ist zu lang.')),
    password: z
      .string({ error: 'Bitte gib dein Passwort ein.' })
      .check(z.minLength(1, 'Bitte gib dein Passwort ein.'), z.maxLength(passwordLimits.max, 'Das Passwort ist zu lang.')),
  },
  { error: 'Bitte sende nur Benutzername und Passwort.' },
);

export interface StatusOption {
  key: string;
  label: string;
}

export interface KindMeta {
  kind: FormKind;
  /** Plural, for the filter ("Rückrufbitten"). */
  label: string;
  statuses: StatusOption[];
}

export interface Colleague {
  id: string;
  username: string;
  /** The display name, else the login name: what the desk shows of a colleague. */
  name: string;
}

export interface Meta {
  kinds: KindMeta[];
  colleagues: Colleague[];
  /** Leads waiting in the review list ("Prüfen"). */
  reviewCount: number;
  /** What „Kunde geworden“ and „kein Interesse“ ask for: the content's packages and add-ons, the reasons. */
  outcomes: OutcomeCatalogue;
}

export const digestSchema = z.strictObject(
  {
    digest: z.boolean({ error: 'Bitte gib an, ob du die tägliche Übersicht willst.' }),
    weeklyReport: z.optional(z.boolean({ error: 'Bitte gib an, ob du den Wochenbericht willst.' })),
    email: z.optional(
      z.nullable(
        z.string().check(z.trim(), z.maxLength(254, 'Die Adresse ist zu lang.'), z.email('Bitte gib eine gültige E-Mail-Adresse an.')),
      ),
    ),
  },
  { error: 'Bitte nur die Einstellung zur täglichen Übersicht senden.' },
);
export type DigestSettings = z.output<typeof digestSchema>;
