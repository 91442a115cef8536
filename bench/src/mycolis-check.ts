// The Mycolis check (spec 4 §2.5, §5.2) of a 10,000-row file: in the page's Web Worker, in
// Debian's Chromium against the production build, from 'Vérifier' pressed to the summary shown
// (the communes of the file's departments fetched, every row checked), rows per second, and the
// longest task the page's thread ran meanwhile (goal: under 100 ms; the browser reports tasks of
// 50 ms and more, so 0 means none was that long). Then the commune matching alone at that size,
// in Node: 10,000 rows without coordinates whose communes are misspelt, matched department by
// department against the real postal-code reference.
import {
  checkMycolisRows,
  locateMycolisRow,
  mycolisReferenceIndex,
  type PostalCommune,
} from '@agro/domain/mycolis';
import type { FrenchReference } from '@agro/model-api-sim/public-api';
import { startDashboardPlatform } from './dashboard-platform.ts';
import { median, ms } from './dashboard-timing.ts';
import type { BenchResult } from './measure.ts';
import {
  longestTaskSinceStart,
  timeUntilShown,
  watchFrom,
  workerCheckFigures,
} from './worker-check-timing.ts';

const ROWS = 10_000;
const RUNS = 3;
const HEADER =
  'code_exploitation;nom_parcelle;code_parcelle;espece;variete;date_semis;labour;precedent;surface;exploitation;code_insee;latitude;longitude;code_postal;commune';

/** A real commune of each of ten departments, the file's rows spread over them. */
function communesOfTenDepartements(reference: FrenchReference): PostalCommune[] {
  const wanted = ['14', '22', '28', '35', '45', '51', '56', '60', '62', '80'];
  return wanted.flatMap((departement) => {
    const entry = reference.postalCodes.find(
      (candidate) => candidate.codePostal.startsWith(departement) && candidate.geopoint !== null,
    );
    return entry
      ? [
          {
            code_postal: entry.codePostal,
            nom_de_la_commune: entry.nomCommune.toUpperCase(),
            code_commune_insee: entry.insee,
            _geopoint: entry.geopoint,
          },
        ]
      : [];
  });
}

/** One misspelt letter a row, so each row's commune is matched by edit distance. */
const misspelt = (name: string, i: number) => {
  const at = i % Math.max(1, name.length - 1);
  return `${name.slice(0, at)}${String.fromCharCode(65 + (i % 26))}${name.slice(at + 1)}`;
};

function csv(variety: string, communes: readonly PostalCommune[]): string {
  const lines = Array.from({ length: ROWS }, (_, i) => {
    const commune = communes[i % communes.length] as PostalCommune;
    // One row in a hundred misspells its variety; every third has no coordinates.
    const typed = i % 100 === 7 ? variety.slice(0, -1) : variety;
    const [lat = '', lon = ''] = (commune._geopoint ?? '').split(',').map((part) => part.trim());
    const located = i % 3 === 0 ? ';;' : `${commune.code_commune_insee};${lat};${lon}`;
    return `EXP${i % 500};EXP${i % 500}|P${i};B${i};ble tendre d'hiver;${typed};15/10/2025;OUI;colza;4,5;EARL ${i % 500};${located};${commune.code_postal};${misspelt(commune.nom_de_la_commune, i)}`;
  });
  return [HEADER, ...lines, ''].join('\r\n');
}

async function pageCheck(reference: FrenchReference): Promise<BenchResult[]> {
  const platform = await startDashboardPlatform(300, { PLATFORM_DATE: '2026-06-15' });
  try {
    const { page, origin } = platform;
    const varieties = (await (
      await page.request.get(`${origin}/api/previCap/liste/variete?culture=17`, {
        headers: { 'x-csrf': '1' },
      })
    ).json()) as { data: { variete: string }[] };
    const variety = varieties.data.find((v) => v.variete.length > 5)?.variete ?? 'Chevignon';
    const buffer = Buffer.from(csv(variety, communesOfTenDepartements(reference)), 'utf8');
    const times: number[] = [];
    const longest: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${origin}/stade/cap/mycolis`);
      await page
        .getByRole('button', { name: 'Corriger ou Importer des parcelles Mycolis' })
        .click({ timeout: 60_000 });
      await page.getByRole('textbox', { name: 'Client Mycolis' }).click();
      await page.getByRole('option').first().click();
      await page.locator('input[type="file"]').setInputFiles({
        name: 'mycolis.csv',
        mimeType: 'text/csv',
        buffer,
      });
      await page.getByText(/Le fichier contient 10/).waitFor({ timeout: 60_000 });
      await watchFrom(page, 'click');
      await page.getByRole('button', { name: 'Vérifier' }).click();
      times.push(await timeUntilShown(page, /lignes vérifiées/));
      longest.push(await longestTaskSinceStart(page));
    }
    return workerCheckFigures(
      'Mycolis check',
      ROWS,
      "'Vérifier' to the summary shown, communes fetched",
      times,
      longest,
    );
  } finally {
    await platform.close();
  }
}

function communeMatching(reference: FrenchReference): BenchResult {
  const communes = communesOfTenDepartements(reference);
  const departements = new Set(communes.map((c) => c.code_postal.slice(0, 2)));
  const postalCodes: PostalCommune[] = reference.postalCodes
    .filter((entry) => departements.has(entry.codePostal.slice(0, 2)))
    .map((entry) => ({
      code_postal: entry.codePostal,
      nom_de_la_commune: entry.nomCommune.toUpperCase(),
      code_commune_insee: entry.insee,
      _geopoint: entry.geopoint,
    }));
  const index = mycolisReferenceIndex({ varieties: [], previousCrops: [], postalCodes });
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const commune = communes[i % communes.length] as PostalCommune;
    return { code_postal: commune.code_postal, commune: misspelt(commune.nom_de_la_commune, i) };
  });
  const times: number[] = [];
  let found = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    // No cache: every row is matched by edit distance against its department (the check itself
    // matches each distinct postal code and commune once).
    found = rows.filter((row) => locateMycolisRow(row, index, new Map()).latitude !== null).length;
    times.push(performance.now() - start);
  }
  // The whole check at that size, for scale.
  const start = performance.now();
  checkMycolisRows(rows, index, 2026);
  const whole = performance.now() - start;
  const time = median(times);
  return {
    name: `Mycolis commune matching, ${ROWS.toLocaleString('en-US')} rows (${postalCodes.length.toLocaleString('en-US')} reference entries)`,
    figure: `median ${ms(time)} of ${RUNS} (${Math.round(ROWS / (time / 1000)).toLocaleString('en-US')} rows/s), ${found.toLocaleString('en-US')} placed; whole check of those rows ${ms(whole)}`,
  };
}

export async function benchmarkMycolisCheck(): Promise<BenchResult[]> {
  // Loaded here, not at the top: the simulator's public API brings its whole server with it
  // (about 1.4 s of start-up), which every other benchmark of `pnpm bench` would pay for nothing.
  const { frenchReference } = await import('@agro/model-api-sim/public-api');
  const reference = frenchReference();
  return [communeMatching(reference), ...(await pageCheck(reference))];
}
