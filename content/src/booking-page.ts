/**
 * Classes of the booking pages the lead service renders into the site's frame (lead-service/src/booking/
 * booking-pages.ts), listed here because Tailwind only generates classes it finds in the site's sources.
 * The slot list is a plain radio list grouped by day in <details>, so it works without JavaScript and stays
 * short on a 390 px phone.
 */
export const bookingPageClasses = Object.freeze({
  card: 'mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm',
  facts: 'mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base text-slate-700',
  factLabel: 'text-slate-500',
  factValue: 'font-semibold text-slate-900 break-words',
  days: 'mt-6 space-y-3',
  day: 'group rounded-xl border border-slate-200 bg-white open:shadow-sm',
  dayTitle:
    'flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  dayCount: 'text-sm font-normal text-slate-500',
  times: 'grid grid-cols-3 gap-2 px-4 pb-4 sm:grid-cols-4',
  time: 'relative block',
  radio: 'peer sr-only',
  timeLabel:
    'block cursor-pointer rounded-lg border border-slate-300 px-2 py-3 text-center text-base font-semibold text-slate-800 hover:border-brand-600 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
  field: 'mt-6 block',
  fieldLabel: 'block text-base font-semibold text-slate-900',
  fieldHint: 'mt-1 block text-sm text-slate-600',
  input:
    'mt-2 block w-full rounded-lg border border-slate-300 px-3 py-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  actions: 'mt-8 flex flex-col gap-3 sm:flex-row',
  secondaryButton:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-6 py-4 text-lg font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  inlineForm: 'contents',
});
