import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { useState } from 'react';
import { useLeadAction } from '../lead-queries.ts';

/**
 * A dialog that asks for a lead action's facts (won, lost, reward granted): each opening starts from `prefill` with
 * no error from an earlier try, and the dialog closes once the service has taken the action; an error keeps it open
 * with what was typed.
 */
export function useLeadDialog(leadId: string, prefill: () => void) {
  const action = useLeadAction(leadId);
  const [open, setOpen] = useState(false);
  return {
    action,
    open,
    onOpenChange(next: boolean) {
      if (next) {
        prefill();
        action.reset();
      }
      setOpen(next);
    },
    run(act: () => Promise<DeskLead>) {
      action.mutate(act, { onSuccess: () => setOpen(false) });
    },
  };
}
