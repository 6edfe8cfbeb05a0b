import type { InboxFilter, InboxRow } from '@sichtwerk/forms/desk/inbox-contract';
import { Badge } from '@sichtwerk/site/ui/badge';
import { Link } from '@tanstack/react-router';
import { attemptsText, formatShort, timeLeft } from '../../lib/format.ts';
import { VisibleText } from '../../shell/visible-text.tsx';
import { toList } from './inbox-search.ts';

/**
 * Leads as rows with what a caller needs first: kind and reference, name with the first words of the message,
 * the phone number to dial, when it came and what was promised, status, owner and call attempts. A grid on wide
 * screens, stacked on a phone. The name is the row's link (j/k move between them, Enter opens); every visitor
 * text is a React text node.
 */
export function LeadRows({ rows, now, label, filter }: { rows: InboxRow[]; now: number; label: string; filter: InboxFilter }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
      {rows.map((row) => {
        const deadline = row.deadline ? { ...row.deadline, left: timeLeft(row.deadline.at, now) } : undefined;
        const followUp = row.followUpAt ? timeLeft(row.followUpAt, now) : undefined;
        const attempts = attemptsText(row.attempts, now);
        return (
          <li
            key={row.id}
            data-lead-id={row.id}
            className={`grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-3 py-2.5 focus-within:bg-brand-50 md:grid-cols-[8.5rem_minmax(0,1fr)_11rem_10rem_9rem] md:items-start ${deadline?.overdue || followUp?.overdue ? 'bg-red-50' : ''}`}
          >
            <div className="col-span-2 flex gap-2 text-xs text-slate-600 md:col-span-1 md:block">
              <span className="font-medium">{row.kindLabel}</span>
              <span className="font-mono md:block">{row.reference}</span>
            </div>
            <div className="col-span-2 min-w-0 md:col-span-1">
              <Link
                to="/leads/$id"
                params={{ id: row.id }}
                {...toList(filter)}
                data-row-link=""
                className="font-semibold break-words text-slate-900 hover:underline focus-visible:underline"
              >
                <VisibleText text={row.name || row.kindLabel} />
              </Link>
              {row.excerpt && (
                <p className="truncate text-sm text-slate-600">
                  <VisibleText text={row.excerpt} />
                </p>
              )}
            </div>
            <div className="text-sm">
              {row.phone &&
                (row.phone.href ? (
                  <a href={row.phone.href} className="text-brand-700 underline">
                    <VisibleText text={row.phone.text} />
                  </a>
                ) : (
                  <VisibleText text={row.phone.text} />
                ))}
              {attempts && <p className="text-xs text-slate-600">{attempts}</p>}
            </div>
            <div className="text-right text-xs text-slate-600 md:text-left md:text-sm">
              <p>
                <time dateTime={row.submittedAt}>{formatShort(row.submittedAt, now)}</time>
              </p>
              {deadline && (
                <p className={deadline.overdue ? 'font-semibold text-red-700' : undefined}>
                  {deadline.overdue ? '⚠ ' : ''}
                  {deadline.label}
                </p>
              )}
              {followUp && (
                <p className={followUp.overdue ? 'font-semibold text-red-700' : 'text-slate-700'}>
                  Wiedervorlage {formatShort(row.followUpAt ?? '', now)}
                </p>
              )}
            </div>
            <div className="col-span-2 flex flex-wrap items-center gap-2 md:col-span-1 md:block md:space-y-1">
              <Badge variant={row.spamReason ? 'warn' : 'brand'}>{row.statusLabel}</Badge>
              <p className="text-xs text-slate-600">{row.owner ? `bei ${row.owner}` : 'niemandem zugewiesen'}</p>
              {row.spamLabel && <p className="text-xs text-amber-800">Prüfen: {row.spamLabel}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
