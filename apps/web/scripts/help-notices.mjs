// The help notices (spec 1 §2 "Help"): French text sources in apps/web/help-notices/*.md, written
// in a small subset of Markdown, turned into tagged PDF files. Same sources, same bytes: the
// documents carry a fixed date, so a rebuild changes nothing unless a text changed.
import PDFDocument from 'pdfkit';

/**
 * Date written into every notice (creation and modification). Move it forward when the texts
 * change, so a reader can tell one edition from another.
 */
export const NOTICES_EDITION_DATE = new Date(Date.UTC(2026, 0, 15));

/**
 * The built-in Helvetica writes only the Windows-1252 characters: any other one would come out
 * as a wrong glyph, so a source holding one is refused.
 */
const WIN_ANSI = /^[\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/u;

/**
 * @typedef {{ type: 'h2' | 'h3' | 'p', text: string } | { type: 'list', items: string[] }} Block
 * @typedef {{ title: string, blocks: Block[] }} Notice
 */

/** French spacing: no line break between a word and the `;`, `:`, `?`, `!` or `»` after it. */
export function frenchSpacing(text) {
  return text.replace(/ ([;:!?»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}

/**
 * Reads a notice source: `# Title` once at the top, `## Section`, `### Subsection`, paragraphs
 * (consecutive lines), and `- ` list items (a list ends at a blank line).
 *
 * @param {string} source
 * @param {string} name used in error messages
 * @returns {Notice}
 */
export function parseNotice(source, name) {
  const text = source.replace(/\r\n?/g, '\n');
  const bad = [...text].find((char) => !WIN_ANSI.test(char));
  if (bad !== undefined) {
    const code = bad.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0');
    throw new Error(`${name} : caractère « ${bad} » (U+${code}) absent de la police Helvetica`);
  }
  const lines = text.split('\n');
  /** @type {Block[]} */
  const blocks = [];
  let title = '';
  /** @type {string[]} */
  let paragraph = [];
  /** @type {string[] | null} */
  let list = null;

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ type: 'p', text: paragraph.join(' ') });
    if (list !== null) blocks.push({ type: 'list', items: list });
    paragraph = [];
    list = null;
  };

  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const where = `${name}, ligne ${index + 1}`;
    if (line === '') {
      flush();
    } else if (line.startsWith('# ')) {
      if (title !== '' || blocks.length > 0 || paragraph.length > 0) {
        throw new Error(`${where} : le titre « # » doit être unique et en tête`);
      }
      title = line.slice(2).trim();
    } else if (line.startsWith('## ') || line.startsWith('### ')) {
      flush();
      const level = line.startsWith('### ') ? 'h3' : 'h2';
      blocks.push({ type: level, text: line.replace(/^#+ /, '').trim() });
    } else if (line.startsWith('#')) {
      throw new Error(`${where} : seuls les niveaux #, ## et ### sont reconnus`);
    } else if (line.startsWith('- ')) {
      if (paragraph.length > 0) flush();
      list ??= [];
      list.push(line.slice(2).trim());
    } else if (list !== null && raw.startsWith('  ')) {
      // An indented line continues the list item above it.
      list[list.length - 1] += ` ${line}`;
    } else {
      if (list !== null) flush();
      paragraph.push(line);
    }
  }
  flush();
  if (title === '') throw new Error(`${name} : titre « # » manquant`);
  if (blocks.length === 0) throw new Error(`${name} : notice vide`);
  return { title, blocks };
}

const PAGE_MARGINS = { top: 64, bottom: 72, left: 64, right: 64 };
/** Dark green of the app's theme, 8:1 on white (WCAG AA for text is 4.5:1). */
const HEADING_COLOUR = '#1b5e20';
const TEXT_COLOUR = '#1a1a1a';
const FOOTER_COLOUR = '#4d4d4d';
/** Height (points) that must remain under a heading, or it moves to the next page. */
const KEEP_WITH_HEADING = 72;

/**
 * Renders a notice as an A4 tagged PDF (headings, paragraphs and lists in the structure tree,
 * French language, title shown by readers), so screen readers can follow it (RGAA 4.1 topic 13).
 *
 * @param {Notice} notice
 * @returns {Promise<Buffer>}
 */
export function renderNotice(notice) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: PAGE_MARGINS,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'fr-FR',
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: notice.title,
      Subject: "Notice d'utilisation de la plateforme",
      Creator: 'apps/web/scripts/build-help-notices.mjs',
      CreationDate: NOTICES_EDITION_DATE,
      ModDate: NOTICES_EDITION_DATE,
    },
  });
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  const width = doc.page.width - PAGE_MARGINS.left - PAGE_MARGINS.right;

  /** @param {'H1' | 'H2' | 'H3' | 'P'} tag */
  const write = (tag, text, font, size, colour, before, after) => {
    doc.moveDown(before);
    // A heading stays with the first lines of what it introduces.
    const isHeading = tag === 'H2' || tag === 'H3';
    if (isHeading && doc.y + KEEP_WITH_HEADING > doc.page.height - PAGE_MARGINS.bottom) {
      doc.addPage();
    }
    doc.font(font).fontSize(size).fillColor(colour);
    doc.text(frenchSpacing(text), PAGE_MARGINS.left, doc.y, {
      width,
      lineGap: 2,
      structParent: root,
      structType: tag,
    });
    doc.moveDown(after);
  };

  write('H1', notice.title, 'Helvetica-Bold', 19, HEADING_COLOUR, 0, 0.6);
  for (const block of notice.blocks) {
    if (block.type === 'h2')
      write('H2', block.text, 'Helvetica-Bold', 14, HEADING_COLOUR, 0.8, 0.3);
    else if (block.type === 'h3')
      write('H3', block.text, 'Helvetica-Bold', 11.5, TEXT_COLOUR, 0.5, 0.2);
    else if (block.type === 'p') write('P', block.text, 'Helvetica', 10.5, TEXT_COLOUR, 0, 0.5);
    else {
      const list = doc.struct('L');
      root.add(list);
      doc.font('Helvetica').fontSize(10.5).fillColor(TEXT_COLOUR);
      doc.list(block.items.map(frenchSpacing), PAGE_MARGINS.left + 6, doc.y, {
        width: width - 6,
        lineGap: 2,
        paragraphGap: 3,
        bulletRadius: 2,
        bulletIndent: 0,
        textIndent: 12,
        structParent: list,
      });
      list.end();
      doc.moveDown(0.5);
    }
  }
  root.end();

  // Page numbers last, once the page count is known; they are layout, not content (Artifact).
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise open a new page.
    doc.page.margins.bottom = 0;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc.font('Helvetica').fontSize(8.5).fillColor(FOOTER_COLOUR);
    doc.text(
      `${notice.title} - page ${page - start + 1} sur ${count}`,
      PAGE_MARGINS.left,
      doc.page.height - bottom / 2 - 4,
      { width, align: 'center', lineBreak: false },
    );
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
