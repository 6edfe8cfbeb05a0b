/** The sales desk's page of one lead (`/vertrieb/leads/<id>`), for links in the team's mails. */
import { deskPath } from '../platform/staff/desk-session.ts';
import type { MailSettings } from './lead-mail.ts';

export function deskLeadUrl(settings: Pick<MailSettings, 'serviceUrl'>, id: string): string {
  return `${settings.serviceUrl.replace(/\/+$/, '')}${deskPath}/leads/${encodeURIComponent(id)}`;
}
