import { CircleCheck } from 'lucide-react';

export function CheckList({ items, tone = 'light' }: { items: readonly string[]; tone?: 'light' | 'dark' }) {
  return (
    <ul data-slot="check-list" className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck
            className={tone === 'dark' ? 'size-6 shrink-0 text-accent-300' : 'size-6 shrink-0 text-accent-700'}
            aria-hidden="true"
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
