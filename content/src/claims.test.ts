import { describe, expect, it } from 'vitest';
import { agbTerm } from './legal/contract-terms.ts';
import { planTermsShort } from './plan-audience.ts';
import { basisLabels, claimNotes, claims, parseClaims, statistics } from './claims.ts';

describe('when a marketing figure is written into claims.ts', () => {
  it('then a figure without its basis stops the build, naming the file and the field', () => {
    const { moreReach: _dropped, ...otherBases } = claims.bases;
    expect(() => parseClaims({ ...claims, bases: otherBases })).toThrow(/content\/src\/claims\.ts[\s\S]*bases\.moreReach/);
  });

  it('then a measurement without its number of accounts or its comparison is refused', () => {
    const measured = { kind: 'measurement', what: 'Aufrufe des Unternehmensprofils laut Google', n: 40, period: '01.01.–30.06.2026' };
    expect(() => parseClaims({ ...claims, bases: { ...claims.bases, moreReach: measured } })).toThrow(/bases\.moreReach/);
  });

  it('then every figure a visitor sees on /vorteile carries its label and its full basis', () => {
    const labels = Object.values(basisLabels);
    for (const statistic of statistics) {
      expect(labels.some((label) => statistic.label.startsWith(label))).toBe(true);
      expect(Object.values(claimNotes)).toContain(statistic.source);
    }
  });
});

describe('when a visitor reads a plan price', () => {
  it('then the terms above the cards name the minimum term the AGB give and leave what follows to § 4, never „monatlich kündbar“', () => {
    const terms = planTermsShort.map((term) => term.text).join(' · ');
    expect(terms).toContain(`${agbTerm.minimumTermMonths} Monate Mindestlaufzeit`);
    expect(terms).toContain('§ 4 AGB');
    expect(terms).not.toMatch(/monatlich kündbar/);
  });
});
