import { Alert } from '@sichtwerk/site/ui/alert';
import { Button } from '@sichtwerk/site/ui/button';
import { useInfiniteQuery } from '@tanstack/react-query';
import { deskApi, messageOf } from '../../lib/api.ts';
import { LeadRows } from '../inbox/lead-rows.tsx';

/** Leads the spam protection held or doubted, each with the reason; opened one by one to decide. */
export function ReviewScreen() {
  const review = useInfiniteQuery({
    queryKey: ['inbox', 'review'],
    queryFn: ({ pageParam }) => deskApi.review({ body: pageParam ? { after: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });
  const rows = review.data?.pages.flatMap((page) => page.leads);
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">Prüfen</h1>
      <p className="text-sm text-slate-600">
        Diese Leads hat der Spam-Schutz zurückgehalten oder angezweifelt. Öffne einen Lead und entscheide: echt (die Bestätigung an den
        Absender geht raus) oder Spam (wird nach einer Rückfrage gelöscht).
      </p>
      {review.error && <Alert>{messageOf(review.error)}</Alert>}
      {rows && rows.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          Nichts zu prüfen.
        </p>
      )}
      {rows && rows.length > 0 && <LeadRows rows={rows} now={review.dataUpdatedAt} label="Zu prüfende Leads" filter={{}} />}
      {review.hasNextPage && (
        <Button variant="quiet" size="sm" onClick={() => void review.fetchNextPage()}>
          Weitere 50 laden
        </Button>
      )}
    </div>
  );
}
