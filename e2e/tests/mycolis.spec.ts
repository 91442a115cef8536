// Spec 4 §2.5, §4, §5.2 against the simulator, as of the e2e day in June: a 300-row Mycolis file
// with one error of each kind is checked in the worker, the summary counts each kind, the misspelt
// variety's suggestion is chosen, the corrected file passes the check, its import runs in two
// batches and the new plots appear in the table and on the map under their client; the unknown
// previous crop is reported by e-mail; axe at 1280 and 360 px; an adviser is refused the screen.
import type { MycolisPlot, MycolisUser } from '@agro/contracts/entities/stages';
import {
  checkMycolisRows,
  MYCOLIS_MESSAGES,
  MYCOLIS_OPTIONAL_COLUMNS,
  MYCOLIS_REQUIRED_COLUMNS,
  mycolisHarvestYear,
  mycolisReferenceIndex,
  parseMycolisCsv,
  type PostalCommune,
} from '@agro/domain/mycolis';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS } from './support/platform';
import { E2E_PLATFORM_DATE } from './support/platform-date';
import { apiGet, expectPhoneWidthAccessible, FIRST_LOAD } from './support/page-steps';

const SCREEN = '/stade/cap/mycolis';
/** The template's columns but the Lambert 93 ones, which the file leaves out. */
const HEADER = [
  ...MYCOLIS_REQUIRED_COLUMNS,
  ...MYCOLIS_OPTIONAL_COLUMNS.filter((column) => !column.startsWith('lambert93')),
];

interface Place {
  insee: string;
  postal: string;
  commune: string;
  latitude: string;
  longitude: string;
}

/**
 * 300 rows, valid but for one error of each kind: the farm (5), its code (10), a duplicated plot
 * code (15 and 16), the species (20), a misspelt variety (25 to 27), an unknown previous crop
 * (30), a sowing date out of the window (35), labour (40), surface (45); and the location kinds:
 * none at all (50), coordinates completed from a misspelt commune (55), recomputed from outside
 * France (60), not found (65), impossible without a postal code (70), outside and not found (75).
 */
function mycolisFile(run: string, variety: string, place: Place): string {
  const lines = Array.from({ length: 300 }, (_, i) => {
    const n = i + 1;
    const cells: Record<string, string> = {
      code_exploitation: `EXP${run}${Math.ceil(n / 10)}`,
      nom_parcelle: `Parcelle ${n}`,
      code_parcelle: `M${run}-${String(n).padStart(3, '0')}`,
      espece: "blé tendre d'hiver",
      variete: variety,
      date_semis: '15/10/2025',
      labour: n % 2 === 0 ? 'OUI' : 'non labour',
      precedent: 'colza',
      surface: '4,5',
      exploitation: `EARL ${Math.ceil(n / 10)}`,
      personnalisation: `Champ ${n}`,
      code_insee: place.insee,
      latitude: place.latitude,
      longitude: place.longitude,
      code_postal: place.postal,
      commune: place.commune,
    };
    const noCoordinates = { latitude: '', longitude: '' };
    const changes: Record<number, Record<string, string>> = {
      5: { exploitation: '' },
      10: { code_exploitation: '' },
      15: { code_parcelle: `M${run}-016` },
      20: { espece: "orge d'hiver" },
      25: { variete: variety.slice(0, -1) },
      26: { variete: variety.slice(0, -1) },
      27: { variete: variety.slice(0, -1).toUpperCase() },
      30: { precedent: 'Féverole' },
      35: { date_semis: '31/12/2024' },
      40: { labour: 'peut-être' },
      45: { surface: '0' },
      50: { code_insee: 'NA', ...noCoordinates, code_postal: '', commune: '' },
      55: { code_insee: '', ...noCoordinates, commune: `${place.commune}x` },
      60: { latitude: '60.5', longitude: '1.2' },
      65: { code_insee: '', ...noCoordinates, commune: 'Zzyzx-sur-Mer' },
      70: { ...noCoordinates, code_postal: 'NA', commune: 'NA' },
      75: { latitude: '60.5', longitude: '1.2', code_postal: '', commune: '' },
    };
    Object.assign(cells, changes[n] ?? {});
    return HEADER.map((column) => cells[column] ?? '').join(';');
  });
  return [HEADER.join(';'), ...lines, ''].join('\r\n');
}

async function openScreen(page: Page) {
  await page.goto(SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: /^Import Mycolis \(/ })).toBeVisible(
    FIRST_LOAD,
  );
}

