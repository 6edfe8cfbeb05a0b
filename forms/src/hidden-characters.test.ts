import { describe, expect, it } from 'vitest';
import { escapeHiddenCharacters, splitHiddenCharacters } from './text-rules.ts';

describe('when a text hides characters that reorder or vanish', () => {
  it('then a bidi override is its own piece, named by its code point and marked as bidi', () => {
    expect(splitHiddenCharacters('evil\u202Etxt.exe')).toEqual([
      'evil',
      { character: '\u202E', codePoint: 'U+202E', bidi: true },
      'txt.exe',
    ]);
  });

  it('then zero-width characters, the BOM and tags are found as well, and escaped like control characters', () => {
    expect(escapeHiddenCharacters('An\u200Bna\uFEFF GmbH\u{E0041}')).toBe('An\\u200Bna\\uFEFF GmbH\\u{E0041}');
    expect(splitHiddenCharacters('a\u200Bb')[1]).toMatchObject({ codePoint: 'U+200B', bidi: false });
  });

  it('then plain text, umlauts, line breaks and emoji built with a zero-width joiner stay as they are', () => {
    for (const text of [
      'Bäckerei Müller',
      'Zeile 1\r\nZeile 2\tTab',
      'Team \u{1F469}\u200D\u{1F4BB} und \u{1F468}\u{1F3FD}\u200D\u{1F373}',
      'שלום',
    ]) {
      expect(escapeHiddenCharacters(text)).toBe(text);
      expect(splitHiddenCharacters(text)).toEqual([text]);
    }
  });

  it('then a zero-width joiner that joins no emoji is shown', () => {
    expect(escapeHiddenCharacters('ad\u200Dmin')).toBe('ad\\u200Dmin');
  });
});
