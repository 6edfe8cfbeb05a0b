import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as addonsModule from './addons.ts';
import * as analysisModule from './analysis-offer.ts';
import * as appFeaturesModule from './app-features.ts';
import * as claimsModule from './claims.ts';
import * as faqModule from './faq.ts';
import * as featuresModule from './features.ts';
import * as plansModule from './plans.ts';
import * as processModule from './process.ts';
import * as referralModule from './referral-offer.ts';
import * as testimonialsModule from './testimonials.ts';
import { formatEuro, formatGermanDate, formatLongGermanDate, formatPercent, formatRange } from './format.ts';
import { contentAddons, includedAddonsFor, serviceAddons } from './addons.ts';
import { appFeatures } from './app-features.ts';
import { awardTitle, claims, freeAnalysis, referral, statistics } from './claims.ts';
import { homeFaq, pricingFaq } from './faq.ts';
import { pricingFaqTerm } from './legal/contract-terms.ts';
import { dataRetention } from './legal/datenschutz.ts';
import { formPage as cancellationFormPage } from './form-pages/cancellation.ts';
import { sitePages } from './site-pages.ts';
import { coreFunctions, homeFeatureCards, homeFeatureExtras } from './features.ts';
import { fromPriceLabel, getPlan, lowestPlanPrice, plans } from './plans.ts';
import { testimonials, testimonialsNote } from './testimonials.ts';

const allModules = {
  addonsModule,
  analysisModule,
  appFeaturesModule,
  claimsModule,
  faqModule,
  featuresModule,
  plansModule,
  processModule,
  referralModule,
  testimonialsModule,
};

/** Every string and number reachable from the exported content, plus the labels the helpers build. */
function collectValues(): { strings: string[]; numbers: number[] } {
  const strings: string[] = [];
  const numbers: number[] = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (typeof value === 'number') numbers.push(value);
    else if (value && typeof value === 'object' && !seen.has(value)) {
      seen.add(value);
      Object.values(value).forEach(walk);
    }
  };
  walk(allModules);
  plans.forEach((plan) => walk(plansModule.planPriceLabel(plan.id)));
  [...contentAddons, ...serviceAddons].forEach((addon) => walk(addonsModule.addonPriceLabel(addon)));
  return { strings, numbers };
}

const addonPrices = (list: readonly { name: string; price: number; unit: string }[]) =>
  list.map(({ name, price, unit }) => ({ name, price, unit }));

describe('German formatting', () => {
  it('writes euro amounts the German way, with a non-breaking space before €', () => {
    expect(formatEuro(1299)).toBe('1.299\u00a0€');
    expect(formatEuro(499)).toBe('499\u00a0€');
    expect(formatEuro(0.5)).toBe('0,50\u00a0€');
  });

  it('writes dates as 05.01.2025 and 5. Januar 2025, independent of the time zone', () => {
    expect(formatGermanDate('2025-01-05')).toBe('05.01.2025');
    expect(formatLongGermanDate('2025-01-05')).toBe('5. Januar 2025');
    expect(formatLongGermanDate('2025-11-01T23:30:00+01:00')).toBe('1. November 2025');
    expect(() => formatGermanDate('2025-02-30')).toThrow(/kein gültiges ISO-Datum/);
  });

  it('writes percentages and ranges with German spacing and an en dash', () => {
    expect(formatPercent(83)).toBe('83\u00a0%');
    expect(formatPercent(32, { signed: true })).toBe('+32\u00a0%');
    expect(formatRange(24, 48)).toBe('24–48');
  });

  it("writes the free analysis' delivery range in the success message as every page does, with an en dash", () => {
    expect(analysisModule.analysisRequestSuccess.description).toContain(
      `${formatRange(freeAnalysis.deliveryHours.min, freeAnalysis.deliveryHours.max)}\u00a0Stunden`,
    );
    expect(analysisModule.analysisRequestSuccess.description).not.toMatch(/\d-\d/);
  });
});

