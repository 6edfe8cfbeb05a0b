/**
 * The visitor's result page, declared once (@sichtwerk/forms/define-endpoint): GET /analyse/<token>, the analysis
 * mail's link, answered with the personal page. The token is checked by the use case (show-result.ts), so a
 * malformed one gets the same „nicht gefunden“ page as an unknown one. result-routes.ts adapts Express from this
 * table, and the service's path list reads its path off it.
 */
import { endpointTable, page } from '@sichtwerk/forms/define-endpoint';
import { resultPathPrefix } from './result-token.ts';

export const resultPageEndpoints = endpointTable('', {
  show: { method: 'GET', path: `${resultPathPrefix}:token` as const, access: 'public', answer: page() },
});
