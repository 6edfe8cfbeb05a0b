import { formNameOf } from '@sichtwerk/forms/form-protection';
import { useCallback, useEffect, useRef } from 'react';
import { fetchFormToken, type FormToken } from '../../lib/api-client.ts';

/**
 * How long a submit waits for a token still on its way. Generous: a post without a token is kept, but its typed
 * address gets no mail (it may be a stranger's), so a visitor on a slow line or a busy service would lose the
 * confirmation, while the button shows the post pending all along.
 */
const tokenWaitMs = 15_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The form's signed time token (GET /api/form-token; no cookie), fetched when the form is rendered in the browser.
 * `ready()` is what a submit waits for: the token (undefined if it could not be had — the server then keeps the lead
 * and only marks it for review), once its minimum fill time has passed. A person who autofills and sends within that
 * time waits it out with the button pending instead of being taken for a bot. No new token is fetched at submit
 * time (a brand-new token would look like a form filled in no time), only after a refused post may have spent it.
 */
export function useFormToken(endpoint: string) {
  const token = useRef<FormToken | undefined>(undefined);
  // The token on its way: a submit that comes before it (a quick person right after the island woke) waits for it.
  const request = useRef<Promise<unknown> | undefined>(undefined);

  const renew = useCallback(() => {
    let current = true;
    request.current = fetchFormToken(formNameOf(endpoint)).then((issued) => {
      if (current && issued) token.current = issued;
    });
    return () => {
      current = false;
    };
  }, [endpoint]);

  useEffect(renew, [renew]);

  const ready = useCallback(async (): Promise<string | undefined> => {
    // Bounded: a token that does not come in time is left out.
    await Promise.race([request.current, pause(tokenWaitMs)]);
    const wait = (token.current?.readyAt ?? 0) - Date.now();
    if (wait > 0) await pause(wait);
    return token.current?.value;
  }, []);

  return { ready, renew };
}
