import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

const require = createRequire(import.meta.url);
// satori reads WOFF/TTF, not WOFF2, so the share images use @fontsource/inter's WOFF files.
const fonts = [
  { name: 'Inter', weight: 400 as const, data: readFileSync(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')) },
  { name: 'Inter', weight: 800 as const, data: readFileSync(require.resolve('@fontsource/inter/files/inter-latin-800-normal.woff')) },
];

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };

function h(type: string, style: Record<string, unknown>, children?: unknown): Node {
  return { type, props: { style, children } };
}

/**
 * Renders a 1200×630 PNG with the brand bar, an eyebrow and the title — the og:image of a page.
 * border-box: satori sizes boxes content-box by default, which pushed the padding, the title's right edge
 * and the footer row off the 1200×630 canvas.
 */
export async function renderShareImage({ title, eyebrow }: { title: string; eyebrow: string }): Promise<Buffer> {
  const tree = h(
    'div',
    {
      width: 1200,
      height: 630,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: 72,
      backgroundColor: '#0f3052',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      h('div', { display: 'flex', fontSize: 30, fontWeight: 400, color: '#fdba74' }, eyebrow),
      h('div', { display: 'flex', fontSize: title.length > 60 ? 60 : 72, fontWeight: 800, lineHeight: 1.15 }, title),
      h('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 30 }, [
        h('div', { display: 'flex', fontWeight: 800 }, 'Sichtwerk'),
        h('div', { display: 'flex', color: '#b9d6ef' }, 'Sichtbar bei Google, in Maps und in KI-Antworten'),
      ]),
    ],
  );
  const svg = await satori(tree as Parameters<typeof satori>[0], { width: 1200, height: 630, fonts });
  return new Resvg(svg).render().asPng();
}

/** Rasterises an SVG file (favicon) to a square PNG, e.g. for apple-touch-icon and the schema.org logo. */
export function renderSquarePng(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, background: '#ffffff' }).render().asPng();
}
