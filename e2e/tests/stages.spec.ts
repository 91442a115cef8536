// Spec 4 §2.1 and §2.4 against the simulator, as of the e2e day in June: the maize tables' filters
// and exports keep exactly the plots previMais gives for them; the cereal plot detail shows the
// diseases of its species (barley's two, wheat's five), its stages, chart, risk forecast and last
// computations; axe at 1280 and 360 px; a persona without STADES is refused. Issue 41: the client
// list's disease risk in words, opening on the highest, sorted by its header and filtered on it;
// its essential columns first, every column on demand.
import { CAP_DEFAULT_FILTERS, capListColumns, capViewFilter } from '@agro/contracts/columns/cap';
import { plotDiseaseRisk } from '@agro/domain/disease-risk';
import { maizeColumns } from '@agro/contracts/columns/stages';
import { tableRowFilter } from '@agro/contracts/columns/table-query';
import type { CapPlot, MaizeStagePlot } from '@agro/contracts/entities/stages';
import { CEREAL_DISEASES, diseasesOfSpecies, diseaseWindowIndicator } from '@agro/domain/stages';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS, topMenuEntries, NO_SCREEN } from './support/platform';
import { E2E_FILE_DATE, E2E_PLATFORM_DATE } from './support/platform-date';
import { apiGet, chooseFilter, expectPhoneWidthAccessible, FIRST_LOAD } from './support/page-steps';
import { readExport } from './support/workbook';

const MAIZE = '/stade/mais/tableaudebord';

async function openMaize(page: Page) {
  await page.goto(MAIZE);
  await expect(page.getByRole('heading', { level: 1, name: 'Maïs - Tableau de bord' })).toBeVisible(
    FIRST_LOAD,
  );
  for (const name of ['Maïs grain', 'Maïs fourrage']) {
    await expect(page.getByRole('table', { name }).getByRole('row').nth(1)).toBeVisible(FIRST_LOAD);
  }
}

