import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frenchSpacing, parseNotice, renderNotice } from './help-notices.mjs';

// A path, not a URL: under jsdom, URL is the browser's class, which node:fs does not take.
const sources = join(import.meta.dirname, '..', 'help-notices');

const SAMPLE = `# Notice d'essai

Une première ligne
et sa suite.

## Section

- premier point
  qui continue
- second point
### Sous-section
Texte final.
`;

describe('notice sources', () => {
  it('reads the title, headings, paragraphs and lists', () => {
    expect(parseNotice(SAMPLE, 'essai.md')).toEqual({
      title: "Notice d'essai",
      blocks: [
        { type: 'p', text: 'Une première ligne et sa suite.' },
        { type: 'h2', text: 'Section' },
        { type: 'list', items: ['premier point qui continue', 'second point'] },
        { type: 'h3', text: 'Sous-section' },
        { type: 'p', text: 'Texte final.' },
      ],
    });
  });

  it('refuses a notice without a title, or with a character Helvetica cannot write', () => {
    expect(() => parseNotice('Du texte seul.', 'a.md')).toThrow('a.md : titre « # » manquant');
    expect(() => parseNotice('# Titre\n\nAu moins ≥ 12.', 'b.md')).toThrow(
      'b.md : caractère « ≥ » (U+2265) absent de la police Helvetica',
    );
    expect(() => parseNotice('# Titre\n\n#### Trop profond', 'c.md')).toThrow('c.md, ligne 3');
  });

  it('keeps French punctuation on the line of the word before it', () => {
    expect(frenchSpacing('« Traiter » ; risque : oui ?')).toBe(
      '«\u00a0Traiter\u00a0»\u00a0; risque\u00a0: oui\u00a0?',
    );
  });

  it('has sources that all read, one notice each', () => {
    const names = readdirSync(sources).filter((name) => name.endsWith('.md'));
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const name of names) {
      const notice = parseNotice(readFileSync(join(sources, name), 'utf8'), name);
      expect(notice.blocks.length, name).toBeGreaterThan(3);
    }
  });
});

describe('notice PDF', () => {
  it('is a tagged French PDF, identical from one build to the next', async () => {
    const notice = parseNotice(SAMPLE, 'essai.md');
    const first = await renderNotice(notice);
    const second = await renderNotice(notice);
    expect(first.equals(second)).toBe(true);
    const text = first.toString('latin1');
    expect(text.startsWith('%PDF-1.7')).toBe(true);
    expect(text).toContain('/StructTreeRoot');
    expect(text).toContain('/Lang (fr-FR)');
    expect(text).toContain('/DisplayDocTitle true');
  });
});
