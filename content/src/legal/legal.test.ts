import { describe, it, expect } from 'vitest';
import { company } from '../company.ts';
import { liveCallMinutes, plans } from '../plans.ts';
import { formPageKeys, pages } from '../routes.ts';
import { validateContent } from '../validate.ts';
import {
  agbDate,
  agbTerm,
  availability,
  cancellationPageTerm,
  freeTrial,
  liveCalls,
  payment,
  personalSupporter,
  pricingFaqTerm,
  supportResponse,
  termsChangeNotice,
} from './contract-terms.ts';
import { dataRetention, supervisoryAuthority } from './datenschutz.ts';
import { agb, datenschutz, impressum, legalDocuments } from './index.ts';
import { formatGermanDate, legalDocumentSchema, plainText, type LegalDocument } from './legal-document.ts';

const textOf = (doc: LegalDocument) => plainText(doc);
const sectionText = (doc: LegalDocument, id: string) => {
  const section = doc.sections.find((s) => s.id === id);
  if (!section) throw new Error(`Abschnitt ${id} fehlt`);
  return section.blocks.flat().join('\n');
};

describe('Die AGB für Geschäftskunden', () => {
  it('haben genau 13 Paragraphen, fortlaufend von § 1 bis § 13 nummeriert', () => {
    expect(agb.sections).toHaveLength(13);
    agb.sections.forEach((section, index) => {
      expect(section.heading.startsWith(`§ ${index + 1} `)).toBe(true);
    });
  });

  it('tragen das Datum 05.01.2025, und dieses Datum steht auch im Routen-Register', () => {
    expect(agb.lastUpdated).toBe('2025-01-05');
    expect(agb.lastUpdated).toBe(agbDate);
    expect(textOf(agb)).toContain('05.01.2025');
    expect(pages.agb.lastModified).toBe(agb.lastUpdated);
  });

  it('nennen Verfügbarkeit, Support-Frist, Ankündigungs- und Widerspruchsfrist sowie SEPA', () => {
    const text = textOf(agb);
    for (const phrase of ['99 %', '24\u00a0Stunden', '4\u00a0Wochen', '14\u00a0Tage', 'SEPA']) {
      expect(text, phrase).toContain(phrase);
    }
  });

  it('übernehmen jede Zahl wörtlich aus contract-terms.ts statt sie neu zu tippen', () => {
    const text = textOf(agb);
    for (const term of [agbTerm, availability, supportResponse, termsChangeNotice, payment, freeTrial, liveCalls, personalSupporter]) {
      expect(text).toContain(term.sentence);
    }
  });

  it('nennen die Calls je Paket so, wie plans.ts sie führt, samt Dauer', () => {
    const subject = sectionText(agb, 'vertragsgegenstand');
    for (const plan of plans) expect(subject, plan.name).toContain(`${plan.name} – ${plan.liveCallNote}`);
    expect(subject).toContain(`${liveCallMinutes} Minuten`);
    expect(subject).toContain('festen persönlichen Ansprechpartner');
  });

  it('gelten nur für Unternehmer nach § 14 BGB und schließen Verbraucher aus', () => {
    const scope = sectionText(agb, 'geltungsbereich');
    expect(scope).toContain('§ 14 BGB');
    expect(scope).toContain('Verbrauchern');
  });

  it('regeln Laufzeit ab Aktivierung, automatische Verlängerung, Schriftform und wichtigen Grund', () => {
    const term = sectionText(agb, 'laufzeit-und-kuendigung');
    expect(term).toContain('aktiviert');
    expect(term).toContain(`Mindestlaufzeit von ${agbTerm.minimumTermMonths}\u00a0Monaten`);
    expect(term).toContain(`automatisch um jeweils ${agbTerm.renewalMonths}\u00a0Monate`);
    expect(term).toContain('schriftlich');
    expect(term).toContain('wichtigem Grund');
  });

  it('bieten keinen kostenlosen Testzeitraum an und nennen Nettopreise', () => {
    const prices = sectionText(agb, 'preise-und-zahlung');
    expect(prices).toContain('kostenloser Testzeitraum wird nicht angeboten');
    expect(freeTrial.offered).toBe(false);
    expect(prices).toContain('Nettopreise zuzüglich');
    expect(prices).toContain('im Voraus');
  });

  it('erlauben bei Zahlungsverzug Sperre und Fälligstellung der Restvergütung', () => {
    const defaultClause = sectionText(agb, 'zahlungsverzug');
    expect(defaultClause).toContain('sperren');
    expect(defaultClause).toContain('gesamte restliche Vergütung');
  });

  it('machen den Anbieter zum Auftragsverarbeiter und den Kunden verantwortlich für seine Inhalte', () => {
    expect(sectionText(agb, 'auftragsverarbeitung')).toContain('Art. 28 DSGVO');
    expect(sectionText(agb, 'pflichten-des-kunden')).toContain('verantwortlich');
  });

  it('erklären das Widerspruchsrecht bei Änderungen und wählen deutsches Recht und Gerichtsstand Berlin', () => {
    expect(sectionText(agb, 'aenderungen-der-agb')).toContain('Widerspruchsrecht');
    const finalProvisions = sectionText(agb, 'schlussbestimmungen');
    expect(finalProvisions).toContain('Recht der Bundesrepublik Deutschland');
    expect(finalProvisions).toContain('Gerichtsstand');
    expect(finalProvisions).toContain('Berlin');
  });
});

