import { awardTitle } from '@sichtwerk/content/claims';

/** The award as an inline SVG seal (no image request); width/height set so nothing shifts on load. */
export function AwardBadge({ size = 160 }: { size?: number }) {
  return (
    <svg data-slot="award-badge" width={size} height={size} viewBox="0 0 160 160" role="img" aria-label={`Auszeichnung: ${awardTitle}`}>
      <circle cx="80" cy="80" r="76" fill="#0f3052" />
      <circle cx="80" cy="80" r="66" fill="none" stroke="#fdba74" strokeWidth="2" strokeDasharray="4 4" />
      <path d="M80 34l7 14 15 2-11 11 3 15-14-7-14 7 3-15-11-11 15-2z" fill="#fdba74" />
      <text x="80" y="98" textAnchor="middle" fill="#fff" fontSize="14" fontWeight="700" fontFamily="Inter Variable, sans-serif">
        Business
      </text>
      <text x="80" y="115" textAnchor="middle" fill="#fff" fontSize="14" fontWeight="700" fontFamily="Inter Variable, sans-serif">
        Innovator
      </text>
      <text x="80" y="133" textAnchor="middle" fill="#fdba74" fontSize="13" fontWeight="700" fontFamily="Inter Variable, sans-serif">
        2025
      </text>
    </svg>
  );
}