describe('plans', () => {
  it('offers Premium 499 €, Business 899 € and Enterprise 1.299 €, with only Business highlighted', () => {
    expect(plans.map((plan) => [plan.id, plan.priceMonthly])).toEqual([
      ['premium', 499],
      ['business', 899],
      ['enterprise', 1299],
    ]);
    expect(plans.filter((plan) => plan.highlighted).map((plan) => plan.id)).toEqual(['business']);
    expect(getPlan('enterprise').priceMonthly).toBe(1299);
  });

  it('starts "ab 499 €"', () => {
    expect(lowestPlanPrice).toBe(499);
    expect(fromPriceLabel).toBe('ab 499\u00a0€');
  });

  it('gives one live call to Premium and Business and two to Enterprise, each about 60 minutes', () => {
    expect(plans.map((plan) => plan.liveCallsPerMonth)).toEqual([1, 1, 2]);
    expect(getPlan('business').liveCallNote).toMatch(/Strategie-Call/);
    plans.forEach((plan) => expect(plan.liveCallNote).toContain('60 Minuten'));
  });

  it('gives Business and Enterprise a fixed personal supporter, Premium not', () => {
    expect(plans.map((plan) => [plan.id, plan.personalSupporter])).toEqual([
      ['premium', false],
      ['business', true],
      ['enterprise', true],
    ]);
  });

  it('includes the AI optimisation only in Enterprise and offers it to the others', () => {
    expect(getPlan('enterprise').addonNote).toMatch(/^Inklusive/);
    expect(getPlan('premium').addonNote).toMatch(/^Optional/);
    expect(getPlan('business').addonNote).toMatch(/^Optional/);
  });

  it('keeps price figures out of every plan description', () => {
    plans.forEach((plan) => expect(plan.description).not.toMatch(/\d\s*€|€\s*\d|Euro/));
  });
});

describe('the 1.499 € Enterprise text never comes back', () => {
  it('appears in no string and no number of the exported content', () => {
    const { strings, numbers } = collectValues();
    expect(strings.length).toBeGreaterThan(200);
    const offenders = strings.filter((value) => /1[.\u00a0\u202f ]?499/.test(value));
    expect(offenders).toEqual([]);
    expect(numbers).not.toContain(1499);
  });
});

describe('add-ons', () => {
  it('lists the six content add-ons at the spec prices', () => {
    expect(addonPrices(contentAddons)).toEqual([
      { name: 'Landingpage', price: 179, unit: 'pro Landingpage' },
      { name: 'Blogartikel', price: 199, unit: 'pro Artikel' },
      { name: 'Social Media', price: 629, unit: 'pro Monat' },
      { name: 'Content-Booster', price: 899, unit: 'pro Monat' },
      { name: 'Branchen-Content-Paket', price: 199, unit: 'pro Seite' },
      { name: 'Texte-Pro Review', price: 149, unit: 'pro Seite' },
    ]);
  });

  it('lists the six service add-ons at the spec prices, at least one highlighted', () => {
    expect(addonPrices(serviceAddons)).toEqual([
      { name: 'Strategische Beratung', price: 379, unit: 'pro Monat' },
      { name: '1:1-Strategie', price: 499, unit: 'pro Monat' },
      { name: 'Kickstart-Call', price: 129, unit: 'einmalig' },
      { name: 'Quartalsanalyse', price: 479, unit: 'pro Quartal' },
      { name: 'Bio-Text', price: 219, unit: 'einmalig' },
      { name: 'KI-Sichtbarkeits-Monitoring', price: 199, unit: 'pro Monat' },
    ]);
    expect(serviceAddons.some((addon) => addon.highlighted)).toBe(true);
  });

  it('keeps the quantities the spec attaches to add-ons in their descriptions', () => {
    const byId = (id: string) => [...contentAddons, ...serviceAddons].find((addon) => addon.id === id)?.description ?? '';
    expect(byId('blogartikel')).toContain('1.500 Wörtern');
    expect(byId('social-media')).toContain('8 Beiträge');
    expect(byId('content-booster')).toMatch(/4 Blogartikel und 8 Social-Media-Beiträge/);
    expect(byId('eins-zu-eins-strategie')).toContain('4 Sessions');
    expect(byId('kickstart-call')).toContain('45 Minuten');
  });

  it('includes Texte-Pro Review in Business and Enterprise and says so', () => {
    const review = contentAddons.find((addon) => addon.id === 'texte-pro-review');
    expect(review?.includedIn).toEqual(['business', 'enterprise']);
    expect(review?.includedNote).toBe('inklusive in Business und Enterprise');
  });

  it('includes strategic consulting in every plan, 1:1 strategy and AI monitoring in Enterprise', () => {
    const note = (id: string) => serviceAddons.find((addon) => addon.id === id)?.includedNote;
    expect(note('strategische-beratung')).toBe('in allen Paketen inklusive');
    expect(note('eins-zu-eins-strategie')).toBe('inklusive in Enterprise');
    expect(note('ki-sichtbarkeits-monitoring')).toBe('inklusive in Enterprise');
    expect(note('kickstart-call')).toBeUndefined();
    expect(includedAddonsFor('premium').map((addon) => addon.id)).toEqual(['strategische-beratung']);
  });
});

