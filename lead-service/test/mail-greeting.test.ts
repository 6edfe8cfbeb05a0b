import { describe, expect, it } from 'vitest';
import { greeting } from '../src/platform/mail/greeting.ts';

const opening = (name: string | null) => {
  const block = greeting(name);
  return block.type === 'paragraph' ? block.text : '';
};

describe('when a receipt greets the visitor who typed a name', () => {
  it('then a person’s or a business’s plain name is used', () => {
    expect(opening('Anna Schmidt')).toBe('Hallo Anna Schmidt,');
    expect(opening('  Bäckerei   Müller GmbH & Co. KG ')).toBe('Hallo Bäckerei Müller GmbH & Co. KG,');
    expect(opening("Dr. Jean-Luc O'Neill")).toBe("Hallo Dr. Jean-Luc O'Neill,");
  });

  it('then a name that carries a link, a number, a sentence or nothing leaves the greeting plain', () => {
    for (const name of [
      null,
      '',
      'Gewinn abholen auf www.example.com',
      'example.com',
      'https//x',
      'Ruf 0900 123456 an',
      'Du hast gewonnen! Jetzt Konto bestätigen und Prämie sichern',
      'Anna <b>Schmidt</b>',
      'a',
    ]) {
      expect(opening(name), String(name)).toBe('Hallo,');
    }
  });
});
