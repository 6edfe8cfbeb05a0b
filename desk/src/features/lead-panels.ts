/**
 * The cards on a lead's page, in order (shell/lead-panel.ts). A feature with something to show or do on a lead
 * adds its panel here (desk/README.md).
 */
import type { LeadPanel } from '../shell/lead-panel.ts';
import { AnalysisPanel } from './analysis/analysis-panel.tsx';
import { CallsPanel } from './lead/panels/calls-panel.tsx';
import { FieldsPanel } from './lead/panels/fields-panel.tsx';
import { FindingsPanel } from './lead/panels/findings-panel.tsx';
import { FollowUpPanel } from './lead/panels/follow-up-panel.tsx';
import { HistoryPanel } from './lead/panels/history-panel.tsx';
import { MailsPanel } from './lead/panels/mails-panel.tsx';
import { NotesPanel } from './lead/panels/notes-panel.tsx';
import { OwnerPanel } from './lead/panels/owner-panel.tsx';
import { ReferralRewardPanel } from './lead/panels/referral-reward-panel.tsx';
import { SourcePanel } from './lead/panels/source-panel.tsx';
import { SpamPanel } from './lead/panels/spam-panel.tsx';
import { StatusPanel } from './lead/panels/status-panel.tsx';
import { StrategyCallPanel } from './termine/strategy-call-panel.tsx';

export const leadPanels: LeadPanel[] = [
  { id: 'spam', column: 'work', appliesTo: (lead) => lead.spam !== null, Panel: SpamPanel },
  { id: 'analysis', column: 'work', appliesTo: (lead) => lead.tools.includes('analysis') && lead.spam === null, Panel: AnalysisPanel },
  { id: 'status', column: 'work', Panel: StatusPanel },
  { id: 'referral-reward', column: 'work', appliesTo: (lead) => lead.reward !== undefined, Panel: ReferralRewardPanel },
  { id: 'strategy-call', column: 'work', appliesTo: (lead) => lead.tools.includes('strategy-call'), Panel: StrategyCallPanel },
  { id: 'calls', column: 'work', Panel: CallsPanel },
  { id: 'notes', column: 'work', Panel: NotesPanel },
  { id: 'owner', column: 'work', Panel: OwnerPanel },
  { id: 'follow-up', column: 'work', Panel: FollowUpPanel },
  { id: 'fields', column: 'facts', Panel: FieldsPanel },
  { id: 'mails', column: 'facts', Panel: MailsPanel },
  { id: 'findings', column: 'facts', appliesTo: (lead) => lead.findings.length > 0, Panel: FindingsPanel },
  { id: 'source', column: 'facts', Panel: SourcePanel },
  { id: 'history', column: 'facts', Panel: HistoryPanel },
];
