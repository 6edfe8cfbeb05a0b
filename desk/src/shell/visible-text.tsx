import { splitHiddenCharacters } from '@sichtwerk/forms/text-rules';

/**
 * Text a visitor typed or a website sent, with every hidden character shown instead of obeyed: a bidi
 * override (U+202E shows "evil" + U+202E + "txt.exe" as "evilexe.txt") or a zero-width space becomes a visible marker naming
 * its code point. The stored text is unchanged; only what staff see is marked.
 */
export function VisibleText({ text }: { text: string }) {
  const pieces = splitHiddenCharacters(text);
  if (pieces.length === 1 && typeof pieces[0] === 'string') return <>{text}</>;
  return (
    <>
      {pieces.map((piece, index) =>
        typeof piece === 'string' ? (
          piece
        ) : (
          <mark
            // The pieces never reorder: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            data-slot="hidden-character"
            title={piece.bidi ? 'Verstecktes Steuerzeichen für die Schreibrichtung' : 'Unsichtbares Zeichen'}
            className="mx-px rounded-sm bg-amber-200 px-1 font-mono text-[0.75em] font-normal text-amber-950 not-italic"
          >
            {piece.codePoint}
          </mark>
        ),
      )}
    </>
  );
}
