/**
 * The analysis request's settings: when sales are reminded of the 48-hour promise, and the website check's
 * limits. They appear in the configuration table and .env.example with the service's own variables.
 */
import { variable } from '../../platform/config/config-variable.ts';
import { hostPortList, integer } from '../../platform/config/env-fields.ts';

export const analysisRequestSettings = Object.freeze({
  ANALYSIS_REMIND_AFTER_MS: variable({
    schema: integer(86_400_000, 1_000, 172_800_000),
    group: 'processes and timings',
    doc: 'Age of an analysis request not yet marked „Analyse vorgestellt“ at which sales get an „Erinnerung:“ mail, in ms (the promise: 48 hours).',
  }),
  ANALYSIS_ESCALATE_AFTER_MS: variable({
    schema: integer(144_000_000, 1_000, 172_800_000),
    group: 'processes and timings',
    doc: 'Age at which the same request gets a „Frist läuft ab:“ mail to sales (before the 48-hour deadline with the default), in ms.',
  }),
  WEBSITE_CHECK_CONCURRENCY: variable({
    schema: integer(4, 0, 50),
    group: 'website check of analysis requests',
    doc: 'Website checks at a time per worker process; 0 switches the check off.',
  }),
  WEBSITE_CHECK_WAIT_MS: variable({
    schema: integer(20_000, 0, 120_000),
    group: 'website check of analysis requests',
    doc: 'Longest the sales notification waits for the check, in ms; a later check follows as its own mail.',
  }),
  WEBSITE_CHECK_ALLOW_HOSTS: variable({
    schema: hostPortList(),
    group: 'website check of analysis requests',
    doc: 'Tests only: `host:port` pairs the check may reach although private. Keep it empty in production.',
    defaultText: 'empty',
  }),
});
