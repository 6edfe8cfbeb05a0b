/**
 * The referral reward as the desk shows it on a referral (issue 44): the recommended company's analysis request
 * it is linked to (matched by e-mail or chosen here by its reference), the contract date of that request's win,
 * the day the reward falls due or why it is not earned, and the day it was paid. Bundled into the desk: zod/mini only.
 */
import '../zod-setup.ts';
import * as z from 'zod/mini';
import { parseReference } from './reference.ts';

export interface DeskReferralReward {
  /** The recommended company's request; null when none is linked or it was erased. */
  lead: { id: string; reference: string; company: string; status: string } | null;
  /** 'email': matched automatically; else the username of who chose it. */
  linkedBy: string | null;
  contractDate: string | null;
  /** Berlin day (YYYY-MM-DD) the reward falls due; null while undecided or when declined. */
  dueOn: string | null;
  declinedReason: string | null;
  paidOn: string | null;
  /** When the referrer's mail „Deine Prämie ist fällig“ was sent. */
  dueMailSentAt: string | null;
}

export const referralLinkSchema = z.strictObject(
  {
    reference: z.string({ error: 'Bitte gib die Vorgangsnummer der Anfrage an (z. B. SW-7K3M-9QXR).' }).check(
      z.refine((text) => text.length <= 40 && parseReference(text) !== undefined, {
        error: 'Bitte gib die Vorgangsnummer der Anfrage an (z. B. SW-7K3M-9QXR).',
      }),
    ),
  },
  { error: 'Bitte gib die Vorgangsnummer der Anfrage an.' },
);
