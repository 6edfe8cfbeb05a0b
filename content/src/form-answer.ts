/**
 * The lead service's HTML answers to a form sent without JavaScript are shown inside the site's layout: the
 * site prerenders `pages.formularAntwort` with an empty slot, and the lead service puts its answer into it
 * (lead-service/src/http/form-post-pages.ts). The answer's classes are listed here because Tailwind only
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
});
