/**
 * The one shape of every error answer of the lead service, `{ error: { code, message, fields? } }`, and the
 * codes the site reacts to. `message` and each field's text are German and may be shown to the visitor as
 * they are. Bundled into the browser: no imports.
 */
export interface ErrorBody {
  error: { code: string; message: string; fields?: Readonly<Record<string, string>> };
}

export const errorCodes = Object.freeze({
  validationFailed: 'VALIDIERUNG_FEHLGESCHLAGEN',
  unsupportedContent: 'NICHT_UNTERSTUETZTER_INHALT',
  tooLarge: 'ANFRAGE_ZU_GROSS',
  tooManyRequests: 'ZU_VIELE_ANFRAGEN',
} as const);
