/**
 * The example business the product pictures show (site/build/product-pictures.tsx): a bakery in Musterstadt.
 * Every figure here is invented for illustration; each picture carries the label below so no one reads it as
 * a measurement or a customer result.
 */

export const exampleLabel = 'Beispieldaten';

/** The badge on an illustrative testimonial: a voice, not data (review 2026-11-26 L1). */
export const exampleVoiceLabel = 'Beispielstimme';

export const exampleBusiness = {
  name: 'Bäckerei Sonnenkorn',
  city: 'Musterstadt',
  category: 'Bäckerei',
} as const;

export const exampleVisibility = {
  score: 78,
  change: '+12 in 90 Tagen',
  mapsAveragePosition: '2,4',
  mapsAverageBefore: '6,1',
  rating: '4,8',
  reviewCount: 126,
  requestsThisMonth: 41,
  /** Visibility score per month, oldest first. */
  trend: [52, 55, 58, 61, 66, 70, 74, 78],
  trendMonths: ['Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez', 'Jan', 'Feb'],
} as const;

export interface ExampleKeyword {
  keyword: string;
  volume: number;
  position: number;
  change: number;
}

export const exampleKeywords: readonly ExampleKeyword[] = [
  { keyword: 'bäckerei musterstadt', volume: 1900, position: 1, change: 3 },
  { keyword: 'brötchen bestellen musterstadt', volume: 480, position: 2, change: 5 },
  { keyword: 'sauerteigbrot in der nähe', volume: 720, position: 3, change: 4 },
  { keyword: 'frühstück musterstadt', volume: 1300, position: 4, change: 2 },
  { keyword: 'torte bestellen musterstadt', volume: 390, position: 6, change: 7 },
  { keyword: 'glutenfreies brot musterstadt', volume: 210, position: 8, change: 1 },
];

/** Maps position for "bäckerei" at 5×5 points around the shop, row by row (the shop sits in the middle). */
export const exampleMapsGrid: readonly (readonly number[])[] = [
  [4, 3, 3, 5, 7],
  [3, 2, 1, 2, 4],
  [2, 1, 1, 1, 3],
  [3, 1, 1, 2, 4],
  [6, 4, 2, 3, 8],
];

export interface ExampleReview {
  author: string;
  stars: number;
  age: string;
  text: string;
  status: 'Antwortvorschlag bereit' | 'Beantwortet' | 'Neu';
}

export const exampleReviews: readonly ExampleReview[] = [
  {
    author: 'Jana K.',
    stars: 5,
    age: 'vor 2 Std.',
    text: 'Das Dinkelbrot ist der Wahnsinn, und samstags um 7 ist schon alles frisch da.',
    status: 'Antwortvorschlag bereit',
  },
  {
    author: 'Markus W.',
    stars: 4,
    age: 'gestern',
    text: 'Leckere Brötchen, nur die Schlange am Sonntag ist lang.',
    status: 'Neu',
  },
  {
    author: 'Sevim A.',
    stars: 5,
    age: 'vor 3 Tagen',
    text: 'Die Geburtstagstorte war perfekt – danke fürs kurzfristige Möglichmachen!',
    status: 'Beantwortet',
  },
];

export const exampleReplySuggestion =
  'Liebe Jana, danke dir! Unser Dinkelbrot backen wir jeden Morgen ab 4 Uhr – schön, dass es dir schmeckt.';

/** What each product picture shows, for its alternative text. */
export const productPictureAlt = {
  dashboard: `App-Übersicht mit Beispieldaten für die ${exampleBusiness.name} in ${exampleBusiness.city}: Sichtbarkeitswert ${exampleVisibility.score} von 100, durchschnittliche Google-Maps-Position ${exampleVisibility.mapsAveragePosition}, ${exampleVisibility.rating} Sterne aus ${exampleVisibility.reviewCount} Bewertungen und ein steigender Sichtbarkeitsverlauf.`,
  mapsGrid: `Google-Maps-Positionen mit Beispieldaten für das Suchwort „bäckerei“ an 25 Punkten rund um die ${exampleBusiness.name}: in der Mitte Platz 1, an den Rändern Platz 3 bis 8.`,
  keywords: `Keyword-Tabelle mit Beispieldaten für die ${exampleBusiness.name}: sechs Suchbegriffe wie „bäckerei ${exampleBusiness.city.toLowerCase()}“ mit Suchvolumen, Google-Position und Verbesserung.`,
  reviews: `Bewertungs-Postfach mit Beispieldaten: drei Google-Bewertungen für die ${exampleBusiness.name} mit Sternen, Status und einem KI-Antwortvorschlag.`,
} as const;

export type ProductPictureName = keyof typeof productPictureAlt;

/** Which product screen fits an article's topic; its header image shows that screen (site/build/product-pictures.tsx). */
export function pictureForArticle(slug: string): ProductPictureName {
  if (/google-ads|keyword|seo-tool/.test(slug)) return 'keywords';
  if (/maps|lokal|ranking/.test(slug)) return 'mapsGrid';
  if (/bewert|review/.test(slug)) return 'reviews';
  return 'dashboard';
}

/** The alternative text of an article's header image: what the screen beside the section label shows. */
export function articleHeaderAlt({ slug, keywords }: { slug: string; keywords: readonly string[] }): string {
  return `Titelbild: eine Suche nach „${keywords[0] ?? ''}“, daneben ein Beispiel aus der Sichtwerk-App. ${productPictureAlt[pictureForArticle(slug)]}`;
}
