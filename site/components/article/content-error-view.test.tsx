import { ContentError } from '@sichtwerk/content/content-error';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentErrorView } from './content-error-view.tsx';

describe('when an editor opens a broken article in `npm run dev`', () => {
  it('then the page names the file, each field, its rule and the current value, in German', () => {
    const error = new ContentError('content/blog/neu/index.mdx', [
      { field: 'description', rule: '9 Zeichen, erlaubt 120–155', value: '„Zu knapp.“' },
      { field: 'published', rule: 'fehlt – Pflichtfeld' },
    ]);
    const html = renderToStaticMarkup(<ContentErrorView file={error.file} problems={error.problems} />);
    expect(html).toContain('Dieser Artikel hat einen Fehler');
    expect(html).toContain('content/blog/neu/index.mdx');
    expect(html).toContain('description: 9 Zeichen, erlaubt 120–155 (aktuell: „Zu knapp.“)');
    expect(html).toContain('published: fehlt – Pflichtfeld');
  });
});
