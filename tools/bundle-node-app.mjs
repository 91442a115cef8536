#!/usr/bin/env node
// Bundles a Node app (BFF, simulator) into one ESM file. Workspace packages (@agro/*) ship as
// TypeScript source, so they are bundled in; third-party dependencies stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const [entry, outfile] = process.argv.slice(2);
if (!entry || !outfile) {
  console.error('usage: bundle-node-app.mjs <entry.ts> <outfile.mjs>');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith('@agro/'),
);

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
