/**
 * The one shape of every error answer of the lead service, `{ error: { code, message, fields? } }`, and
 * every code it answers with. `message` and each field's text are German and may be shown to the visitor as
 * they are; the site reacts to the codes. Bundled into the browser: no imports.
 */
export const errorCodes = Object.freeze({
  validationFailed: 'VALIDIERUNG_FEHLGESCHLAGEN',
  unsupportedContent: 'NICHT_UNTERSTUETZTER_INHALT',
  tooLarge: 'ANFRAGE_ZU_GROSS',
  tooManyRequests: 'ZU_VIELE_ANFRAGEN',
  invalidJson: 'UNGUELTIGES_JSON',
  aborted: 'ANFRAGE_ABGEBROCHEN',
  badRequest: 'UNGUELTIGE_ANFRAGE',
  notFound: 'NICHT_GEFUNDEN',
  unknownForm: 'UNBEKANNTES_FORMULAR',
  storageUnavailable: 'SPEICHERN_VORUEBERGEHEND_NICHT_MOEGLICH',
  internal: 'INTERNER_FEHLER',
  notReady: 'NICHT_BEREIT',
  temporarilyUnavailable: 'VORUEBERGEHEND_NICHT_VERFUEGBAR',
  loginRequired: 'ANMELDUNG_ERFORDERLICH',
  tooManyLoginAttempts: 'ZU_VIELE_VERSUCHE',
  foreignOrigin: 'FREMDE_HERKUNFT',
  loginFailed: 'ANMELDUNG_FEHLGESCHLAGEN',
  forbidden: 'KEINE_BERECHTIGUNG',
  notPossible: 'NICHT_MOEGLICH',
} as const);

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Readonly<Record<string, string>> };
}
