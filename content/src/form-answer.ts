/**
 * The lead service's HTML answers to a form sent without JavaScript are shown inside the site's layout: the
 * site prerenders `pages.formularAntwort` with an empty slot, and the lead service puts its answer into it
 * (lead-service/src/platform/http/form-post-pages.ts). The answer's classes are listed here because Tailwind only
 * generates classes it finds in the site's sources, and content/src is one of them (site/styles/global.css).
 */
export const formAnswerSlot = '<div data-form-answer=""></div>';

export const formAnswerClasses = Object.freeze({
  heading: 'text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl',
  text: 'mt-4 text-lg text-slate-700',
  list: 'mt-4 list-disc space-y-2 pl-6 text-lg text-slate-700',
  strong: 'font-semibold text-slate-900',
  link: 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800',
  form: 'mt-8',
  button:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-accent-700 px-6 py-4 text-lg font-semibold text-white hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  note: 'mt-6 text-base text-slate-600',
  /** The error page's correction form: the visitor's fields again, filled with what they typed. */
  fields: 'mt-6 max-w-xl space-y-4',
  label: 'mb-1.5 block text-sm font-semibold text-slate-800',
  input:
    'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-700',
  checkboxRow: 'flex items-start gap-3',
  checkbox: 'mt-1 size-4 shrink-0 accent-brand-700',
  checkboxLabel: 'text-sm font-medium text-slate-800',
  fieldError: 'mt-1.5 text-sm font-medium text-red-700',
  honeypot: 'absolute -left-[10000px] top-auto h-px w-px overflow-hidden',
});
