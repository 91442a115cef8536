// Every relative link of README.md and docs/**/*.md leads to a file of the repository, and a link
// to `file.md#anchor` (or `#anchor` in the same page) to a heading of that file, by GitHub's slugs.
// Links to other sites are not followed. docs/architecture.md, "Quality gates".
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** README.md and every Markdown file under docs/, as paths relative to the repository. */
function documents() {
  const docs = readdirSync(path.join(ROOT, 'docs'), { recursive: true })
    .map((name) => path.join('docs', String(name)))
    .filter((name) => name.endsWith('.md'));
  return ['README.md', ...docs.sort()];
}

/**
 * The anchor GitHub gives a heading: its text in lower case, without the punctuation (letters,
 * marks, digits, `_`, `-` and spaces stay), spaces turned into hyphens.
 */
function slug(text) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The text a heading shows: code spans, links, images and emphasis reduced to their words. */
function headingText(source) {
  const spans = [];
  const text = source
    .replace(/(`+)(.+?)\1/g, (_match, _ticks, code) => `\uE000${spans.push(code.trim()) - 1}\uE000`)
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|\*)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(?<![\p{L}\p{N}])(__|_)(?=\S)(.+?)(?<=\S)\1(?![\p{L}\p{N}])/gu, '$2');
  return text.replace(/\uE000(\d+)\uE000/g, (_match, index) => spans[Number(index)]).trim();
}

/** Lines outside fenced code blocks, with their 1-based numbers. */
function proseLines(markdown) {
  const lines = [];
  let fence = null;
  markdown.split(/\r?\n/).forEach((line, index) => {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence === null && opening) {
      fence = opening[1];
    } else if (fence !== null) {
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = null;
    } else {
      lines.push({ number: index + 1, text: line });
    }
  });
  return lines;
}

/** The anchors a Markdown file offers: its headings' slugs (repeats numbered) and HTML ids. */
function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  const add = (text) => {
    const base = slug(headingText(text));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  };
  const atx = (text) => /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(text);
  const lines = proseLines(markdown);
  lines.forEach(({ number, text }, index) => {
    const heading = atx(text);
    if (heading) add(heading[1] ?? '');
    // A one-line paragraph underlined with = or - (a setext heading).
    const next = lines[index + 1];
    const previous = lines[index - 1];
    const startsParagraph =
      !previous ||
      previous.number !== number - 1 ||
      previous.text.trim() === '' ||
      atx(previous.text) !== null;
    if (
      !heading &&
      startsParagraph &&
      text.trim() !== '' &&
      !/^ {0,3}([-*+]|\d+[.)]|>|\||<)/.test(text) &&
      next?.number === number + 1 &&
      /^ {0,3}(=+|-+)[ \t]*$/.test(next.text)
    ) {
      add(text.trim());
    }
    for (const match of text.matchAll(/<a\s[^>]*\b(?:id|name)=["']([^"']+)["']/gi)) {
      anchors.add(match[1]);
    }
  });
  return anchors;
}

/** The link targets of a Markdown text, with their line numbers, outside code. */
function linksOf(markdown) {
  const links = [];
  for (const { number, text } of proseLines(markdown)) {
    const prose = text.replace(/(`+)(.+?)\1/g, (match) => ' '.repeat(match.length));
    const inline =
      /!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
    for (const match of prose.matchAll(inline)) {
      links.push({ line: number, target: match[1].replace(/^<|>$/g, '') });
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(prose);
    if (definition) links.push({ line: number, target: definition[1].replace(/^<|>$/g, '') });
    for (const match of prose.matchAll(/<(?:a|img)\s[^>]*\b(?:href|src)=["']([^"']+)["']/gi)) {
      links.push({ line: number, target: match[1] });
    }
  }
  return links;
}