describe('feature lists', () => {
  it('has 12 app features for /preise, the AI check marked new', () => {
    expect(appFeatures).toHaveLength(12);
    expect(appFeatures.filter((feature) => feature.badge === 'Neu').map((feature) => feature.title)).toEqual(['KI-Sichtbarkeits-Check']);
  });

  it('has 6 + 2 home feature cards, the extras being keywords and competitor analysis', () => {
    expect(homeFeatureCards).toHaveLength(6);
    expect(homeFeatureExtras.map((feature) => feature.title)).toEqual(['Keyword-Recherche', 'Wettbewerbsanalyse']);
  });

  it('has the 8 core functions of /funktionen', () => {
    expect(coreFunctions).toHaveLength(8);
  });

  it('uses only icon names that exist in lucide-react', () => {
    const iconsDir = fileURLToPath(new URL('../../node_modules/lucide-react/dist/esm/icons/', import.meta.url));
    if (!existsSync(iconsDir)) return; // the site installs lucide-react; the content package alone does not
    const icons = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const icon = (value as { icon?: unknown }).icon;
        if (typeof icon === 'string') icons.add(icon);
        Object.values(value).forEach(walk);
      }
    };
    walk(allModules);
    expect(icons.size).toBeGreaterThan(10);
    expect([...icons].filter((icon) => !existsSync(`${iconsDir}${icon}.mjs`))).toEqual([]);
  });
});

describe('FAQ', () => {
  it('has 6 home questions and 4 pricing questions', () => {
    expect(homeFaq).toHaveLength(6);
    expect(pricingFaq).toHaveLength(4);
  });

  it('states the pricing contract term from its one constant', () => {
    expect(pricingFaqTerm.sentence).toContain('12\u00a0Monate');
    expect(pricingFaqTerm.sentence).toContain('monatlich kündbar');
    expect(pricingFaq.some((entry) => entry.answer.includes(pricingFaqTerm.sentence))).toBe(true);
  });

  it('names the plan prices as the plan data has them', () => {
    const answers = [...homeFaq, ...pricingFaq].map((entry) => entry.answer).join(' ');
    plans.forEach((plan) => expect(answers).toContain(formatEuro(plan.priceMonthly)));
  });
});

