import { escapeControlCharacters, escapeHiddenCharacters } from '@sichtwerk/forms/text-rules';
import type { CliIo } from './cli-context.ts';

/**
 * Every line the CLI prints may hold text a visitor typed or a website sent: control characters in it are
 * shown, never obeyed by the operator's terminal (no window titles, cleared screens, hidden links or
 * clipboard writes), and so are bidi overrides and zero-width characters (no name shown reversed or split).
 */
export function terminalSafe(io: CliIo): CliIo {
  const shown = (text: string) => {
    // The CSV export starts with a byte-order mark for Excel: ours, not a visitor's hidden character.
    const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
    return bom + escapeControlCharacters(escapeHiddenCharacters(text.slice(bom.length)), true);
  };
  return { ...io, out: (text) => io.out(shown(text)), err: (text) => io.err(shown(text)) };
}
