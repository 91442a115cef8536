// Spec 2 §2 QN against the simulator, as of the e2e day in June: the follow-up's filters, cards,
// charts and export as qn/results gives them; the correction workflow (the spec's messages, the
// exact confirmation, the administrator's validation changing the delivered dose); the plot
// detail's three rasters; axe on every QN screen at 1280 and 360 px; the refusals. The file runs
// in order in one worker: the validation changes plots the later tests read.
import type { MapLayer } from '@agro/contracts/bff/map-layer';
import { sortedByColumn } from '@agro/contracts/columns/cell-order';
import { QN_FILTER_KEYS, qnListColumns, type QnListRow } from '@agro/contracts/columns/qn';
import { tableRowFilter } from '@agro/contracts/columns/table-query';
import type { QnCorrectionRequest, QnPlot } from '@agro/contracts/entities/ferti';
import {
  averageDeliveredDose,
  doseBuckets,
  QN_NO_PLOT_MESSAGE,
  QN_NO_VALUE_MESSAGE,
  qnConfirmationQuestion,
} from '@agro/domain/qn';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS, NO_SCREEN } from './support/platform';
import { E2E_FILE_DATE } from './support/platform-date';
import {
  apiGet,
  apiStatuses,
  chooseFilter,
  expectPhoneWidthAccessible,
  FIRST_LOAD,
  saysAfter,
} from './support/page-steps';
import {
  card,
  countedHeading,
  expectNoEntryNorScreen,
  firstDataRow,
  openScreen,
} from './support/screen-steps';
import { listedRows } from './support/bff-lists';
import { exportBy } from './support/workbook';

test.describe.configure({ mode: 'serial' });

const FOLLOW_UP = '/ferti/qn/suivi';
const LIST = 'Parcelles QN';

const openFollowUp = (page: Page) =>
  openScreen(page, FOLLOW_UP, 'Suivi QN', firstDataRow(page, LIST));

const listHeading = (page: Page) => countedHeading(page, LIST);
const twoDecimals = (value: number) =>
  new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
const rowOf = (page: Page, plotId: string | number) =>
  page
    .getByRole('table', { name: LIST })
    .locator('tbody tr')
    .filter({
      has: page.getByRole('link', { name: `Voir le détail de la parcelle ${String(plotId)}` }),
    });

/**
 * Types a search and waits for the table to show its result: the BFF searches (issue 43), and the
 * page shown stays until its answer comes, its pager then counting the plots of `rows` it finds.
 */
async function search(page: Page, text: string, rows: readonly QnListRow[]) {
  const section = page.getByRole('region', { name: /^Parcelles QN/ });
  await section.getByRole('searchbox', { name: 'Rechercher' }).fill(text);
  const found = rows.filter(tableRowFilter(qnListColumns, { search: text, filters: {} })).length;
  await expect(
    section.getByText(new RegExp(`^1-${Math.min(found, 10)} sur ${found}$`)),
  ).toBeVisible();
}

