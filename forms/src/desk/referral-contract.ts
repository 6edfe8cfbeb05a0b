/**
 * The referral reward as the desk shows it on a referral (issue 44): the recommended company's analysis request
 * it is linked to (matched by e-mail or chosen here by its reference), the contract date of that request's win,
 * the day the reward falls due or why it is not earned, an admin's grant of a declined reward, a contract date
 * corrected after the reward was paid or announced, and the day it was paid. Bundled into the desk: zod/mini only.
 */
import '../zod-setup.ts';
import * as z from 'zod/mini';
import { hasControlCharacter } from '../text-rules.ts';
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
  /** „Prämie trotzdem gewährt“: the admin, when (ISO), why, and the reason the conditions gave for declining. */
  granted: { by: string; at: string; reason: string; waived: string } | null;
  /**
   * The linked request's contract date (YYYY-MM-DD) when it was corrected after the reward was paid or announced:
   * the decision kept `contractDate`, so an admin checks by hand. Null while the two agree.
   */
  correctedContractDate: string | null;
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

export const rewardGrantLimits = Object.freeze({ reason: 500 });

const grantReasonMissing = 'Bitte gib an, warum die Prämie trotzdem gewährt wird.';

/** „Prämie trotzdem gewähren“ (admins): why, for the referral's history. */
export const rewardGrantSchema = z.strictObject(
  {
    reason: z.string({ error: grantReasonMissing }).check(
      z.trim(),
      z.minLength(1, grantReasonMissing),
      z.maxLength(rewardGrantLimits.reason, `Der Grund darf höchstens ${rewardGrantLimits.reason} Zeichen lang sein.`),
      z.refine((value) => !hasControlCharacter(value, true), 'Der Grund enthält unsichtbare Steuerzeichen.'),
    ),
  },
  { error: 'Bitte nur den Grund senden.' },
);
