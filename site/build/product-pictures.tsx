/**
 * The product pictures: the app's screens with the example bakery's data (content/src/product-examples.ts),
 * drawn as React elements that satori turns into SVG (text as paths, so no font request) and resvg into a PNG
 * at twice their logical size, but no wider than the pages load them (build/generated-picture-widths.ts).
 * scripts/render-pictures.ts writes them before `vike build`; vite-imagetools then makes the AVIF/WebP widths
 * the pages load (components/marketing/product-picture.tsx).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  exampleBusiness,
  exampleKeywords,
  exampleLabel,
  exampleMapsGrid,
  exampleReplySuggestion,
  exampleReviews,
  exampleVisibility,
  pictureForArticle,
  type ProductPictureName,
} from '@sichtwerk/content/product-examples';
import { Resvg } from '@resvg/resvg-js';
import type { ReactNode } from 'react';
import satori from 'satori';
import { largestGeneratedPictureWidth } from './generated-picture-widths.ts';

const require = createRequire(import.meta.url);
const font = (weight: 400 | 600 | 800) => ({
  name: 'Inter',
  weight,
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
});

const c = {
  navy: '#0f3052',
  brand700: '#1b4a80',
  brand500: '#3173b8',
  brand100: '#dcebf7',
  brand50: '#f0f6fc',
  accent: '#c2410c',
  accentLight: '#ffedd5',
  green: '#15803d',
  greenLight: '#dcfce7',
  line: '#e2e8f0',
  muted: '#f8fafc',
  text: '#0f172a',
  label: '#475569',
};

/** Logical size of each picture; the PNG is rendered at twice that, at most at the largest width a page loads. */
export const pictureSizes: Record<ProductPictureName, { width: number; height: number }> = {
  dashboard: { width: 640, height: 460 },
  mapsGrid: { width: 560, height: 400 },
  keywords: { width: 560, height: 372 },
  reviews: { width: 560, height: 340 },
};

const numberFormat = new Intl.NumberFormat('de-DE');

function Window({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        height: '100%',
        backgroundColor: '#fff',
        borderRadius: 18,
        border: `1px solid ${c.line}`,
        overflow: 'hidden',
        fontFamily: 'Inter',
        color: c.text,
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '10px 16px',
          backgroundColor: c.muted,
          borderBottom: `1px solid ${c.line}`,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <div style={{ display: 'flex', width: 20, height: 20, borderRadius: 6, backgroundColor: c.accent }} />
          <div style={{ display: 'flex', fontSize: 13, fontWeight: 800, color: c.navy }}>{title}</div>
        </div>
        <div
          style={{
            display: 'flex',
            fontSize: 11,
            fontWeight: 600,
            color: c.accent,
            backgroundColor: c.accentLight,
            borderRadius: 999,
            padding: '3px 10px',
          }}
        >
          {exampleLabel}
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, padding: 16 }}>{children}</div>
    </div>
  );
}

/** Inter's subset has no ★, so the star is drawn. */
function Star({ size, colour = '#d97706' }: { size: number; colour?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" role="img" aria-label="Stern">
      <path fill={colour} d="M12 2l3 6.9 7.5.7-5.7 5 1.7 7.4L12 18.1 5.5 22l1.7-7.4-5.7-5 7.5-.7z" />
    </svg>
  );
}

function Tile({
  label,
  value,
  note,
  tone = 'plain',
  star = false,
}: {
  label: string;
  value: string;
  note: string;
  tone?: 'plain' | 'navy';
  star?: boolean;
}) {
  const navy = tone === 'navy';
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        flex: 1,
        padding: 12,
        borderRadius: 12,
        backgroundColor: navy ? c.navy : c.brand50,
        color: navy ? '#fff' : c.text,
      }}
    >
      <div style={{ display: 'flex', fontSize: 11, fontWeight: 600, color: navy ? '#b9d6ef' : c.label }}>{label}</div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: 28, fontWeight: 800, marginTop: 4 }}>
        {value}
        {star && <Star size={22} />}
      </div>
      <div style={{ display: 'flex', fontSize: 11, fontWeight: 600, color: navy ? '#fdba74' : c.green, marginTop: 2 }}>{note}</div>
    </div>
  );
}