describe('Die drei Aussagen zur Vertragslaufzeit', () => {
  it('bleiben getrennte Konstanten mit eigenem Wortlaut, wie die Spezifikation sie angibt', () => {
    const sentences = new Set([pricingFaqTerm.sentence, agbTerm.sentence, cancellationPageTerm.sentence]);
    expect(sentences.size).toBe(3);
    expect(pricingFaqTerm.sentence).toContain('monatlich kündbar');
    expect(cancellationPageTerm.sentence).toContain('zum Monatsende');
  });

  it('bauen ihren Satz aus den Zahlen, die sie als Zahlen führen', () => {
    expect(agbTerm).toMatchObject({ minimumTermMonths: 12, renewalMonths: 12, noticeWeeks: 4 });
    expect(pricingFaqTerm.sentence).toContain(`${pricingFaqTerm.minimumTermMonths}\u00a0Monate`);
    expect(agbTerm.sentence).toContain(`${agbTerm.noticeWeeks}\u00a0Wochen`);
    expect(cancellationPageTerm.sentence).toContain(`${cancellationPageTerm.noticeWeeks}\u00a0Wochen`);
    expect(availability.percent).toBe(99);
    expect(supportResponse.responseHours).toBe(24);
    expect(termsChangeNotice).toMatchObject({ noticeWeeks: 4, objectionDays: 14 });
    expect(payment.methods.map((m) => m.id)).toEqual(['sepa', 'card', 'invoice']);
  });
});

describe('Das Impressum', () => {
  const text = textOf(impressum);

  it('nennt § 5 DDG und nicht mehr das alte TMG', () => {
    expect(text).toContain('§ 5 DDG');
    expect(text).not.toContain('TMG');
  });

  it('übernimmt Firma, Anschrift, Vertretung und Kontakt aus company.ts', () => {
    for (const fact of [company.legalName, company.street, company.managingDirector, company.email, company.phone]) {
      expect(text).toContain(fact);
    }
  });

  it('nennt Registergericht, Registernummer und USt-IdNr. nach § 27a UStG aus company.ts', () => {
    expect(text).toContain(company.registerCourt);
    expect(text).toContain(company.registerNumber);
    expect(text).toContain(company.vatId);
    expect(text).toContain('§ 27a Umsatzsteuergesetz');
  });

  it('nennt den Verantwortlichen nach § 18 Abs. 2 MStV', () => {
    expect(text).toContain('§ 18 Abs. 2 MStV');
    expect(text).toContain(company.contentResponsible);
  });

  it('verlinkt nicht mehr auf die geschlossene OS-Plattform der EU, erklärt aber die Verbraucherstreitbeilegung', () => {
    expect(text).not.toContain('ec.europa.eu/consumers/odr');
    expect(text.toLowerCase()).not.toContain('odr');
    expect(sectionText(impressum, 'verbraucherstreitbeilegung')).toContain('weder bereit noch verpflichtet');
  });

  it('sagt sichtbar, dass die Unternehmensangaben Platzhalter sind, solange company.isPlaceholder gilt', () => {
    if (company.isPlaceholder) expect(impressum.intro).toContain('Platzhalter');
    else expect(text).not.toContain('Platzhalter');
  });

  it('trägt dasselbe Datum wie das Routen-Register', () => {
    expect(pages.impressum.lastModified).toBe(impressum.lastUpdated);
  });
});