test('a 300-row file is checked, corrected, imported in two batches and shown under its client', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.admin);
  await openScreen(page);
  const before = await apiGet<MycolisPlot[]>(page, '/api/previCap/mycolis/plots');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Import Mycolis (${before.length} / ${before.length})`,
    }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Carte des parcelles filtrées' })).toHaveCount(0);

  const [user] = await apiGet<MycolisUser[]>(page, '/api/previCap/mycolis/users');
  if (!user) throw new Error('no Mycolis client');
  const varieties = await apiGet<{ variete: string; type_espece: string }[]>(
    page,
    '/api/previCap/liste/variete?culture=17',
  );
  const variety = varieties.find((v) => v.variete.length > 5)?.variete as string;
  const [commune] = await apiGet<PostalCommune[]>(page, '/api/cp/data/gouv?q=35000');
  if (!commune?._geopoint) throw new Error('no commune for 35000');
  const [latitude = '', longitude = ''] = commune._geopoint.split(',').map((part) => part.trim());
  const place = {
    insee: commune.code_commune_insee,
    postal: commune.code_postal,
    commune: commune.nom_de_la_commune,
    latitude,
    longitude,
  };
  const run = Date.now().toString(36).slice(-4).toUpperCase();
  const outboxBefore = (await (
    await page.request.get(`${process.env.E2E_SIM_URL}/__sim/outbox`)
  ).json()) as { data: unknown[] };

  await page.getByRole('button', { name: 'Corriger ou Importer des parcelles Mycolis' }).click();
  await page.getByRole('combobox', { name: 'Client Mycolis' }).click();
  // The import panel with the client list open (issue 41 #13).
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoAccessibilityViolations(page, {
    within: 'section[aria-label="Corriger ou Importer des parcelles Mycolis"], [role="listbox"]',
  });
  await page.getByRole('option', { name: `${user.name} (${user.code_organisme})` }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'mycolis.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(mycolisFile(run, variety, place), 'utf8'),
  });
  await expect(page.getByText('Le fichier contient 300\u00a0parcelles.')).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'Vérifier' }).click();

  const dialog = page.getByRole('dialog', { name: 'Bilan des écarts à corriger' });
  await expect(dialog).toBeVisible(FIRST_LOAD);
  // 12 rows in error (the duplicated code on two rows, the variety on three): 4 %.
  await expect(dialog).toContainText('300\u00a0lignes vérifiées, 12\u00a0lignes en erreur');
  const counts = dialog.getByRole('list', { name: 'Écarts par type' });
  const expected: Record<string, number> = {
    exploitation: 1,
    code_exploitation: 1,
    doublon: 2,
    espece: 1,
    variete: 3,
    precedent: 1,
    date_semis: 1,
    labour: 1,
    surface: 1,
    aucune_localisation: 1,
    coordonnees_non_retrouvees: 1,
    coordonnees_impossibles: 1,
    hors_limites: 1,
    hors_limites_non_retrouvees: 1,
    insee_manquant: 1,
  };
  for (const [kind, count] of Object.entries(expected)) {
    const message = MYCOLIS_MESSAGES[kind as keyof typeof MYCOLIS_MESSAGES];
    await expect(counts.getByRole('listitem').filter({ hasText: message }).first()).toContainText(
      `(${count}\u00a0ligne${count > 1 ? 's' : ''})`,
    );
  }
  await expect(dialog).toContainText('Féverole');

  // The misspelt variety's suggestion, for its three rows.
  await dialog
    .getByRole('combobox', {
      name: `Correction de « ${variety.slice(0, -1)} » (Erreur de variété.)`,
    })
    .click();
  await page.getByRole('option', { name: variety, exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Importer' })).toBeDisabled();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Télécharger le fichier corrigé' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `${E2E_PLATFORM_DATE.replaceAll('-', '')}_mycolis_${user.code_organisme}_corrige.csv`,
  );
  const corrected = parseMycolisCsv(await readFile(await download.path(), 'utf8'));
  // 300 rows less the 9 still in error: the corrected variety's three pass.
  expect(corrected.rows).toHaveLength(291);
  const varietyRows = corrected.rows.filter((row) => row['code_parcelle']?.endsWith('-025'));
  expect(varietyRows[0]?.['variete']).toBe(variety);
  const recheck = checkMycolisRows(
    corrected.rows,
    mycolisReferenceIndex({
      varieties,
      previousCrops: (
        await apiGet<{ codeaee: string }[]>(page, '/api/previCap/list/precedent')
      ).map((crop) => crop.codeaee),
      postalCodes: await apiGet<PostalCommune[]>(page, '/api/cp/data/gouv?departements=35'),
    }),
    mycolisHarvestYear(E2E_PLATFORM_DATE),
  );
  expect(recheck.errorRate).toBe(0);
  await expect(dialog).toContainText(
    'Fichier corrigé\u202f: 291\u00a0parcelles, taux d’erreur\u202f: 0\u202f%.',
  );
  await expectNoAccessibilityViolations(page);
  // The dialog from 360 px: within the screen's width, axe clean.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect
    .poll(async () => Number(await page.evaluate('document.documentElement.scrollWidth')))
    .toBeLessThanOrEqual(360);
  await expectNoAccessibilityViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The sortable preview, then two batches.
  await dialog.getByRole('button', { name: 'Importer' }).click();
  const preview = page.getByRole('dialog', { name: 'Aperçu du fichier corrigé' });
  await expect(preview.getByText(/ sur 291$/)).toBeVisible();
  // Sorted by plot code, descending: the last code comes first.
  await preview.getByRole('button', { name: 'Trier par code_parcelle croissant' }).click();
  await preview.getByRole('button', { name: 'Trié par code_parcelle croissant' }).click();
  await expect(
    preview.getByRole('table', { name: 'Aperçu du fichier corrigé' }).locator('tbody tr').first(),
  ).toContainText(`M${run}-300`);
  // Each batch held a moment on its way, so the progress between them can be seen.
  const batches: number[] = [];
  await page.route('**/api/previCap/plots/add', async (route) => {
    batches.push((route.request().postDataJSON() as { csv: unknown[] }).csv.length);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await preview.getByRole('button', { name: /^Importer les 291\s+parcelles/ }).click();
  const progress = page.getByRole('dialog', { name: 'Import en cours' });
  const bar = progress.getByRole('progressbar', { name: 'Avancement de l’import' });
  await expect(bar).toBeVisible();
  await expect(progress).toContainText('1 lot de 200 parcelles au plus importé sur 2');
  await expect(bar).toHaveAttribute('aria-valuenow', '50');
  const result = page.getByRole('dialog', { name: /^Import (réalisé avec succès|avec erreur)$/ });
  await expect(result).toBeVisible(FIRST_LOAD);
  expect(batches).toEqual([200, 91]);
  // The rows without any place (50) and with a commune not found (65) are refused by the model.
  await expect(result).toContainText('Parcelles ajoutées\u00a0: 289');
  await expect(result).toContainText('Erreurs\u00a0: 2');
  await result.getByRole('button', { name: 'OK' }).click();

  const after = await apiGet<MycolisPlot[]>(page, '/api/previCap/mycolis/plots');
  const mine = after.filter((plot) => plot.code_parcelle_os.startsWith(`M${run}-`));
  expect(mine).toHaveLength(289);
  expect(new Set(mine.map((plot) => plot.nom_user))).toEqual(new Set([user.name]));
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Import Mycolis (${after.length} / ${after.length})`,
    }),
  ).toBeVisible(FIRST_LOAD);

  // Under their client: the map appears with the filter, and the table finds them.
  await page.getByRole('combobox', { name: 'Client', exact: true }).click();
  await page.getByRole('option', { name: user.name, exact: true }).click();
  const clientPlots = after.filter((plot) => plot.nom_user === user.name);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Import Mycolis (${clientPlots.length} / ${after.length})`,
    }),
  ).toBeVisible();
  const map = page.getByRole('region', { name: 'Carte des parcelles filtrées' });
  await expect(map).toBeVisible();
  const placed = clientPlots.filter((plot) => plot.x !== null && plot.y !== null);
  const wheat = placed.filter((plot) => ['17', '40'].includes(String(plot.codeespece))).length;
  await expect(map.getByText(`Blé tendre, Blé dur (${wheat})`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Parcelles Mycolis' });
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(`M${run}-001`);
  await expect(table.getByRole('cell', { name: `M${run}-001`, exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await expectPhoneWidthAccessible(page);

  // The unknown previous crop reached the institute's support by e-mail.
  const outbox = (await (
    await page.request.get(`${process.env.E2E_SIM_URL}/__sim/outbox`)
  ).json()) as { data: { subject: string; body: string }[] };
  const sent = outbox.data.slice(outboxBefore.data.length);
  expect(
    sent.some(
      (mail) => mail.subject.includes('précédents inconnus') && mail.body.includes('Féverole'),
    ),
  ).toBe(true);
});

test('an adviser without ADMIN is refused the screen and its calls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.conseiller, SCREEN);
  await expect(page).toHaveURL(/\/home$/);
  const statuses = await page.evaluate(async () =>
    Promise.all(
      [
        '/api/previCap/mycolis/plots',
        '/api/previCap/mycolis/users',
        '/bff/exports/mycolis.xlsx',
      ].map(async (url) => (await fetch(url, { headers: { 'X-CSRF': '1' } })).status),
    ),
  );
  expect(statuses).toEqual([403, 403, 403]);
});