const section = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title}`) }).first();

/** The maize dashboard open, the grain plots as the API gives them, and the grain table. */
async function openGrainTable(page: Page) {
  await openMaize(page);
  const grain = await apiGet<MaizeStagePlot[]>(page, '/api/previMais/grain/plots');
  return {
    grain,
    grainSection: section(page, 'Maïs grain'),
    table: page.getByRole('table', { name: 'Maïs grain' }),
  };
}

test.describe('as an adviser with the STADES right', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, PERSONAS.conseiller, NO_SCREEN);
  });

  test("the maize tables' filters and exports keep exactly the matching plots", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openMaize(page);
    const grain = await apiGet<MaizeStagePlot[]>(page, '/api/previMais/grain/plots');
    const fodder = await apiGet<MaizeStagePlot[]>(page, '/api/previMais/fourrage/plots');
    const grainSection = section(page, 'Maïs grain');
    await expect(grainSection.getByText(new RegExp(` sur ${grain.length}$`))).toBeVisible();

    // Two departments in the grain table's filter.
    const departments = [...new Set(grain.map((plot) => plot.code_dept as string))].sort();
    const chosen = departments.slice(0, 2);
    for (const department of chosen) {
      await chooseFilter(page, 'Département', department, grainSection);
    }
    const keptGrain = grain.filter(
      tableRowFilter(maizeColumns.grain, { search: '', filters: { departement: chosen } }),
    );
    expect(keptGrain.length).toBeGreaterThan(0);
    expect(keptGrain.every((plot) => chosen.includes(plot.code_dept as string))).toBe(true);
    await expect(grainSection.getByText(new RegExp(` sur ${keptGrain.length}$`))).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      grainSection.getByRole('button', { name: 'Exporter' }).click(),
    ]);
    const file = await readExport(download);
    expect(file.fileName).toBe(`${E2E_FILE_DATE}_previlis_mais_grain.xlsx`);
    expect(file.header).toEqual(maizeColumns.grain.map((column) => column.header));
    const codeColumn = file.header.indexOf('Code parcelle');
    expect(file.rows.map((row) => row[codeColumn]).sort()).toEqual(
      keptGrain.map((plot) => plot.code_parcelle_os).sort(),
    );

    // The fodder table keeps its own filters: a variety there, and a search.
    const fodderSection = section(page, 'Maïs fourrage');
    await expect(fodderSection.getByText(new RegExp(` sur ${fodder.length}$`))).toBeVisible();
    const variety = fodder[0]?.variete as string;
    await chooseFilter(page, 'Variété', variety, fodderSection);
    const keptFodder = fodder.filter((plot) => plot.variete === variety);
    await expect(fodderSection.getByText(new RegExp(` sur ${keptFodder.length}$`))).toBeVisible();
    const firstCode = keptFodder[0]?.code_parcelle_os as string;
    await fodderSection.getByRole('searchbox', { name: 'Rechercher' }).fill(firstCode);
    await expect(fodderSection.getByText(/ sur 1$/)).toBeVisible();
    const fodderTable = page.getByRole('table', { name: 'Maïs fourrage' });
    await expect(fodderTable.getByRole('cell', { name: firstCode, exact: true })).toBeVisible();
    // Fodder shows H32 alone of the moisture stages.
    await expect(fodderTable.getByRole('columnheader', { name: 'H50' })).toHaveCount(0);
    await expect(fodderTable.getByRole('columnheader', { name: 'H32' })).toBeVisible();
    // Still the grain table's two departments.
    await expect(grainSection.getByText(new RegExp(` sur ${keptGrain.length}$`))).toBeVisible();

    // The comments open in STADE mode for the plot.
    await fodderTable
      .getByRole('button', { name: `Commentaires de la parcelle ${firstCode}` })
      .click();
    await expect(page.getByRole('dialog', { name: 'Commentaires' })).toBeVisible(FIRST_LOAD);
  });

  test('the grain table pages and sorts as a person uses it; axe at 1280 and 360 px', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { grain, grainSection, table } = await openGrainTable(page);
    await grainSection.getByRole('button', { name: 'Aller à la page suivante' }).click();
    await expect(grainSection.getByText(new RegExp(`^11-20 sur ${grain.length}$`))).toBeVisible();
    // Sorted by plot code, descending: the last code of the list comes first.
    await grainSection.getByRole('button', { name: 'Trier par Code parcelle croissant' }).click();
    await grainSection.getByRole('button', { name: 'Trié par Code parcelle croissant' }).click();
    await expect(
      grainSection.getByRole('button', { name: 'Trié par Code parcelle décroissant' }),
    ).toBeVisible();
    const last = grain
      .map((plot) => plot.code_parcelle_os)
      .sort()
      .at(-1) as string;
    await expect(table.locator('tbody tr').first()).toContainText(last);
    await expect(grainSection.getByText(new RegExp(`^1-10 sur ${grain.length}$`))).toBeVisible();
    // A filter's list open, then closed, before axe reads the page.
    await grainSection.getByRole('combobox', { name: 'Variété' }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expectNoAccessibilityViolations(page);
    await expectPhoneWidthAccessible(page);
  });

  test('the maize tables come in pages from the BFF: the browser never receives a whole list (issue 43)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const received: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url()).pathname;
      if (!url.startsWith('/api/previMais/') && !url.startsWith('/bff/lists/')) return;
      received.push({ url, bytes: (await response.body().catch(() => Buffer.alloc(0))).length });
    });
    const { grain, grainSection, table } = await openGrainTable(page);
    await expect(grainSection.getByText(new RegExp(`^1-10 sur ${grain.length}$`))).toBeVisible();
    await grainSection.getByRole('button', { name: 'Aller à la page suivante' }).click();
    await expect(grainSection.getByText(new RegExp(`^11-20 sur ${grain.length}$`))).toBeVisible();
    // The second page is the list's second ten, as the model API orders it.
    await expect(table.locator('tbody tr').first()).toContainText(
      grain[10]?.code_parcelle_os ?? '',
    );
    const lists = received.filter((entry) => entry.url.startsWith('/bff/lists/'));
    expect(lists.map((entry) => entry.url)).toContain('/bff/lists/mais-grain');
    expect(lists.map((entry) => entry.url)).toContain('/bff/lists/mais-fourrage');
    // Only the test's own read of the whole list went to /api.
    expect(received.filter((entry) => entry.url.startsWith('/api/'))).toHaveLength(1);
    for (const entry of lists) expect(entry.bytes).toBeLessThan(100_000);
  });

  test("a maize table's page and sort are in the address: a reload and the back button find them (issue 43)", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { grain, grainSection, table } = await openGrainTable(page);
    await grainSection.getByRole('button', { name: 'Trier par Code parcelle croissant' }).click();
    await grainSection.getByRole('button', { name: 'Aller à la page suivante' }).click();
    await expect(grainSection.getByText(new RegExp(`^11-20 sur ${grain.length}$`))).toBeVisible();
    await expect(page).toHaveURL(/grain\.page=2/);
    const second = grain.map((plot) => plot.code_parcelle_os).sort()[10] ?? '';
    await expect(table.locator('tbody tr').first()).toContainText(second);

    await page.reload();
    await expect(grainSection.getByText(new RegExp(`^11-20 sur ${grain.length}$`))).toBeVisible(
      FIRST_LOAD,
    );
    await expect(
      grainSection.getByRole('button', { name: 'Trié par Code parcelle croissant' }),
    ).toBeVisible();
    await expect(table.locator('tbody tr').first()).toContainText(second);

    // To another page and back: the same view.
    await page.goto('/');
    await page.goBack();
    await expect(grainSection.getByText(new RegExp(`^11-20 sur ${grain.length}$`))).toBeVisible(
      FIRST_LOAD,
    );
    // The fodder table kept its own first view.
    const fodder = await apiGet<MaizeStagePlot[]>(page, '/api/previMais/fourrage/plots');
    await expect(
      section(page, 'Maïs fourrage').getByText(new RegExp(`^1-10 sur ${fodder.length}$`)),
    ).toBeVisible();
  });

  test('the client-plot filters and the window indicator agree with the plots', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.goto('/stade/cap/tableaudebord');
    await expect(page.getByRole('heading', { level: 1, name: 'Parcelles clients' })).toBeVisible(
      FIRST_LOAD,
    );
    const table = page.getByRole('table', { name: 'Parcelles clients' });
    await expect(table.getByRole('row').nth(1)).toBeVisible(FIRST_LOAD);
    const plots = await apiGet<CapPlot[]>(page, '/api/previCap/plots?type=clients');
    const list = page.getByRole('region', { name: /^Parcelles clients/ }).last();
    await expect(page.getByText(new RegExp(` sur ${plots.length}$`))).toBeVisible();

    // Soft wheat sown in October, its own filter and the sowing range.
    await chooseFilter(page, 'Espèce', 'Blé tendre');
    await page.getByLabel('Début des semis').fill('2025-10-01');
    await page.getByLabel('Fin des semis').fill('2025-10-31');
    const columns = capListColumns(E2E_PLATFORM_DATE);
    const kept = plots
      .filter(
        capViewFilter({ sowingFrom: '2025-10-01', sowingTo: '2025-10-31', varietyChanged: false }),
      )
      .filter(
        tableRowFilter(columns, {
          search: '',
          filters: { ...CAP_DEFAULT_FILTERS, espece: ['Blé tendre'] },
        }),
      );
    expect(kept.length).toBeGreaterThan(0);
    await expect(page.getByText(new RegExp(` sur ${kept.length}$`))).toBeVisible();

    // One plot's septoria window, as its dates say on the platform's day: among every column.
    await page.getByRole('group', { name: 'Colonnes' }).getByText('Toutes').click();
    const plot = kept.find((p) => p.septo_datealerte) ?? (kept[0] as CapPlot);
    await list.getByRole('searchbox', { name: 'Rechercher' }).fill(plot.code_parcelle_os);
    await expect(page.getByText(/ sur 1$/)).toBeVisible();
    const expected = diseaseWindowIndicator(
      plot as unknown as Record<string, unknown>,
      'septoriose',
      E2E_PLATFORM_DATE,
    );
    const sign = table.getByLabel(/^Septoriose\s: /);
    if (expected) {
      const words = { before: 'avant', inside: 'dans', after: 'après' }[expected.position];
      await expect(sign).toHaveAccessibleName(`Septoriose\u202f: ${words} la fenêtre`);
      await expect(sign).toHaveText(expected.sign);
    } else {
      await expect(sign).toHaveCount(0);
    }
    await expect(page.getByRole('figure', { name: /^Part des parcelles/ })).toBeVisible();
    await list.getByRole('searchbox', { name: 'Rechercher' }).fill('');
    await expectNoAccessibilityViolations(page);
    await expectPhoneWidthAccessible(page);
  });

  test("the client list's disease risk: in words, sorted by its header, filtered on", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.goto('/stade/cap/tableaudebord');
    const table = page.getByRole('table', { name: 'Parcelles clients' });
    await expect(table.getByRole('row').nth(1)).toBeVisible(FIRST_LOAD);
    const plots = await apiGet<CapPlot[]>(page, '/api/previCap/plots?type=clients');
    const risk = (p: CapPlot) => plotDiseaseRisk(p as unknown as Record<string, unknown>);
    const labels = (order: 1 | -1) =>
      plots
        .map(risk)
        .sort((a, b) => order * (a.level - b.level))
        .slice(0, 10)
        .map((r) => r.label);
    /** The risk cells of the page shown. */
    const shownRisks = async () => {
      const headers = (await table.locator('thead th').allTextContents()).map((t) => t.trim());
      const column = headers.findIndex((text) => text.startsWith('Risque maladie'));
      return table
        .locator('tbody tr')
        .evaluateAll(
          (trs, index) => trs.map((tr) => tr.querySelectorAll('td')[index]?.textContent?.trim()),
          column,
        );
    };

    // The essential columns, the risk next to the plot's code; the list opens on the highest.
    await expect(
      page.getByRole('group', { name: 'Colonnes' }).getByRole('radio', { name: 'Essentielles' }),
    ).toBeChecked();
    const headers = (await table.locator('thead th').allTextContents()).map((t) => t.trim());
    const code = headers.indexOf('Code parcelle');
    expect(headers.slice(code, code + 3)).toEqual([
      'Code parcelle',
      'Risque maladie',
      'Maladies au risque le plus haut',
    ]);
    expect(headers).not.toContain('Levée');
    const header = table.getByRole('columnheader', { name: /^Risque maladie/ });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(shownRisks).toEqual(labels(-1));
    // In June the barley plots are evaluated too (issue 41): their risks are not all 'Non évalué'.
    const barley = plots.filter((p) => String(p.codeespece) === '27' && p.etat_calcul === 'ok');
    expect(barley.some((p) => risk(p).level > 0)).toBe(true);

    // The header sorts by the level: off, then lowest first.
    await header.getByText('Risque maladie').click();
    await expect(header).not.toHaveAttribute('aria-sort', 'descending');
    await header.getByText('Risque maladie').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(shownRisks).toEqual(labels(1));

    // Filtered on it: exactly the simulator's plots at that risk.
    await chooseFilter(page, 'Risque maladie', 'Risque fort');
    const high = plots.filter((p) => risk(p).label === 'Risque fort');
    expect(high.length).toBeGreaterThan(0);
    await expect(page.getByText(new RegExp(` sur ${high.length}$`))).toBeVisible();
    expect(new Set(await shownRisks())).toEqual(new Set(['Risque fort']));
    await expectNoAccessibilityViolations(page);
    await expectPhoneWidthAccessible(page);
  });

  test('a barley plot shows its two diseases, a wheat plot the five others', async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto('/home');
    const plots = await apiGet<CapPlot[]>(page, '/api/previCap/plots?type=clients');
    const barley = plots.find((p) => String(p.codeespece) === '27' && p.etat_calcul === 'ok');
    const wheat = plots.find((p) => String(p.codeespece) === '17' && p.etat_calcul === 'ok');
    for (const plot of [barley, wheat]) {
      if (!plot) throw new Error('no plot of that species');
      await page.goto(`/stade/plot/${plot.id_plot}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Détail de la parcelle' }),
      ).toBeVisible(FIRST_LOAD);
      const diseases = page.getByRole('region', { name: 'Maladies' });
      const shown = diseasesOfSpecies(plot.codeespece).map((d) => CEREAL_DISEASES[d]);
      const hidden = Object.values(CEREAL_DISEASES).filter((name) => !shown.includes(name));
      for (const name of shown) {
        await expect(diseases.getByText(name, { exact: true })).toBeVisible();
      }
      for (const name of hidden) {
        await expect(diseases.getByText(name, { exact: true })).toHaveCount(0);
      }
      // Its stages as the service dates them, and the risk forecast of each disease.
      const stages = page.getByRole('region', { name: 'Stades de la parcelle' });
      await expect(stages.getByRole('row', { name: /Épi 1 cm/ })).toContainText(
        (plot.stade_epi1cm as string).split('-').reverse().join('/'),
      );
      const forecast = page.getByRole('region', { name: 'Risques prévus par maladie' });
      await expect(forecast.getByRole('row')).toHaveCount(shown.length + 1, FIRST_LOAD);
      await expect(
        page.getByRole('figure', { name: /Dates des stades et des maladies/ }),
      ).toBeVisible(FIRST_LOAD);
    }
    await page.getByRole('button', { name: 'Détail des derniers calculs' }).click();
    await expect(
      page.getByRole('table', { name: 'Derniers calculs' }).getByRole('row'),
    ).toHaveCount(11, FIRST_LOAD);
    await expectNoAccessibilityViolations(page);
    await expectPhoneWidthAccessible(page);
  });
});