describe('Die Datenschutzerklärung', () => {
  const text = textOf(datenschutz);
  const formPages = formPageKeys;

  it('beschreibt jedes Formular mit Zweck, Daten, Rechtsgrundlage, Empfängern und Speicherdauer', () => {
    for (const key of formPages) {
      const section = datenschutz.sections.find((s) => s.heading.includes(`(${pages[key].path})`));
      expect(section, key).toBeDefined();
      const body = section!.blocks.flat().join('\n');
      for (const label of ['Zweck:', 'Daten:', 'Rechtsgrundlage:', 'Empfänger:', 'Speicherdauer:']) {
        expect(body, `${key} ${label}`).toContain(label);
      }
    }
  });

  it('nennt für jedes Formular die Felder und Rechtsgrundlagen aus der Spezifikation', () => {
    const analysis = sectionText(datenschutz, 'formular-kostenlose-analyse');
    expect(analysis).toMatch(/Firma.*E-Mail-Adresse.*Telefonnummer.*Website.*Branche/s);
    expect(analysis).toContain('Art. 6 Abs. 1 lit. b DSGVO');
    const contact = sectionText(datenschutz, 'formular-kontakt');
    expect(contact).toMatch(/Name.*E-Mail-Adresse.*Nachricht.*Telefonnummer/s);
    expect(contact).toContain('Art. 6 Abs. 1 lit. f DSGVO');
    const referral = sectionText(datenschutz, 'formular-empfehlung');
    expect(referral).toMatch(/Firmenname.*Ansprechpartner.*E-Mail-Adresse.*Telefonnummer.*Begründung/s);
    const cancellation = sectionText(datenschutz, 'formular-kuendigung');
    expect(cancellation).toMatch(/Kundennummer.*Kündigungsgrund/s);
    expect(cancellation).toContain('Art. 6 Abs. 1 lit. c DSGVO');
    expect(cancellation).toContain('§ 257 HGB');
    expect(cancellation).toContain('§ 147 AO');
  });

  it('informiert empfohlene Unternehmen nach Art. 14 und sagt, dass sie nicht automatisch angeschrieben werden', () => {
    const info = sectionText(datenschutz, 'hinweise-fuer-empfohlene-unternehmen');
    expect(datenschutz.sections.find((s) => s.id === 'hinweise-fuer-empfohlene-unternehmen')?.heading).toContain('Art. 14 DSGVO');
    expect(info).toContain('nicht automatisch an');
  });

  it('sagt, dass keine Cookies gesetzt werden, nichts getrackt wird und Schriften selbst gehostet sind', () => {
    expect(text).toContain('keine Cookies');
    expect(text).toContain('kein Tracking');
    expect(text).toContain('Google Fonts');
  });

  it('nennt die Speicherfristen aus dataRetention', () => {
    expect(dataRetention).toMatchObject({ serverLogDays: 14, formSubmissionDays: 180, rateLimitMinutes: 15 });
    expect(sectionText(datenschutz, 'hosting-und-server-logdateien')).toContain(`${dataRetention.serverLogDays}\u00a0Tagen`);
    for (const id of ['formular-kostenlose-analyse', 'formular-kontakt', 'formular-rueckruf', 'formular-empfehlung']) {
      expect(sectionText(datenschutz, id), id).toContain(`${dataRetention.formSubmissionDays}\u00a0Tage`);
    }
    expect(sectionText(datenschutz, 'spam-schutz')).toContain(`${dataRetention.rateLimitMinutes}\u00a0Minuten`);
    // What lead-service/src/pipeline/form-protection.ts does: a signed time token, no cookie, suspects kept but not mailed.
    expect(sectionText(datenschutz, 'spam-schutz')).toMatch(/signierten Zeitstempel[\s\S]*kein Cookie/);
    expect(sectionText(datenschutz, 'spam-schutz')).toMatch(/verwerfen wir nicht[\s\S]*keine E-Mails/);
    expect(sectionText(datenschutz, 'formular-kuendigung')).toContain(`${dataRetention.businessLetterYears}\u00a0Jahre`);
  });

  it('nennt Auftragsverarbeiter und schließt Übermittlungen in Drittländer aus', () => {
    const recipients = sectionText(datenschutz, 'empfaenger-und-auftragsverarbeiter');
    expect(recipients).toContain('Art. 28 DSGVO');
    expect(recipients).toContain('Drittländer');
  });

  it('zählt die Betroffenenrechte von Art. 15 bis 21 auf und hebt das Widerspruchsrecht gesondert hervor', () => {
    for (const article of ['Art. 15', 'Art. 16', 'Art. 17', 'Art. 18', 'Art. 20', 'Art. 21', 'Art. 7 Abs. 3']) {
      expect(sectionText(datenschutz, 'deine-rechte'), article).toContain(article);
    }
    expect(datenschutz.sections.some((s) => s.heading.includes('Art. 21'))).toBe(true);
  });

  it('nennt das Beschwerderecht nach Art. 77 und die Aufsichtsbehörde am Sitz der Firma', () => {
    expect(text).toContain('Art. 77');
    expect(supervisoryAuthority.forCity).toBe(company.city);
    expect(text).toContain(supervisoryAuthority.name);
  });

  it('schließt automatisierte Entscheidungen aus und nennt den Stand', () => {
    expect(text).toContain('Art. 22 DSGVO');
    expect(text).toContain(`Stand vom ${formatGermanDate(datenschutz.lastUpdated)}`);
    expect(pages.datenschutz.lastModified).toBe(datenschutz.lastUpdated);
  });

  it('nennt den Verantwortlichen aus company.ts', () => {
    const controller = sectionText(datenschutz, 'verantwortlicher');
    expect(controller).toContain(company.legalName);
    expect(controller).toContain(company.email);
  });
});

