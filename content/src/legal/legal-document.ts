import '@sichtwerk/forms/zod-setup';
import { z } from 'zod';

/**
 * The shape of a legal text (Impressum, Datenschutzerklärung, AGB). Pages render it generically:
 * a title, the date of the version, an optional intro and numbered-or-not sections whose `id` is the
 * anchor (`/agb#laufzeit-und-kuendigung`). A block is either a paragraph or a bullet list.
 */
const text = z.string().trim().min(1, 'Text darf nicht leer sein');

const kebabCase = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export const paragraphSchema = text;
export const listSchema = z.array(text).min(1, 'Liste braucht mindestens einen Punkt');
export const blockSchema = z.union([paragraphSchema, listSchema]);

export const legalSectionSchema = z
  .object({
    /** Anchor for deep links, kebab-case and unique within the document. */
    id: z.string().regex(kebabCase, 'id muss kebab-case sein (a-z, 0-9, Bindestriche)'),
    heading: text,
    blocks: z.array(blockSchema).min(1, 'Abschnitt braucht mindestens einen Block'),
  })
  .strict();

export const legalDocumentSchema = z
  .object({
    title: text,
    /** Date of this version (ISO), shown as "Stand: TT.MM.JJJJ". */
    lastUpdated: z.iso.date('Datum im Format JJJJ-MM-TT erwartet'),
    intro: text.optional(),
    sections: z.array(legalSectionSchema).min(1, 'Dokument braucht mindestens einen Abschnitt'),
  })
  .strict()
  .superRefine((doc, ctx) => {
    const seen = new Set<string>();
    doc.sections.forEach((section, index) => {
      if (seen.has(section.id)) {
        ctx.addIssue({
          code: 'custom',
          message: `Anker „${section.id}“ kommt doppelt vor`,
          path: ['sections', index, 'id'],
        });
      }
      seen.add(section.id);
    });
  });

export type Paragraph = z.infer<typeof paragraphSchema>;
export type List = z.infer<typeof listSchema>;
export type Block = z.infer<typeof blockSchema>;
export type LegalSection = z.infer<typeof legalSectionSchema>;
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/** True for a bullet list, false for a paragraph — the one branch a renderer needs. */
export function isList(block: Block): block is List {
  return Array.isArray(block);
}

/** '2024-03-01' → '01.03.2024' (German display format, no time zone involved). */
export function formatGermanDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`Kein ISO-Datum: ${isoDate}`);
  const [, year, month, day] = match;
  return `${day}.${month}.${year}`;
}

/** All visible text of a document in reading order, e.g. for search or tests. */
export function plainText(doc: LegalDocument): string {
  const parts: string[] = [doc.title, `Stand: ${formatGermanDate(doc.lastUpdated)}`];
  if (doc.intro) parts.push(doc.intro);
  for (const section of doc.sections) {
    parts.push(section.heading);
    for (const block of section.blocks) parts.push(...(isList(block) ? block : [block]));
  }
  return parts.join('\n');
}
