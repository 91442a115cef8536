// What a first visit downloads before the login form shows (docs/architecture.md, "Web": every
// screen is lazy): the entry chunk with its static imports, then the login screen's lazy chunk with
// its own. This prints their gzip size against the goal of 250 KiB, and the size of every other
// lazy chunk. The figures come from Vite's manifest of the production build (apps/web/dist/.vite).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { BenchResult } from './measure.ts';
import { buildWeb, WEB_DIST as dist } from './web-build.ts';

const ENTRY = 'index.html';
/** The source of the login screen's lazy chunk (apps/web/src/app/screens.tsx). */
const LOGIN_SCREEN = 'src/features/auth/LoginPage.tsx';
const GOAL_KIB = 250;

interface ManifestChunk {
  file: string;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(): Manifest {
  return JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Manifest;
}

/** A chunk and every chunk it imports statically, transitively (what the browser must fetch). */
function staticClosure(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>();
  const pending = [key];
  while (pending.length > 0) {
    const next = pending.pop() as string;
    if (seen.has(next)) continue;
    const chunk = manifest[next];
    if (!chunk) throw new Error(`chunk ${next} missing from the Vite manifest`);
    seen.add(next);
    pending.push(...(chunk.imports ?? []));
  }
  return seen;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function benchmarkWebBundle(): BenchResult[] {
  buildWeb();
  const manifest = readManifest();
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (key: string) => {
    let size = sizes.get(key);
    if (!size) {
      const bytes = readFileSync(`${dist}${(manifest[key] as ManifestChunk).file}`);
      // zlib's default level, the one servers and proxies compress with unless told otherwise.
      size = { raw: bytes.length, gzip: gzipSync(bytes).length };
      sizes.set(key, size);
    }
    return size;
  };
  const total = (keys: Iterable<string>) => {
    let raw = 0;
    let gzip = 0;
    for (const key of keys) {
      const size = sizeOf(key);
      raw += size.raw;
      gzip += size.gzip;
    }
    return { raw, gzip };
  };

  if (!manifest[LOGIN_SCREEN]?.isDynamicEntry) {
    throw new Error(`${LOGIN_SCREEN} is no longer a lazy chunk of the web app`);
  }
  const entry = staticClosure(manifest, ENTRY);
  const login = new Set([...entry, ...staticClosure(manifest, LOGIN_SCREEN)]);
  const loginSize = total(login);
  const met = loginSize.gzip <= GOAL_KIB * 1024;
  const results: BenchResult[] = [
    {
      name: `web bundle, JavaScript loaded by /login (${login.size} files)`,
      figure: `${kib(loginSize.gzip)} gzip, ${kib(loginSize.raw)} raw (goal under ${GOAL_KIB} KiB gzip: ${met ? 'met' : 'NOT met'})`,
    },
  ];

  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry)
    .sort();
  for (const key of lazy) {
    const own = sizeOf(key);
    // Chunks this screen needs that the entry did not already bring (shared with other screens).
    const extra = [...staticClosure(manifest, key)].filter((k) => k !== key && !entry.has(k));
    const figure = `${kib(own.gzip)} gzip, ${kib(own.raw)} raw`;
    results.push({
      name: `web bundle, lazy chunk ${key}`,
      figure:
        extra.length === 0
          ? figure
          : `${figure} (+${kib(total(extra).gzip)} gzip of ${extra.length} ${extra.length === 1 ? 'chunk' : 'chunks'} it imports)`,
    });
  }
  return results;
}
