#!/usr/bin/env node
// Builds the help notices before `vite build`: help-notices/<name>.md gives public/aide/<name>.pdf,
// which Vite copies to dist/aide/ and the BFF serves at /aide/<name>.pdf (apps/bff/help-resources.json
// lists them). public/aide/ is generated, hence git-ignored, and emptied first so that a notice
// removed from the sources leaves no stale PDF behind.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { parseNotice, renderNotice } from './help-notices.mjs';

const sources = new URL('../help-notices/', import.meta.url);
const output = new URL('../public/aide/', import.meta.url);

const names = (await readdir(sources)).filter((name) => name.endsWith('.md')).sort();
await rm(output, { recursive: true, force: true });
await mkdir(output, { recursive: true });
for (const name of names) {
  const notice = parseNotice(await readFile(new URL(name, sources), 'utf8'), name);
  const pdf = await renderNotice(notice);
  await writeFile(new URL(name.replace(/\.md$/, '.pdf'), output), pdf);
}
console.log(`${names.length} notices d'aide écrites dans public/aide/`);