test.describe('own plots', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, PERSONAS.conseiller, NO_SCREEN);
  });

  test('importing 20 rows shows the red cells, counts the result, lists and deletes own plots only', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/stade/cap/mesures');
    await expect(page.getByRole('heading', { level: 1, name: 'Parcelles internes' })).toBeVisible(
      FIRST_LOAD,
    );
    const mine = page.getByRole('table', { name: 'Mes parcelles' });
    await expect(mine).toBeVisible(FIRST_LOAD);
    const before = (await apiGet<CapPlot[]>(page, '/api/previCap/plots?type=arvalis')).filter(
      (plot) => plot.code_parcelle_os.startsWith('conseiller@demo.fr'),
    ).length;

    // The template filled with 20 rows: a bad date on the 7th, the 3rd's code again on the 12th.
    const run = Date.now().toString(36);
    const code = (n: number) => `e2e${run}-${String(n).padStart(2, '0')}`;
    const lines = Array.from({ length: 20 }, (_, i) => {
      const n = i + 1;
      const sowing = n === 7 ? '31/02/2026' : '14/10/2025';
      return `${n === 12 ? code(3) : code(n)};0;ble tendre d'hiver;;28085;;;colza;${sowing};;`;
    });
    const csv = [
      'code_parcelle;castype;culture;code_station;code_insee;latitude;longitude;precedent;date_semis;date_mesure;mesure_epi',
      ...lines,
      '',
    ].join('\r\n');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'parcelles.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await expect(page.getByText('20 lignes lues, 3 cellules en rouge à corriger.')).toBeVisible(
      FIRST_LOAD,
    );
    const preview = page.getByRole('table', { name: 'Aperçu du fichier' });
    await expect(preview.getByRole('cell', { name: '31/02/2026 (à corriger)' })).toBeVisible();
    await expect(preview.getByRole('cell', { name: `${code(3)} (à corriger)` })).toHaveCount(2);

    await page.getByRole('button', { name: 'Importer', exact: true }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(confirmation).toContainText('Importer les 20 parcelles du fichier');
    await confirmation.getByRole('button', { name: 'Oui' }).click();
    const result = page.getByRole('dialog', { name: 'Import avec erreur' });
    await expect(result).toBeVisible(FIRST_LOAD);
    await expect(result).toContainText('Parcelles ajoutées\u00a0: 18');
    await expect(result).toContainText('Parcelles modifiées\u00a0: 0');
    await expect(result).toContainText('Erreurs\u00a0: 2');
    await expect(result.getByRole('listitem').filter({ hasText: /^Ligne/ })).toHaveCount(2);
    await result.getByRole('button', { name: 'OK' }).click();

    // The new plots are the adviser's own ('Mes parcelles uniquement' is on).
    await expect(page.getByText(new RegExp(` sur ${before + 18}$`))).toBeVisible(FIRST_LOAD);
    const created = `conseiller@demo.fr_${code(1)}`;
    await expect(mine.getByRole('cell', { name: created, exact: true })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    // Deleting one of them.
    await mine.getByRole('button', { name: `Supprimer la parcelle ${created}` }).click();
    await page
      .getByRole('dialog', { name: 'Confirmation' })
      .getByRole('button', { name: 'Oui' })
      .click();
    await expect(page.getByText('Parcelle supprimée')).toBeVisible();
    await expect(page.getByText(new RegExp(` sur ${before + 17}$`))).toBeVisible(FIRST_LOAD);
    await expect(mine.getByRole('cell', { name: created, exact: true })).toHaveCount(0);

    // Another user's plot: its detail, no delete.
    await page.getByText('Mes parcelles uniquement').click();
    await page.getByRole('searchbox', { name: 'Rechercher' }).first().fill('jdupont_essai03');
    const other = 'jdupont_essai03';
    await expect(
      mine.getByRole('link', { name: `Voir le détail de la parcelle ${other}` }),
    ).toBeVisible();
    await expect(mine.getByRole('button', { name: `Supprimer la parcelle ${other}` })).toHaveCount(
      0,
    );
    await expectPhoneWidthAccessible(page);
  });
});

