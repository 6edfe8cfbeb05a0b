import '@sichtwerk/forms/zod-setup';
import { z } from 'zod';

/**
 * Shapes of the commercial content (docs/decisions.md: Entities). Objects are strict so a misspelt field fails the build
 * instead of silently disappearing from a page.
 */

const text = z.string().trim().min(1, 'Text darf nicht leer sein');

// A price typed into prose would drift from the plan data (that is how the Enterprise description came to contradict its card),
// so descriptions are checked for anything that looks like an amount in euro.
const pricePattern = /\d[\d.,]*\s*(?:€|euro\b|eur\b)|€\s*\d/i;
const priceFreeText = text.refine((value) => !pricePattern.test(value), {
  message: 'Kein Preis im Fließtext – Preise kommen aus den Daten und werden mit formatEuro gebaut',
});

/** Icon names are lucide-react's kebab-case names (e.g. "map-pin"); the site maps them to components. */
const iconName = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Icon-Name in kebab-case (lucide), z. B. "map-pin"');

const kebabId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ID in kebab-case');

export const planIdSchema = z.enum(['premium', 'business', 'enterprise']);
export type PlanId = z.infer<typeof planIdSchema>;

export const testimonialSchema = z
  .object({
    quote: text,
    /** First name and initial only: the voices are illustrative, not identifiable customers. */
    name: z.string().regex(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u, 'Vorname und Initiale, z. B. "Sandra K."'),
    role: text,
    /** Initials shown in place of a photo. */
    avatar: z.string().regex(/^\p{Lu}{2,3}$/u, 'Initialen in Großbuchstaben, z. B. "SK"'),
    /** True while the product has no real customer voices; pages then show testimonialsNote. */
    illustrative: z.boolean(),
  })
  .strict();
export type Testimonial = z.infer<typeof testimonialSchema>;

export const planSchema = z
  .object({
    id: planIdSchema,
    name: text,
    subtitle: text,
    /** Net monthly price in whole euro. */
    priceMonthly: z.number().int().positive(),
    description: priceFreeText,
    features: z.array(text).min(3),
    addonNote: priceFreeText,
    highlighted: z.boolean(),
    liveCallsPerMonth: z.number().int().positive(),
    liveCallNote: priceFreeText,
    personalSupporter: z.boolean(),
  })
  .strict();
export type Plan = z.infer<typeof planSchema>;

export const addonUnitSchema = z.enum(['pro Seite', 'pro Monat', 'einmalig', 'pro Quartal', 'pro Landingpage', 'pro Artikel']);
export type AddonUnit = z.infer<typeof addonUnitSchema>;

export const contentAddonSchema = z
  .object({
    id: kebabId,
    name: text,
    description: priceFreeText,
    /** Net price in euro for one `unit`. */
    price: z.number().positive(),
    unit: addonUnitSchema,
    /** Plans that already contain the add-on; empty when it is bookable only. */
    includedIn: z.array(planIdSchema),
    /** Generated from includedIn, e.g. "inklusive in Business und Enterprise". */
    includedNote: text.optional(),
  })
  .strict();
export type ContentAddon = z.infer<typeof contentAddonSchema>;

export const serviceAddonSchema = contentAddonSchema.extend({ highlighted: z.boolean() }).strict();
export type ServiceAddon = z.infer<typeof serviceAddonSchema>;

export const faqEntrySchema = z
  .object({
    question: text.refine((value) => value.endsWith('?'), { message: 'Frage endet mit „?“' }),
    answer: text,
  })
  .strict();
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const statisticSchema = z
  .object({
    /** Display value, already formatted ("83 %", "850 €"). */
    value: text,
    label: text,
    /** Who vouches for the figure; rendered as a footnote next to it. */
    source: text.optional(),
  })
  .strict();
export type Statistic = z.infer<typeof statisticSchema>;

export const featureSchema = z
  .object({
    title: text,
    description: text,
    icon: iconName,
    /** Short marker such as "Neu". */
    badge: text.max(12).optional(),
  })
  .strict();
export type Feature = z.infer<typeof featureSchema>;

export const stepSchema = z
  .object({
    title: text,
    description: text,
  })
  .strict();
export type Step = z.infer<typeof stepSchema>;
