/** The sales desk's page of one lead (`/vertrieb/leads/<id>`), for links in the team's mails. */
import type { MailSettings } from './lead-mail.ts';

export function deskLeadUrl(settings: Pick<MailSettings, 'siteUrl'>, id: string): string {
  return `${settings.siteUrl.replace(/\/+$/, '')}/vertrieb/leads/${encodeURIComponent(id)}`;
}
