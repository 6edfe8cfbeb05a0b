/**
 * The desk's few pages as paths under /vertrieb (history API, no router library): the lead service answers
 * every /vertrieb/… path with the same index.html. Only ids ever appear in a path, never lead data.
 */
import { useEffect, useState } from 'react';

export type Route =
  | { page: 'inbox' }
  | { page: 'lead'; id: string }
  | { page: 'analysis'; id: string }
  | { page: 'review' }
  | { page: 'dsgvo' }
  | { page: 'unknown' };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseRoute(pathname: string): Route {
  const rest = pathname.replace(/^\/vertrieb\/?/, '').replace(/\/$/, '');
  if (rest === '') return { page: 'inbox' };
  if (rest === 'pruefen') return { page: 'review' };
  if (rest === 'dsgvo') return { page: 'dsgvo' };
  const analysis = /^leads\/([^/]+)\/analyse$/.exec(rest);
  if (analysis?.[1] && uuid.test(analysis[1])) return { page: 'analysis', id: analysis[1] };
  const lead = /^leads\/(.+)$/.exec(rest);
  if (lead?.[1] && uuid.test(lead[1])) return { page: 'lead', id: lead[1] };
  return { page: 'unknown' };
}

export function navigate(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
  window.scrollTo(0, 0);
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.pathname));
  useEffect(() => {
    const update = () => setRoute(parseRoute(window.location.pathname));
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);
  return route;
}