function Dashboard() {
  const v = exampleVisibility;
  const max = Math.max(...v.trend);
  return (
    <div style={{ display: 'flex', width: '100%', height: '100%', fontFamily: 'Inter' }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          width: 132,
          padding: '18px 14px',
          backgroundColor: c.navy,
          borderRadius: '18px 0 0 18px',
          color: '#fff',
          gap: 14,
        }}
      >
        <div style={{ display: 'flex', fontSize: 15, fontWeight: 800 }}>Sichtwerk</div>
        {['Übersicht', 'Maps-Ranking', 'Keywords', 'Bewertungen', 'KI-Suche', 'Berichte'].map((item, index) => (
          <div
            key={item}
            style={{
              display: 'flex',
              fontSize: 12,
              fontWeight: 600,
              padding: '6px 8px',
              borderRadius: 8,
              backgroundColor: index === 0 ? 'rgba(255,255,255,0.16)' : 'transparent',
              color: index === 0 ? '#fff' : '#b9d6ef',
            }}
          >
            {item}
          </div>
        ))}
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          flex: 1,
          padding: 18,
          gap: 12,
          backgroundColor: '#fff',
          borderRadius: '0 18px 18px 0',
          border: `1px solid ${c.line}`,
          color: c.text,
        }}
      >
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <div style={{ display: 'flex', flexDirection: 'column' }}>
            <div style={{ display: 'flex', fontSize: 16, fontWeight: 800 }}>{exampleBusiness.name}</div>
            <div style={{ display: 'flex', fontSize: 11, color: c.label }}>
              {exampleBusiness.category} · {exampleBusiness.city}
            </div>
          </div>
          <div
            style={{
              display: 'flex',
              fontSize: 11,
              fontWeight: 600,
              color: c.accent,
              backgroundColor: c.accentLight,
              borderRadius: 999,
              padding: '3px 10px',
            }}
          >
            {exampleLabel}
          </div>
        </div>
        <div style={{ display: 'flex', gap: 10 }}>
          <Tile label="Sichtbarkeit" value={`${v.score}/100`} note={v.change} tone="navy" />
          <Tile label="Ø Maps-Position" value={v.mapsAveragePosition} note={`vorher ${v.mapsAverageBefore}`} />
          <Tile label="Bewertungen" value={v.rating} note={`${v.reviewCount} insgesamt`} star />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, padding: 12, borderRadius: 12, border: `1px solid ${c.line}` }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, fontWeight: 600, color: c.label }}>
            <span>Sichtbarkeitsverlauf</span>
            <span style={{ color: c.green }}>{v.change}</span>
          </div>
          <div style={{ display: 'flex', alignItems: 'flex-end', gap: 10, flex: 1, marginTop: 8 }}>
            {v.trend.map((value, index) => (
              <div key={v.trendMonths[index]} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', flex: 1, gap: 4 }}>
                <div
                  style={{
                    display: 'flex',
                    width: '100%',
                    height: Math.round((value / max) * 84),
                    borderRadius: 6,
                    backgroundColor: index === v.trend.length - 1 ? c.accent : c.brand500,
                  }}
                />
                <div style={{ display: 'flex', fontSize: 10, color: c.label }}>{v.trendMonths[index]}</div>
              </div>
            ))}
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', padding: '8px 12px', borderRadius: 12, border: `1px solid ${c.line}` }}>
          {exampleKeywords.slice(0, 3).map((row) => (
            <div key={row.keyword} style={{ display: 'flex', justifyContent: 'space-between', fontSize: 12, padding: '3px 0' }}>
              <span>{row.keyword}</span>
              <span style={{ fontWeight: 800, color: c.navy }}>Platz {row.position}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function positionColour(position: number): { bg: string; fg: string } {
  if (position <= 3) return { bg: c.green, fg: '#fff' };
  if (position <= 5) return { bg: '#fbbf24', fg: c.text };
  return { bg: c.accent, fg: '#fff' };
}

function MapsGrid() {
  return (
    <Window title="Maps-Ranking · „bäckerei“">
      <div style={{ display: 'flex', gap: 16, flex: 1 }}>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-around',
            width: 300,
            padding: 14,
            borderRadius: 12,
            backgroundColor: c.brand100,
            backgroundImage: 'linear-gradient(90deg, rgba(255,255,255,0.7) 2px, transparent 2px)',
            backgroundSize: '60px 60px',
          }}
        >
          {exampleMapsGrid.map((row, rowIndex) => (
            <div key={`row-${rowIndex.toString()}`} style={{ display: 'flex', justifyContent: 'space-around' }}>
              {row.map((position, columnIndex) => {
                const colour = positionColour(position);
                const centre = rowIndex === 2 && columnIndex === 2;
                return (
                  <div
                    key={`cell-${rowIndex.toString()}-${columnIndex.toString()}`}
                    style={{
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      width: 36,
                      height: 36,
                      borderRadius: 999,
                      fontSize: 15,
                      fontWeight: 800,
                      backgroundColor: colour.bg,
                      color: colour.fg,
                      border: centre ? `3px solid ${c.navy}` : '2px solid #fff',
                    }}
                  >
                    {position}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, gap: 10 }}>
          <Tile label="Ø Position" value={exampleVisibility.mapsAveragePosition} note={`vorher ${exampleVisibility.mapsAverageBefore}`} />
          <Tile label="Top 3" value="17 von 25" note="Messpunkte" tone="navy" />
          <div style={{ display: 'flex', flexDirection: 'column', gap: 6, fontSize: 11, color: c.label }}>
            {[
              { label: 'Platz 1–3', bg: c.green },
              { label: 'Platz 4–5', bg: '#fbbf24' },
              { label: 'ab Platz 6', bg: c.accent },
            ].map((legend) => (
              <div key={legend.label} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
                <div style={{ display: 'flex', width: 10, height: 10, borderRadius: 999, backgroundColor: legend.bg }} />
                {legend.label}
              </div>
            ))}
          </div>
        </div>
      </div>
    </Window>
  );
}

function Keywords() {
  const cell = { display: 'flex', fontSize: 12 } as const;
  return (
    <Window title={`Keywords · ${exampleBusiness.name}`}>
      <div
        style={{
          display: 'flex',
          fontSize: 11,
          fontWeight: 600,
          color: c.label,
          padding: '0 8px 8px',
          borderBottom: `1px solid ${c.line}`,
        }}
      >
        <span style={{ display: 'flex', flex: 1 }}>Suchbegriff</span>
        <span style={{ display: 'flex', width: 90, justifyContent: 'flex-end' }}>Suchen/Monat</span>
        <span style={{ display: 'flex', width: 70, justifyContent: 'flex-end' }}>Position</span>
        <span style={{ display: 'flex', width: 60, justifyContent: 'flex-end' }}>Trend</span>
      </div>
      {exampleKeywords.map((row, index) => (
        <div
          key={row.keyword}
          style={{
            display: 'flex',
            alignItems: 'center',
            padding: '11px 8px',
            backgroundColor: index % 2 ? '#fff' : c.muted,
            borderRadius: 8,
          }}
        >
          <span style={{ ...cell, flex: 1, fontWeight: 600 }}>{row.keyword}</span>
          <span style={{ ...cell, width: 90, justifyContent: 'flex-end', color: c.label }}>{numberFormat.format(row.volume)}</span>
          <span style={{ ...cell, width: 70, justifyContent: 'flex-end', fontWeight: 800, color: c.navy }}>{row.position}</span>
          <span style={{ ...cell, width: 60, justifyContent: 'flex-end' }}>
            <span
              style={{
                display: 'flex',
                fontSize: 11,
                fontWeight: 800,
                color: c.green,
                backgroundColor: c.greenLight,
                borderRadius: 999,
                padding: '2px 8px',
              }}
            >
              +{row.change}
            </span>
          </span>
        </div>
      ))}
    </Window>
  );
}

function Reviews() {
  return (
    <Window title="Bewertungen · Postfach">
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {exampleReviews.map((review, index) => (
          <div
            key={review.author}
            style={{
              display: 'flex',
              flexDirection: 'column',
              padding: '10px 12px',
              borderRadius: 12,
              border: `1px solid ${index === 0 ? c.brand500 : c.line}`,
              backgroundColor: index === 0 ? c.brand50 : '#fff',
            }}
          >
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 12 }}>
              <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <span style={{ fontWeight: 800 }}>{review.author}</span>
                <span style={{ display: 'flex', gap: 1 }}>
                  {Array.from({ length: review.stars }, (_, star) => (
                    <Star key={`star-${star.toString()}`} size={12} />
                  ))}
                </span>
                <span style={{ color: c.label }}>{review.age}</span>
              </div>
              <span
                style={{
                  display: 'flex',
                  fontSize: 10,
                  fontWeight: 600,
                  borderRadius: 999,
                  padding: '2px 8px',
                  color: review.status === 'Beantwortet' ? c.green : c.accent,
                  backgroundColor: review.status === 'Beantwortet' ? c.greenLight : c.accentLight,
                }}
              >
                {review.status}
              </span>
            </div>
            <div style={{ display: 'flex', fontSize: 12, color: c.text, marginTop: 4 }}>{review.text}</div>
            {index === 0 && (
              <div
                style={{
                  display: 'flex',
                  flexDirection: 'column',
                  marginTop: 8,
                  padding: 8,
                  borderRadius: 8,
                  backgroundColor: '#fff',
                  fontSize: 11,
                  color: c.label,
                }}
              >
                <span style={{ fontWeight: 800, color: c.navy }}>KI-Antwortvorschlag</span>
                <span style={{ marginTop: 2 }}>{exampleReplySuggestion}</span>
              </div>
            )}
          </div>
        ))}
      </div>
    </Window>
  );
}

const screens: Record<ProductPictureName, () => ReactNode> = {
  dashboard: Dashboard,
  mapsGrid: MapsGrid,
  keywords: Keywords,
  reviews: Reviews,
};

const drawnWidth = (logicalWidth: number) => Math.min(logicalWidth * 2, largestGeneratedPictureWidth);

/**
 * Each article header shows one of the four screens, so each is drawn once per run and shared; a failed drawing
 * is not kept.
 */
const drawnScreens = new Map<ProductPictureName, Promise<Buffer>>();

/** One picture as a PNG (see pictureSizes), on a transparent background. */
export function renderProductPicture(name: ProductPictureName): Promise<Buffer> {
  let drawn = drawnScreens.get(name);
  if (!drawn) {
    drawn = drawProductPicture(name);
    drawn.catch(() => drawnScreens.delete(name));
    drawnScreens.set(name, drawn);
  }
  return drawn;
}

async function drawProductPicture(name: ProductPictureName): Promise<Buffer> {
  const { width, height } = pictureSizes[name];
  const Screen = screens[name];
  const svg = await satori(<Screen />, { width, height, fonts: [font(400), font(600), font(800)] });
  return new Resvg(svg, { fitTo: { mode: 'width', value: drawnWidth(width) } }).render().asPng();
}

export const articleHeaderSize = { width: 1200, height: 500 } as const;

/**
 * An article's header image, drawn from the article's own data: its tags as eyebrow, its main search term typed
 * into a search box with its next keywords beneath, the reading time, and the product screen that fits its topic.
 * No title: the h1 stands right above it, and the blog card names it below.
 */
export async function renderArticleHeader({
  slug,
  tags,
  keywords,
  readingMinutes,
}: {
  slug: string;
  tags: readonly string[];
  keywords: readonly string[];
  readingMinutes: number;
}): Promise<Buffer> {
  const name = pictureForArticle(slug);
  const screen = await renderProductPicture(name);
  const size = pictureSizes[name];
  const shownHeight = 400;
  const shownWidth = Math.round((size.width / size.height) * shownHeight);
  const svg = await satori(
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        alignItems: 'center',
        gap: 56,
        padding: '0 64px',
        backgroundColor: c.navy,
        backgroundImage: 'radial-gradient(circle at 85% 20%, #1b4a80 0%, #0f3052 60%)',
        fontFamily: 'Inter',
        color: '#fff',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16, width: 1200 - 128 - 56 - shownWidth }}>
        <div style={{ display: 'flex', fontSize: 24, fontWeight: 600, color: '#fdba74' }}>{tags.join(' · ')}</div>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 16,
            padding: '18px 24px',
            borderRadius: 999,
            backgroundColor: '#ffffff',
            color: c.navy,
            fontSize: 30,
            fontWeight: 600,
          }}
        >
          <div style={{ display: 'flex', width: 26, height: 26, borderRadius: 999, border: `4px solid ${c.navy}`, flexShrink: 0 }} />
          {keywords[0] ?? ''}
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}>
          {keywords.slice(1, 4).map((keyword) => (
            <div
              key={keyword}
              style={{
                display: 'flex',
                padding: '6px 14px',
                borderRadius: 999,
                border: '2px solid #4f7fae',
                color: '#dbeafe',
                fontSize: 20,
              }}
            >
              {keyword}
            </div>
          ))}
        </div>
        <div style={{ display: 'flex', fontSize: 22, color: '#b9d6ef' }}>Sichtwerk Blog · {readingMinutes} Min. Lesezeit</div>
      </div>
      <img
        src={`data:image/png;base64,${screen.toString('base64')}`}
        width={shownWidth}
        height={shownHeight}
        style={{ flexShrink: 0 }}
        alt=""
      />
    </div>,
    { ...articleHeaderSize, fonts: [font(400), font(600), font(800)] },
  );
  return new Resvg(svg, { fitTo: { mode: 'width', value: drawnWidth(articleHeaderSize.width) } }).render().asPng();
}