describe('claims', () => {
  it('keeps the spec figures', () => {
    expect(claims).toMatchObject({
      hoursSavedPerWeek: 10,
      hoursSavedPerWeekRange: { min: 10, max: 15 },
      moneySavedPerMonth: 850,
      lessEffortPercent: 75,
      moreReachPercent: 83,
      conversionUpliftPercent: 32,
      award: { name: 'Business Innovator', year: 2025 },
      noSetupFee: true,
    });
    expect(awardTitle).toBe('Business Innovator 2025');
    expect(freeAnalysis).toEqual({
      deliveryHours: { min: 24, max: 48 },
      competitorRadiusKm: 30,
      strategyCallMinutes: 30,
      growthPlanMonths: 12,
    });
    expect(referral).toMatchObject({ rewardEuro: 500, minContractMonths: 6, withdrawalPeriodDays: 14, unlimitedReferrals: true });
    expect(statistics.map((stat) => stat.value)).toEqual(['10\u00a0Std.', '75\u00a0%', '83\u00a0%', '+32\u00a0%']);
  });

  it('shows the referral and analysis figures on their pages', () => {
    expect(referralModule.referralHero.headline).toContain('500\u00a0€');
    expect(referralModule.referralSteps.map((step) => step.title)).toEqual(['Empfehlen', 'Vertrag geschlossen', 'Prämie erhalten']);
    expect(referralModule.referralTerms.join(' ')).toMatch(/6 Monate.*14-tägigen Wartefrist nach Vertragsschluss/);
    expect(analysisModule.analysisPromises).toEqual([
      '100\u00a0% kostenlos',
      'Unverbindlich',
      'Ergebnis in 24–48\u00a0Stunden per E-Mail, danach persönlich im 30-Minuten-Gespräch',
    ]);
    expect(analysisModule.analysisFreeBenefits.map((benefit) => benefit.title).join(' ')).toMatch(/30\u00a0km.*30-minütiges/);
    expect(analysisModule.analysisPremiumOnly.items).toContain('Individueller 12-Monats-Wachstumsplan');
    expect(analysisModule.analysisConsent.privacyPath).toBe('/datenschutz');
  });
});

describe('testimonials', () => {
  it('are illustrative voices with first name and initial, explained by a note', () => {
    expect(testimonials).toHaveLength(10);
    testimonials.forEach((entry) => {
      expect(entry.illustrative).toBe(true);
      expect(entry.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
    });
    expect(testimonialsNote).toMatch(/Beispielstimmen/);
    expect(testimonialsModule.testimonialsByPage.vorteile).toHaveLength(3);
    // Each voice stands on one page only: the same examples on three pages read like a template (review 2026-11-26).
    const shown = Object.values(testimonialsModule.testimonialsByPage).flatMap((entry) => (Array.isArray(entry) ? entry : [entry]));
    expect(new Set(shown.map((voice) => voice.name)).size).toBe(shown.length);
    expect(shown).toHaveLength(testimonials.length);
  });

  it('come without star ratings anywhere in the content', () => {
    const { strings } = collectValues();
    expect(strings.filter((value) => /[★☆⭐]|\bSterne\b/.test(value))).toEqual([]);
  });
});

describe('when a Premium customer reads what the app does (review M4)', () => {
  it('then reviews, directories and the AI optimisation say from which package or add-on they come', async () => {
    const { coreFunctions, visibilityChannels } = await import('./features.ts');
    const { plans, aiOptimisationAddonName } = await import('./plans.ts');
    const business = plans.find((plan) => plan.id === 'business')?.name;
    const descriptionOf = (items: readonly { title: string; description: string }[], title: string) =>
      items.find((item) => item.title === title)?.description ?? '';
    expect(descriptionOf(coreFunctions, 'Reputationsmanagement')).toMatch(new RegExp(`^Ab ${business}:`));
    expect(descriptionOf(coreFunctions, 'Lokale SEO & Verzeichnisse')).toContain(`ab ${business} auch Branchenverzeichnisse`);
    expect(descriptionOf(visibilityChannels, 'Maps-Ranking')).toContain(`ab ${business} auch mit Bewertungsmanagement`);
    expect(descriptionOf(visibilityChannels, 'KI-Suche')).toContain(`Mit ${aiOptimisationAddonName} (Add-on, in Enterprise inklusive)`);
  });
});

describe('when someone cancels through the form (review 2026-11-26 L10)', () => {
  it('then the form says what happens to the data, for as long as the privacy policy keeps a cancellation, and links the policy like every other form', () => {
    expect(cancellationFormPage.form.privacyNote).toMatchObject({ linkText: 'Datenschutzerklärung', linkPath: sitePages.datenschutz.path });
    expect(cancellationFormPage.form.privacyNote?.text).toContain(
      `${dataRetention.businessLetterYears}\u00a0Jahre ab Ende des Eingangsjahres`,
    );
    expect(cancellationFormPage.form.privacyNote?.text).not.toMatch(/welche Seite/);
  });
});
