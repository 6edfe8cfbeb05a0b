import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { VisibleText } from '../../../shell/visible-text.tsx';
import { PanelCard } from './panel-card.tsx';

/** A link only for addresses we build ourselves from a known scheme; anything else stays text. */
function SafeLink({ scheme, value }: { scheme: 'mailto' | 'web'; value: string }) {
  if (scheme === 'web') {
    try {
      const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return <VisibleText text={value} />;
      return (
        <a className="break-all text-brand-700 underline" href={url.href} target="_blank" rel="noopener noreferrer nofollow">
          <VisibleText text={value} />
        </a>
      );
    } catch {
      return <VisibleText text={value} />;
    }
  }
  const target = value.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(target)) return <VisibleText text={value} />;
  return (
    <a className="break-all text-brand-700 underline" href={`mailto:${target}`}>
      <VisibleText text={value} />
    </a>
  );
}

function FieldValue({ field }: { field: DeskLead['fields'][number] }) {
  if (field.value === null || field.value === '') return <span className="text-slate-600">–</span>;
  // A phone number's link comes from the service (tel: in E.164); the desk never builds one itself.
  if (field.href?.startsWith('tel:')) {
    return (
      <a className="break-all text-brand-700 underline" href={field.href}>
        <VisibleText text={field.value} />
      </a>
    );
  }
  if (/email$/i.test(field.key)) return <SafeLink scheme="mailto" value={field.value} />;
  if (field.key === 'website') return <SafeLink scheme="web" value={field.value} />;
  return (
    <span className="whitespace-pre-wrap break-words">
      <VisibleText text={field.value} />
    </span>
  );
}

export function FieldsPanel({ lead }: { lead: DeskLead }) {
  return (
    <PanelCard id="fields" title="Angaben">
      <dl className="grid grid-cols-1 gap-x-3 text-sm sm:grid-cols-[minmax(7rem,auto)_1fr] sm:gap-y-2">
        {lead.fields.map((field) => (
          <div key={field.key} className="contents">
            <dt className="mt-2 text-slate-500 sm:mt-0">{field.label}</dt>
            <dd className="min-w-0">
              <FieldValue field={field} />
            </dd>
          </div>
        ))}
      </dl>
    </PanelCard>
  );
}
