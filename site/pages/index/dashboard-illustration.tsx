/**
 * The hero's stylised app dashboard, drawn inline (no image request, sharp at every size): KPI tiles,
 * a rising ranking curve, map pins and the AI-search tile. Width and height are set so nothing shifts on load;
 * CSS scales it down on small screens.
 */

const color = {
  navy: '#0f3052',
  brand700: '#1b4a80',
  brand500: '#3173b8',
  brand300: '#89b8e2',
  brand100: '#dcebf7',
  brand50: '#f0f6fc',
  accent: '#c2410c',
  accentLight: '#ffedd5',
  line: '#e2e8f0',
  muted: '#f8fafc',
  label: '#475569',
};

const kpiTiles = [
  { x: 136, label: 'Sichtbarkeit', bar: 56 },
  { x: 274, label: 'Anfragen', bar: 44 },
  { x: 412, label: 'Bewertungen', bar: 50 },
];

const rankingPoints = [
  [152, 262],
  [184, 254],
  [216, 257],
  [248, 238],
  [280, 232],
  [312, 210],
  [344, 201],
  [376, 180],
] as const;

const pins = [
  { x: 440, y: 196, fill: color.accent },
  { x: 494, y: 232, fill: color.brand700 },
  { x: 464, y: 262, fill: color.brand500 },
];

const keywordRows = [
  { y: 336, bar: 120, trend: 40 },
  { y: 356, bar: 96, trend: 30 },
];

function Pin({ x, y, fill }: { x: number; y: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 14C-2 8-10 3-10-5a10 10 0 0 1 20 0c0 8-8 13-10 19z" fill={fill} />
      <circle cx="0" cy="-5" r="4" fill="#fff" />
    </g>
  );
}

export function DashboardIllustration({ label }: { label: string }) {
  const line = rankingPoints.map(([x, y], index) => `${index ? 'L' : 'M'}${x} ${y}`).join('');
  const [lastX, lastY] = rankingPoints.at(-1) ?? [0, 0];
  return (
    <svg
      data-slot="dashboard-illustration"
      width="560"
      height="400"
      viewBox="0 0 560 400"
      role="img"
      aria-label={label}
      className="mx-auto h-auto w-full max-w-[560px] drop-shadow-xl"
    >
      <defs>
        <clipPath id="dashboard-frame">
          <rect x="8" y="8" width="544" height="384" rx="20" />
        </clipPath>
        <clipPath id="dashboard-map">
          <rect x="404" y="140" width="132" height="150" rx="12" />
        </clipPath>
        <linearGradient id="dashboard-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={color.brand500} stopOpacity="0.35" />
          <stop offset="1" stopColor={color.brand500} stopOpacity="0" />
        </linearGradient>
      </defs>

      <g clipPath="url(#dashboard-frame)">
        <rect x="8" y="8" width="544" height="384" fill="#fff" />
        {/* window bar */}
        <rect x="8" y="8" width="544" height="40" fill={color.muted} />
        <circle cx="32" cy="28" r="5" fill={color.line} />
        <circle cx="48" cy="28" r="5" fill={color.line} />
        <circle cx="64" cy="28" r="5" fill={color.line} />
        <rect x="200" y="18" width="160" height="20" rx="10" fill={color.line} />
        {/* sidebar */}
        <rect x="8" y="48" width="112" height="344" fill={color.navy} />
        <rect x="24" y="66" width="24" height="24" rx="6" fill={color.accent} />
        <rect x="56" y="73" width="48" height="10" rx="5" fill="#fff" fillOpacity="0.85" />
        <rect x="18" y="110" width="92" height="28" rx="8" fill="#fff" fillOpacity="0.14" />
        {[124, 160, 196, 232].map((y, index) => (
          <rect key={y} x="28" y={y - 5} width={index % 2 ? 56 : 68} height="10" rx="5" fill="#fff" fillOpacity={index ? 0.35 : 0.9} />
        ))}
      </g>
      <rect x="8.5" y="8.5" width="543" height="383" rx="19.5" fill="none" stroke={color.line} />

      {/* KPI tiles */}
      {kpiTiles.map((tile) => (
        <g key={tile.label}>
          <rect x={tile.x} y="62" width="124" height="64" rx="12" fill={color.brand50} />
          <text x={tile.x + 12} y="84" fontSize="12" fontWeight="600" fill={color.label}>
            {tile.label}
          </text>
          <rect x={tile.x + 12} y="96" width={tile.bar} height="16" rx="5" fill={color.navy} />
          <rect x={tile.x + 84} y="96" width="28" height="16" rx="8" fill={color.accentLight} />
          <path
            d={`M${tile.x + 92} 108l6-7 6 7`}
            fill="none"
            stroke={color.accent}
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      ))}

      {/* ranking chart */}
      <rect x="136.5" y="140.5" width="255" height="149" rx="12" fill="#fff" stroke={color.line} />
      <text x="152" y="164" fontSize="12" fontWeight="600" fill={color.label}>
        Ranking-Verlauf
      </text>
      {[200, 230, 260].map((y) => (
        <line key={y} x1="152" x2="376" y1={y} y2={y} stroke={color.line} strokeDasharray="4 4" />
      ))}
      <path d={`${line}L${lastX} 276L152 276Z`} fill="url(#dashboard-area)" />
      <path d={line} fill="none" stroke={color.brand700} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx={lastX} cy={lastY} r="6" fill={color.accent} stroke="#fff" strokeWidth="2" />

      {/* map with pins */}
      <g clipPath="url(#dashboard-map)">
        <rect x="404" y="140" width="132" height="150" fill={color.brand100} />
        <path
          d="M396 214C430 200 470 246 544 222M452 132c10 50-8 90 14 166M396 166c40 10 90-4 148 8"
          fill="none"
          stroke="#fff"
          strokeWidth="7"
        />
        <circle cx="494" cy="232" r="26" fill={color.brand500} fillOpacity="0.15" />
      </g>
      <text x="416" y="164" fontSize="12" fontWeight="600" fill={color.navy}>
        Maps
      </text>
      {pins.map((pin) => (
        <Pin key={`${pin.x}-${pin.y}`} {...pin} />
      ))}

      {/* keywords */}
      <rect x="136.5" y="302.5" width="255" height="75" rx="12" fill="#fff" stroke={color.line} />
      <text x="152" y="322" fontSize="12" fontWeight="600" fill={color.label}>
        Keywords
      </text>
      {keywordRows.map((row, index) => (
        <g key={row.y}>
          <circle cx="158" cy={row.y} r="6" fill={index ? color.brand300 : color.brand700} />
          <rect x="172" y={row.y - 4} width={row.bar} height="8" rx="4" fill={color.line} />
          <rect x={376 - row.trend} y={row.y - 4} width={row.trend} height="8" rx="4" fill={color.brand500} />
        </g>
      ))}

      {/* AI search */}
      <rect x="404" y="302" width="132" height="76" rx="12" fill={color.navy} />
      <text x="416" y="322" fontSize="12" fontWeight="600" fill="#fff">
        KI-Suche
      </text>
      <rect x="492" y="310" width="34" height="16" rx="8" fill={color.accentLight} />
      <text x="509" y="322" fontSize="10" fontWeight="700" fill={color.accent} textAnchor="middle">
        Neu
      </text>
      <rect x="416" y="336" width="108" height="30" rx="8" fill="#fff" fillOpacity="0.14" />
      <rect x="424" y="344" width="72" height="6" rx="3" fill="#fff" fillOpacity="0.8" />
      <rect x="424" y="354" width="48" height="6" rx="3" fill={color.accent} />
    </svg>
  );
}
