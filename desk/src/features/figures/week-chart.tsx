import { useId } from 'react';

export interface WeekValue {
  label: string;
  /** The bar; null: nothing to show that week. */
  value: number | null;
  /** A tick above or inside the bar (the 90th percentile over the median); null: none. */
  mark?: number | null;
}

const width = 240;
const height = 96;
const top = 14;
const bottom = 16;
const slot = width / 8;

/**
 * Eight weeks as small bars in SVG, drawn by the desk itself (no chart library): titled and described for
 * screen readers, with the numbers in the description; the figures screen's table carries them as text too.
 */
export function WeekChart({
  title,
  weeks,
  format,
  markName,
  max,
}: {
  title: string;
  weeks: readonly WeekValue[];
  format(value: number): string;
  /** What the tick means, for the description ("p90"). */
  markName?: string;
  /** The top of the scale (100 for a percentage); default the largest value. */
  max?: number;
}) {
  const id = useId();
  const ceiling = max ?? Math.max(0, ...weeks.flatMap((week) => [week.value ?? 0, week.mark ?? 0]));
  const scale = (value: number) => (ceiling > 0 ? ((height - top - bottom) * value) / ceiling : 0);
  const description = weeks
    .map((week) => {
      if (week.value === null) return `${week.label}: keine Angabe`;
      const mark = markName && week.mark != null ? `, ${markName} ${format(week.mark)}` : '';
      return `${week.label}: ${format(week.value)}${mark}`;
    })
    .join('; ');
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 text-sm font-semibold text-slate-700">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full max-w-[20rem]"
        data-slot="week-chart"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line x1="0" x2={width} y1={height - bottom} y2={height - bottom} className="stroke-slate-300" strokeWidth="1" />
        {weeks.map((week, index) => {
          const x = index * slot + slot * 0.2;
          const barWidth = slot * 0.6;
          const barHeight = week.value === null ? 0 : scale(week.value);
          const markY = week.mark == null ? null : height - bottom - scale(week.mark);
          return (
            <g key={week.label}>
              {week.value !== null && (
                <rect
                  x={x}
                  y={height - bottom - barHeight}
                  width={barWidth}
                  height={Math.max(barHeight, 0.5)}
                  rx="1.5"
                  className="fill-brand-600"
                />
              )}
              {markY !== null && (
                <line x1={x - 2} x2={x + barWidth + 2} y1={markY} y2={markY} className="stroke-slate-800" strokeWidth="2" />
              )}
              {week.value !== null && (
                <text
                  x={x + barWidth / 2}
                  y={Math.min(height - bottom - barHeight, markY ?? height) - 3}
                  textAnchor="middle"
                  className="fill-slate-600 text-[8px]"
                >
                  {format(week.value)}
                </text>
              )}
              <text x={x + barWidth / 2} y={height - 4} textAnchor="middle" className="fill-slate-500 text-[8px]">
                {week.label.replace('KW ', '')}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
