import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import type { ComponentType } from 'react';

/**
 * A card on the lead's page, contributed by a feature (features/lead-panels.ts lists them in page order).
 * `column`: 'work' beside the status (what staff do now: calls, notes, follow-up), 'facts' below (what is
 * known). `appliesTo`: only for some leads, e.g. one kind.
 */
export interface LeadPanel {
  id: string;
  column: 'work' | 'facts';
  appliesTo?(lead: DeskLead): boolean;
  Panel: ComponentType<{ lead: DeskLead }>;
}
