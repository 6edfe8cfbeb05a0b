import { validateContent } from '../validate.ts';
import { agbContent } from './agb.ts';
import { barrierefreiheitContent } from './barrierefreiheit.ts';
import { datenschutzContent } from './datenschutz.ts';
import { impressumContent } from './impressum.ts';
import { legalDocumentSchema, type LegalDocument } from './legal-document.ts';

/**
 * The legal documents and the accessibility statement, validated at import: a content mistake fails the build naming file and field.
 * Pages render them generically (see legal-document.ts for the shape).
 */
export const impressum: LegalDocument = validateContent(legalDocumentSchema, impressumContent, 'content/src/legal/impressum.ts');
export const datenschutz: LegalDocument = validateContent(legalDocumentSchema, datenschutzContent, 'content/src/legal/datenschutz.ts');
export const agb: LegalDocument = validateContent(legalDocumentSchema, agbContent, 'content/src/legal/agb.ts');
export const barrierefreiheit: LegalDocument = validateContent(
  legalDocumentSchema,
  barrierefreiheitContent,
  'content/src/legal/barrierefreiheit.ts',
);

/** Keyed like the route registry (pages.impressum, pages.datenschutz, pages.agb, pages.barrierefreiheit). */
export const legalDocuments = Object.freeze({ impressum, datenschutz, agb, barrierefreiheit });
export type LegalDocumentKey = keyof typeof legalDocuments;

export { formatGermanDate, isList, legalDocumentSchema, plainText } from './legal-document.ts';
export type { Block, LegalDocument, LegalSection, List, Paragraph } from './legal-document.ts';
export * as contractTerms from './contract-terms.ts';
