import { Head } from 'vike-react/Head';
import { serializeJsonLd } from '../../lib/seo/structured-data.ts';

/** Adds one schema.org block to the document head from anywhere in a page. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <Head>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw text; serializeJsonLd escapes `<` so no tag can close the script. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
    </Head>
  );
}