test('the disease graphs, the septoria table and the E1C analysis of the own-plot page', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.conseiller, '/stade/cap/mesures');
  await expect(page.getByRole('table', { name: 'Mes parcelles' })).toBeVisible(FIRST_LOAD);
  const own = await apiGet<CapPlot[]>(page, '/api/previCap/plots?type=arvalis');
  const charted = own.filter((plot) => (plot.stade_epi1cm ?? '') >= E2E_PLATFORM_DATE.slice(0, 4));
  await page.getByRole('button', { name: 'Génération de graphiques maladies' }).click();
  const choice = page.getByRole('combobox', { name: 'Parcelle' });
  await choice.click();
  await expect(page.getByRole('option')).toHaveCount(charted.length);
  await page.getByRole('option', { name: charted[0]?.code_parcelle_os as string }).click();
  await page.getByRole('button', { name: 'Générer les graphiques' }).click();
  for (const name of ['Rouille jaune', 'Piétin-verse', 'Rouille brune']) {
    await expect(
      page.getByRole('figure', { name: `${name}\u202f: surface atteinte (%)` }),
    ).toBeVisible(FIRST_LOAD);
  }
  await expect(page.getByRole('region', { name: 'Risque septoriose par variété' })).toBeVisible();
  await page.getByRole('button', { name: 'Analyse' }).click();
  const observed = await apiGet<CapPlot[]>(page, '/api/previCap/plots?type=clients_e1c');
  await expect(page.getByRole('group', { name: 'Parcelles observées' })).toContainText(
    String(observed.length),
    FIRST_LOAD,
  );
  await expectNoAccessibilityViolations(page);
  await expectPhoneWidthAccessible(page);
});

test('without the STADES right: no stage menu, no screen, the API and the export refuse', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.ferti);
  expect(await topMenuEntries(page)).not.toContain('Stade/Maladie');
  for (const path of [
    MAIZE,
    '/stade/cap/tableaudebord',
    '/stade/cap/mesures',
    '/stade/plot/600001',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home$/);
  }
  const statuses = await page.evaluate(async () =>
    Promise.all(
      [
        '/api/previMais/grain/plots',
        '/api/previCap/plots?type=clients',
        '/api/previCap/plots/600001',
        '/bff/exports/mais-grain.xlsx',
        '/bff/exports/previlis.xlsx',
      ].map(async (url) => (await fetch(url, { headers: { 'X-CSRF': '1' } })).status),
    ),
  );
  expect(statuses).toEqual([403, 403, 403, 403, 403]);
});