/** Why a link of `document` does not resolve in the repository, or null when it does. */
function problemOf(document, target) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return null;
  const hash = target.indexOf('#');
  const pathPart = hash === -1 ? target : target.slice(0, hash);
  const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
  const [filePart = ''] = pathPart.split('?');
  const file =
    filePart === ''
      ? path.join(ROOT, document)
      : filePart.startsWith('/')
        ? path.join(ROOT, decodeURIComponent(filePart))
        : path.resolve(path.dirname(path.join(ROOT, document)), decodeURIComponent(filePart));
  const relative = path.relative(ROOT, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return 'leads out of the repository';
  if (relative.split(path.sep).includes('node_modules')) return 'leads into node_modules';
  if (!existsSync(file)) return `${relative} does not exist`;
  if (anchor === null || anchor === '' || !file.endsWith('.md') || statSync(file).isDirectory()) {
    return null;
  }
  if (!anchorsOf(readFileSync(file, 'utf8')).has(anchor)) {
    return `${relative} has no heading #${anchor}`;
  }
  return null;
}

describe('documentation links', () => {
  it('resolve inside the repository, to existing files and headings', () => {
    const broken = [];
    for (const document of documents()) {
      for (const { line, target } of linksOf(readFileSync(path.join(ROOT, document), 'utf8'))) {
        const problem = problemOf(document, target);
        if (problem !== null) broken.push(`${document}:${line}: ${target} (${problem})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('are found in the README and every Markdown file of docs/', () => {
    const found = documents();
    expect(found).toContain('README.md');
    expect(found).toContain(path.join('docs', 'architecture.md'));
    expect(found.filter((name) => name.startsWith(path.join('docs', 'adr')))).not.toEqual([]);
    expect(linksOf(readFileSync(path.join(ROOT, 'README.md'), 'utf8'))).not.toEqual([]);
  });
});

describe('the link checker', () => {
  it('slugs headings as GitHub does', () => {
    const anchors = anchorsOf(
      [
        '# Departures from the specification',
        '## BFF (apps/bff)',
        '### Water balance (spec 3 §2.10, §2.11)',
        '## `npm start` (tools/start-platform.mjs)',
        '## Créer un **compte** — étape 1',
        '## The __Host-agro_session cookie and snake_case_name',
        '## Notes',
        '## Notes',
        'Setext title',
        '============',
        '```md',
        '# Not a heading',
        '```',
        '<a id="custom"></a>',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      'departures-from-the-specification',
      'bff-appsbff',
      'water-balance-spec-3-210-211',
      'npm-start-toolsstart-platformmjs',
      'créer-un-compte--étape-1',
      'the-__host-agro_session-cookie-and-snake_case_name',
      'notes',
      'notes-1',
      'setext-title',
      'custom',
    ]);
  });

  it('finds inline links, images, definitions and HTML links, but none in code', () => {
    const links = linksOf(
      [
        'See [the doc](docs/a.md#part "title") and ![logo](<img/logo one.png>).',
        'Not `[code](nowhere.md)`, but <a href="docs/b.md">this</a>.',
        '[ref]: docs/c.md',
        '```',
        '[fenced](nowhere.md)',
        '```',
      ].join('\n'),
    );
    expect(links).toEqual([
      { line: 1, target: 'docs/a.md#part' },
      { line: 1, target: 'img/logo one.png' },
      { line: 2, target: 'docs/b.md' },
      { line: 3, target: 'docs/c.md' },
    ]);
  });

  it('reports missing files, missing headings and links out of the repository', () => {
    expect(problemOf('README.md', 'docs/configuration.md#platform-date')).toBeNull();
    expect(problemOf('docs/adr/x.md', '../architecture.md#bff')).toBeNull();
    expect(problemOf('README.md', 'https://example.org/missing.md')).toBeNull();
    expect(problemOf('README.md', 'docs/missing.md')).toMatch(/does not exist/);
    expect(problemOf('README.md', 'docs/configuration.md#no-such-heading')).toMatch(/no heading/);
    expect(problemOf('README.md', '#no-such-heading')).toMatch(/no heading/);
    expect(problemOf('docs/spec-deviations.md', '../../shared/spec/')).toMatch(/out of/);
  });
});
