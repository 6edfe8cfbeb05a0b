/** The service's kinds, assembled for the stories as a process entry assembles them (src/main.ts). */
import { anyLeadForms } from '../../src/lead-forms.ts';
import { createLeadRegistry } from '../../src/kind-kit/registry.ts';

export const leadRegistry = createLeadRegistry(anyLeadForms);