describe('Das Schema der Rechtstexte', () => {
  it('lässt alle drei Dokumente durch', () => {
    for (const [key, doc] of Object.entries(legalDocuments)) {
      expect(legalDocumentSchema.safeParse(doc).success, key).toBe(true);
    }
  });

  it('weist Anker ab, die nicht kebab-case sind oder doppelt vorkommen, und nennt Datei und Feld', () => {
    const broken = {
      title: 'Test',
      lastUpdated: '2025-01-05',
      sections: [
        { id: 'Erster Abschnitt', heading: 'A', blocks: ['x'] },
        { id: 'zwei', heading: 'B', blocks: ['y'] },
        { id: 'zwei', heading: 'C', blocks: ['z'] },
      ],
    };
    expect(() => validateContent(legalDocumentSchema, broken, 'content/src/legal/test.ts')).toThrow(
      /content\/src\/legal\/test\.ts[\s\S]*sections\.0\.id[\s\S]*sections\.2\.id/,
    );
  });

  it('weist leere Listen, leere Absätze und falsche Datumsformate ab', () => {
    const base = { title: 'Test', lastUpdated: '2025-01-05', sections: [{ id: 'a', heading: 'A', blocks: ['x'] }] };
    expect(legalDocumentSchema.safeParse(base).success).toBe(true);
    expect(legalDocumentSchema.safeParse({ ...base, lastUpdated: '05.01.2025' }).success).toBe(false);
    expect(legalDocumentSchema.safeParse({ ...base, sections: [{ id: 'a', heading: 'A', blocks: [[]] }] }).success).toBe(false);
    expect(legalDocumentSchema.safeParse({ ...base, sections: [{ id: 'a', heading: 'A', blocks: ['  '] }] }).success).toBe(false);
  });

  it('formatiert ISO-Daten deutsch', () => {
    expect(formatGermanDate('2025-01-05')).toBe('05.01.2025');
  });
});
