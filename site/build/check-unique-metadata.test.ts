import { describe, expect, it } from 'vitest';
import { assertUniqueMetadata } from './check-unique-metadata.ts';

describe('the build’s metadata check', () => {
  it('when two pages share a title, then the build fails naming both paths', () => {
    const documents = [
      { path: '/a', title: 'Gleicher Titel | Sichtwerk', description: 'Eins' },
      { path: '/b', title: 'Gleicher Titel | Sichtwerk', description: 'Zwei' },
    ];
    expect(() => assertUniqueMetadata(documents)).toThrow(/title von \/b gleicht \/a/);
  });

  it('when every title and description differs, then the build goes on', () => {
    expect(() =>
      assertUniqueMetadata([
        { path: '/a', title: 'A', description: 'A' },
        { path: '/b', title: 'B', description: 'B' },
      ]),
    ).not.toThrow();
  });
});
