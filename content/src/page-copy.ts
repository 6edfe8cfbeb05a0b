import '@sichtwerk/forms/zod-setup';
import { z } from 'zod';

/**
 * Shapes of the page copy around the data (hero, section headings, closing call to action) for the marketing
 * pages that have their own copy module (content/src/pages/, one module per route, named after its path). Button
 * targets are not copy: pages take them from the route registry, so every label here has a fixed target.
 */

const text = z.string().trim().min(1, 'Text darf nicht leer sein');

// Same rule as schemas.ts: an amount typed into prose drifts from the plan data; prices come from formatEuro.
const pricePattern = /\d[\d.,]*\s*(?:€|euro\b|eur\b)|€\s*\d/i;
const priceFreeText = text.refine((value) => !pricePattern.test(value), {
  message: 'Kein Preis im Fließtext – Preise kommen aus den Daten und werden mit formatEuro gebaut',
});

/** The top of a page: one h1, its intro and the label of the main button. */
export const heroCopySchema = z
  .object({
    eyebrow: text.optional(),
    title: text.max(90, 'Überschrift höchstens 90 Zeichen'),
    intro: text,
    /** Label of the main button (target: the free analysis). */
    primaryLabel: text.max(40),
  })
  .strict();
export type HeroCopy = z.infer<typeof heroCopySchema>;

/** The heading block of one section (rendered by Section as eyebrow, h2 and intro). */
export const sectionCopySchema = z
  .object({
    eyebrow: text.optional(),
    title: text.max(90, 'Überschrift höchstens 90 Zeichen'),
    intro: text.optional(),
  })
  .strict();
export type SectionCopy = z.infer<typeof sectionCopySchema>;

/** The closing call-to-action band (target: the free analysis). */
export const ctaCopySchema = z
  .object({
    title: text.max(90),
    text: priceFreeText,
    button: text.max(40),
  })
  .strict();
export type CtaCopy = z.infer<typeof ctaCopySchema>;

/** Paragraphs of running text: at least one, none empty. */
export const paragraphsSchema = z.array(text).min(1);