test.describe('as a regional engineer with the QN right', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, PERSONAS.ferti, NO_SCREEN);
  });

  test('a filter changes the cards, the charts and the export to what qn/results gives for it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openFollowUp(page);
    const rows = await apiGet<QnListRow[]>(page, '/api/qn/results');
    await expect(card(page, 'Nombre de parcelles')).toContainText(String(rows.length));

    const clients = [...new Set(rows.map((row) => row.client as string))].sort();
    const client = clients[0] as string;
    await chooseFilter(page, 'Client', client);
    const kept = rows.filter(
      tableRowFilter(qnListColumns, { search: '', filters: { client: [client] } }),
    );
    expect(kept.length).toBeLessThan(rows.length);
    await expect(listHeading(page)).toHaveText(`${LIST} (${kept.length})`);
    await expect(card(page, 'Nombre de parcelles')).toContainText(String(kept.length));
    const average = averageDeliveredDose(kept.map((row) => row.preco_livree)) as number;
    await expect(card(page, 'Préconisation livrée moyenne')).toContainText(twoDecimals(average));
    // The delivered-dose chart's columns, as its description reads them.
    const buckets = doseBuckets(kept.map((row) => row.preco_livree)).filter((b) => b.count > 0);
    const chart = page.getByRole('img', {
      name: 'Distribution des préconisations livrées (kgN/ha)',
    });
    await expect(chart).toHaveAccessibleDescription(
      buckets.map((b) => `${b.from}–${b.to}\u202f: ${b.count} parcelles`).join('\u202f; '),
    );
    await expect(
      page.getByRole('img', { name: 'Parcelles par client' }),
    ).toHaveAccessibleDescription(
      `${client}\u202f: ${kept.length} parcelle${kept.length > 1 ? 's' : ''}`,
    );

    const exported = await exportBy(page, page.getByRole('button', { name: 'Exporter' }));
    expect(exported.fileName).toBe(`${E2E_FILE_DATE}_parcellesQN.xlsx`);
    expect(exported.header).toEqual(qnListColumns.map((column) => column.header));
    const idAt = qnListColumns.findIndex((column) => column.key === 'parcelle');
    expect(exported.rows.map((row) => row[idAt]).sort()).toEqual(
      kept.map((row) => String(row.uuid_plot)).sort(),
    );

    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect(listHeading(page)).toHaveText(`${LIST} (${rows.length})`);
  });

  test('the plots come in pages sorted and filtered by the BFF, the map as a layer, the view in the address: never the whole list (issue 43)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const received: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/api/qn/results') && !url.pathname.startsWith('/bff/lists/'))
        return;
      const bytes = (await response.body().catch(() => Buffer.alloc(0))).length;
      received.push({ url: `${url.pathname}${url.search}`, bytes });
    });
    await openFollowUp(page);
    const plots = await listedRows<QnListRow>(page, 'qn');
    const section = page.getByRole('region', { name: /^Parcelles QN/ });
    await expect(section.getByText(new RegExp(`^1-10 sur ${plots.length}$`))).toBeVisible();
    const shownIds = () =>
      section
        .getByRole('link', { name: /^Voir le détail de la parcelle / })
        .evaluateAll((links) =>
          links.map((link) => link.getAttribute('aria-label')?.split(' ').at(-1)),
        );
    const ids = (rows: readonly QnListRow[]) => rows.map((row) => String(row.uuid_plot));

    await section.getByRole('button', { name: 'Aller à la page suivante' }).click();
    await expect(page).toHaveURL(/qn\.page=2/);
    await expect.poll(shownIds).toEqual(ids(plots.slice(10, 20)));

    // A header's sort is the BFF's, over the whole list, back on the first page.
    const clientColumn = qnListColumns.find((column) => column.key === 'client');
    if (!clientColumn) throw new Error('no client column');
    await section.getByRole('button', { name: 'Trier par Client croissant' }).click();
    await expect(page).toHaveURL(/qn\.sort=client/);
    await expect
      .poll(shownIds)
      .toEqual(ids(sortedByColumn(plots, clientColumn, false).slice(0, 10)));

    // A value of the bar's filters held by one placed plot: the cards, the table and the map say
    // it, and a reload finds the same view.
    const lone = QN_FILTER_KEYS.flatMap((key) => {
      const column = qnListColumns.find((candidate) => candidate.key === key);
      const counts = new Map<string, QnListRow[]>();
      for (const row of plots) {
        const value = String(column?.value(row) ?? '');
        if (value !== '') counts.set(value, [...(counts.get(value) ?? []), row]);
      }
      return [...counts.entries()]
        .filter(([, rows]) => rows.length === 1 && rows[0]?.latitude !== null)
        .map(([value, rows]) => ({ key, value, row: rows[0] as QnListRow }));
    })[0];
    if (!lone) throw new Error('no filter value held by one plot');
    const label = {
      zam: 'ZAM',
      client: 'Client',
      espece: 'Espèce',
      departement: 'Département',
      debouche: 'Débouché',
      statut: 'Statut',
    }[lone.key];
    const layer = page.waitForResponse((response) =>
      response.url().includes('/bff/lists/qn/map?filter.'),
    );
    await chooseFilter(page, label, lone.value);
    await expect(card(page, 'Nombre de parcelles')).toContainText('1');
    await expect.poll(shownIds).toEqual([String(lone.row.uuid_plot)]);
    // The map's layer holds that plot alone.
    const { data } = (await (await layer).json()) as { data: MapLayer };
    expect(data.ids).toEqual([String(lone.row.uuid_plot)]);
    await page.reload();
    await expect.poll(shownIds, FIRST_LOAD).toEqual([String(lone.row.uuid_plot)]);
    await expect(card(page, 'Nombre de parcelles')).toContainText('1');
    const urls = received.map((entry) => entry.url);
    expect(urls.some((url) => url.startsWith('/bff/lists/qn/map?filter.'))).toBe(true);
    // The browser never received the whole list: only pages and layers, each under 1 MB.
    expect(urls.filter((url) => url.startsWith('/api/qn/results'))).toEqual([]);
    for (const entry of received) expect(entry.bytes, entry.url).toBeLessThan(1_000_000);
  });

  test("saving with no plot or no value says so; two plots' final-dose correction asks the exact question and is saved", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openFollowUp(page);
    await page.getByRole('button', { name: 'Corriger des parcelles' }).click();
    const save = page.getByRole('button', { name: 'Enregistrer' });
    await save.click();
    await expect(page.getByRole('alert').filter({ hasText: QN_NO_PLOT_MESSAGE })).toBeVisible();

    const rows = await apiGet<QnListRow[]>(page, '/api/qn/results');
    const requests = await apiGet<QnCorrectionRequest[]>(page, '/api/qn/corrections');
    const asked = new Set(requests.flatMap((request) => request.parcelles.map(String)));
    const chosen = rows
      .filter(
        (row) =>
          row.statut === 'Calculé' &&
          row.preco_livree !== null &&
          !asked.has(String(row.uuid_plot)),
      )
      .slice(0, 2);
    expect(chosen).toHaveLength(2);
    for (const row of chosen) {
      await search(page, String(row.uuid_plot), rows);
      await rowOf(page, row.uuid_plot).getByRole('checkbox').check();
    }
    await search(page, '', rows);
    await page.getByLabel('Préconisation finale (kg/ha)').check();
    await save.click();
    await expect(page.getByRole('alert').filter({ hasText: QN_NO_VALUE_MESSAGE })).toBeVisible();

    // A dose neither plot has, so the validation visibly changes both.
    const dose = [70, 80, 90].find((d) => chosen.every((row) => row.preco_livree !== d)) as number;
    await page.getByRole('textbox', { name: 'Valeur (kg/ha)' }).fill(String(dose));
    await page.getByRole('textbox', { name: 'Commentaire' }).fill('Essai e2e');
    await save.click();
    const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(confirmation).toContainText(
      qnConfirmationQuestion('Préconisation finale', [dose], 2),
    );
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/qn/corrections') && request.method() === 'POST',
    );
    await saysAfter(
      page,
      ['Enregistrement effectué', 'La demande de correction a bien été enregistrée.'],
      () => confirmation.getByRole('button', { name: 'Oui' }).click(),
    );
    // Still there after the spec's 2 s, the time to read it (issue 41, finding 11).
    await page.waitForTimeout(2500);
    await expect(page.getByText('La demande de correction a bien été enregistrée.')).toBeVisible();
    expect((await sent).postDataJSON()).toEqual({
      parcelles: chosen.map((row) => String(row.uuid_plot)),
      type_correction: 'preco_finale',
      valeur_correction: [dose],
      commentaire: 'Essai e2e',
    });
    const after = await apiGet<QnCorrectionRequest[]>(page, '/api/qn/corrections');
    expect(
      after.find(
        (r) => r.parcelles.map(String).join() === chosen.map((row) => String(row.uuid_plot)).join(),
      ),
    ).toMatchObject({
      correction_type: 'preco_finale',
      correction_valeur: [dose],
      validation: false,
    });
    // Issue 41: the engineer follows their own requests, the new one waiting, none to validate.
    const own = page.getByRole('table', { name: 'Mes demandes de correction' });
    const ownRow = own
      .getByRole('row')
      .filter({ hasText: chosen.map((row) => String(row.uuid_plot)).join(', ') });
    await expect(ownRow.getByRole('img', { name: 'En attente' })).toBeVisible();
    await expect(own.getByRole('button', { name: /^Valider la demande/ })).toHaveCount(0);
    await expect(
      page.getByRole('table', { name: 'Demandes de correction', exact: true }),
    ).toHaveCount(0);
  });

  test('the detail shows the identity, the stages and a raster for each of the three codes', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const rows = await (async () => {
      await page.goto('/home');
      return apiGet<QnListRow[]>(page, '/api/qn/results');
    })();
    const listed = rows.find((row) => row.derniere_date_acquisition !== null) as QnListRow;
    const [plot] = await apiGet<QnPlot[]>(page, `/api/qn/${listed.uuid_plot}/results`);
    await page.goto(`/ferti/qn/parcelle/${listed.uuid_plot}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Détail de la parcelle QN' }),
    ).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('region', { name: 'Identification' })).toContainText(
      plot?.client as string,
    );
    const stages = page.getByRole('list', { name: 'Stades de la parcelle' });
    await expect(stages.locator('[aria-current="step"]')).toHaveText(
      plot?.nom_stade_en_cours as string,
    );
    if (plot?.e1cm_observe === null)
      await expect(stages).toContainText("Pas d'observation d'épi 1 cm");
    await expect(page.getByRole('region', { name: 'Calculs QN' })).toContainText(
      `${plot?.preco_livree} kgN/ha`,
    );
    for (const [label, code] of [
      ['LAI', 'lai'],
      ['CHL', 'chl'],
      ['Préco', 'rasteroutput'],
    ] as const) {
      const answer = page.waitForResponse((response) =>
        response.url().includes(`/api/qn/raster/${code}?`),
      );
      if (code === 'lai') await page.reload();
      else {
        // The segmented control's radio is hidden under its label, which the user presses.
        const id = await page.getByRole('radio', { name: label }).getAttribute('id');
        await page.locator(`label[for="${id}"]`).click();
      }
      expect((await answer).status()).toBe(200);
      const image = page.getByRole('img', {
        name: new RegExp(`^Image satellite ${label} de la parcelle`),
      });
      await expect(image).toBeVisible();
      // A real PNG, decoded by the browser at its 96 × 96 pixels.
      await expect
        .poll(() =>
          image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
        )
        .toBe(96);
    }
    await expectNoAccessibilityViolations(page);
    await expectPhoneWidthAccessible(page);
  });

  test('axe finds nothing serious on the follow-up at 1280 and 360 px, correction form open', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openFollowUp(page);
    await page.getByRole('button', { name: 'Corriger des parcelles' }).click();
    await expectNoAccessibilityViolations(page);
    await expectPhoneWidthAccessible(page);
  });
});

test.describe('as an administrator', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, PERSONAS.admin, NO_SCREEN);
  });

  test("validates the engineer's request, and the two plots' delivered dose changes", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openFollowUp(page);
    const requests = await apiGet<QnCorrectionRequest[]>(page, '/api/qn/corrections');
    const request = requests.find(
      (r) => r.correction_type === 'preco_finale' && !r.validation && r.parcelles.length === 2,
    ) as QnCorrectionRequest;
    expect(request).toBeDefined();
    const dose = request.correction_valeur[0] as number;
    const before = await apiGet<QnListRow[]>(page, '/api/qn/results');
    for (const id of request.parcelles) {
      expect(before.find((row) => String(row.uuid_plot) === String(id))?.preco_livree).not.toBe(
        dose,
      );
    }
    await page.getByRole('button', { name: 'Corriger des parcelles' }).click();
    const table = page.getByRole('table', { name: 'Demandes de correction' });
    await expect(table.getByRole('img', { name: 'En attente' }).first()).toBeVisible();
    await saysAfter(page, ['Validation effectuée', 'La validation a bien été enregistrée.'], () =>
      table.getByRole('button', { name: `Valider la demande ${String(request.id)}` }).click(),
    );
    await expect(
      table.getByRole('button', { name: `Valider la demande ${String(request.id)}` }),
    ).toHaveCount(0);
    const after = await apiGet<QnListRow[]>(page, '/api/qn/results');
    for (const id of request.parcelles) {
      const row = after.find((r) => String(r.uuid_plot) === String(id));
      expect(row?.preco_livree).toBe(dose);
      expect(row?.statut).toBe('Corrigé');
      await search(page, String(id), after);
      await expect(rowOf(page, id)).toContainText('Corrigé');
      await expect(rowOf(page, id)).toContainText(String(dose));
    }
    await expectNoAccessibilityViolations(page);
  });

  test('the validation queue and the parametrage pass axe at 1280 and 360 px', async ({ page }) => {
    test.setTimeout(180_000);
    await openScreen(
      page,
      '/ferti/qn/validation',
      'Validation des corrections QN',
      firstDataRow(page, 'Demandes de correction'),
    );
    await expectNoAccessibilityViolations(page);
    await expectPhoneWidthAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ferti/qn/parametrage');
    await expect(page.getByRole('heading', { level: 1, name: 'Paramétrage QN' })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(page.getByText(/en attente de validation/)).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expectPhoneWidthAccessible(page);
  });
});

test('without the QN right: no follow-up, the API and the export refuse', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.conseiller);
  await expectNoEntryNorScreen(page, 'Ferti', FOLLOW_UP);
  const statuses = await apiStatuses(page, [
    '/api/qn/results',
    '/api/qn/corrections',
    '/bff/exports/qn.xlsx',
  ]);
  expect(statuses).toEqual([403, 403, 403]);
});
