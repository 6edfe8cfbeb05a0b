/** The service's kinds, assembled for the stories as a process entry assembles them (src/main.ts). */
import { anyLeadForms } from '../../src/leads/lead-forms.ts';
import { createLeadRegistry } from '../../src/leads/registry.ts';

export const leadRegistry = createLeadRegistry(anyLeadForms);
