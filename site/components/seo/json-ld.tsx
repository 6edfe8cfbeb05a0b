import { Head } from 'vike-react/Head';
import { serializeJsonLd } from '../../lib/seo/structured-data.ts';

/** Adds one schema.org block to the document head from anywhere in a page. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <Head>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
    </Head>
  );
}
