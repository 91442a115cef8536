// Spec 3 §2.2: the blight dashboard against the simulator, as of the e2e day in June. Read-only:
// no simulator state is changed, so these tests run beside any other file.
import {
  blightPlotColumns,
  blightPlotColumnsOn,
  BLIGHT_FILTER_KEYS,
} from '@agro/contracts/columns/blight';
import { tableRowFilter } from '@agro/contracts/columns/table-query';
import type { BlightDashboardRow } from '@agro/contracts/entities/blight';
import {
  BLIGHT_RISK_LEVELS,
  blightCampaignYear,
  blightFigures,
  blightMarkerColour,
  isPlotInError,
  riskSummary,
} from '@agro/domain/blight';
import { adviceText, isPlotToTreat } from '@agro/domain/blight-advice';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS, NO_SCREEN } from './support/platform';
import { E2E_FILE_DATE, E2E_PLATFORM_DATE, E2E_SCREEN_DATE } from './support/platform-date';
import { exportBy } from './support/workbook';
import { apiGet, apiStatuses, chooseFilter, FIRST_LOAD } from './support/page-steps';
import { expectShownOf, listedRows } from './support/bff-lists';
import {
  card,
  cardButton,
  expectNoEntryNorScreen,
  firstDataRow,
  openScreen,
} from './support/screen-steps';

const DASHBOARD = '/mildiou/tableaudebord';
const LIST = 'Liste des parcelles';
const CAMPAIGN = blightCampaignYear(E2E_PLATFORM_DATE);
/** The first visit downloads the screen's code and MapLibre beside the other tests' browsers. */

/** The map legend's words: the risk levels, grey also standing for stale weather. */
const RISK_LEGEND_LABELS: Readonly<Record<string, string>> = {
  green: 'Pas de risque',
  orange: 'Vigilance',
  red: 'Risque de contamination',
  grey: 'Inconnu, erreur ou météo de plus de 6 heures',
};

/** What the screen reads, through the BFF with the page's session. */
const apiPlots = (page: Page) =>
  apiGet<BlightDashboardRow[]>(page, `/api/maladiesPdt/situationMildiou?campagne=${CAMPAIGN}`);

const openDashboard = (page: Page) =>
  openScreen(page, DASHBOARD, 'Tableau de bord mildiou', firstDataRow(page, LIST));

/**
 * Checks the screen against the adviser's plots as the BFF's list holds them now, read again
 * after a reload when another spec's write moved them (expectShownOf).
 */
const expectShown = (
  page: Page,
  check: (plots: BlightDashboardRow[], timeout: number) => Promise<void>,
) => expectShownOf<BlightDashboardRow>(page, 'mildiou', check);

async function summaryCells(page: Page): Promise<string[][]> {
  const rows = page.getByRole('table', { name: 'Synthèse des risques' }).locator('tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
  );
}

test.describe('as an adviser with the MILDIOU right', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, PERSONAS.conseiller, NO_SCREEN);
  });

  test('the cards, the risk summary and the export follow a filter as situationMildiou says', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openDashboard(page);
    const plots = await listedRows<BlightDashboardRow>(page, 'mildiou');
    // The BFF's list is the simulator's, for the same session.
    expect(plots).toEqual(await apiPlots(page));
    // Every level of risk and a plot to treat are among the adviser's plots on the e2e day; a
    // plot the management test has just created has no risk until its first calculation.
    expect(new Set(plots.map((plot) => plot.risque).filter((risk) => risk !== null))).toEqual(
      new Set([10, 40, 50]),
    );
    await expectShown(page, (listed, timeout) =>
      expect(card(page, 'Nombre de parcelles')).toContainText(String(blightFigures(listed).plots), {
        timeout,
      }),
    );

    // The department with the most plots.
    const byDepartment = new Map<string, number>();
    for (const plot of plots) {
      const key = plot.departement ?? '';
      byDepartment.set(key, (byDepartment.get(key) ?? 0) + 1);
    }
    const [department] = [...byDepartment].sort(([, a], [, b]) => b - a)[0] as [string, number];
    await chooseFilter(page, 'Département', department);
    let kept: BlightDashboardRow[] = [];
    await expectShown(page, async (listed, timeout) => {
      kept = listed.filter(
        tableRowFilter(blightPlotColumns, {
          search: '',
          filters: { [BLIGHT_FILTER_KEYS.department]: [department] },
        }),
      );
      const figures = blightFigures(kept);
      const within = { timeout };
      await expect(card(page, "Nombre d'agriculteurs")).toContainText(
        String(figures.farmers),
        within,
      );
      await expect(card(page, 'Nombre de parcelles')).toContainText(String(figures.plots), within);
      await expect(card(page, 'Parcelles à traiter')).toContainText(
        String(figures.toTreat),
        within,
      );
      await expect(card(page, 'Parcelles en erreur')).toContainText(
        String(figures.inError),
        within,
      );
      const summary = riskSummary(kept);
      const columns = [summary.jReel, summary.jPrevi, summary.jPlus1];
      await expect
        .poll(() => summaryCells(page), within)
        .toEqual([
          columns.map((column) => String(column.plots)),
          columns.map((column) => String(column.atRisk)),
          columns.map((column) => `${column.percent}\u202f%`),
        ]);
    });

    const exported = await exportBy(page, page.getByRole('button', { name: 'Exporter' }));
    expect(exported.fileName).toBe(`${E2E_FILE_DATE}_mildiou_${kept.length}_parcelles.xlsx`);
    expect(exported.header).toEqual(blightPlotColumns.map((column) => column.header));
    const plotColumn = blightPlotColumns.findIndex((column) => column.key === 'parcelle');
    expect(exported.rows.map((row) => row[plotColumn])).toEqual(
      kept.map((plot) => `${plot.plot_name} (${plot.id})`),
    );
    // The advice says what the list says, its day included (issue 41).
    const adviceIndex = blightPlotColumns.findIndex(
      (column) => column.key === BLIGHT_FILTER_KEYS.advice,
    );
    expect(exported.rows.map((row) => row[adviceIndex])).toEqual(
      kept.map((plot) => adviceColumn?.value(plot)),
    );
  });

  test('each map tab colours the markers from its day’s risk, grey when the weather is stale', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openDashboard(page);
    const legend = page.getByRole('list', { name: 'Risque mildiou' });
    const days = [
      { tab: 'J REEL', risk: (plot: BlightDashboardRow) => plot.risque },
      { tab: 'J PREVI', risk: (plot: BlightDashboardRow) => plot.risque_j_previ },
      { tab: 'J+1', risk: (plot: BlightDashboardRow) => plot.risque_jp1_previ },
    ];
    const seen = new Set<string>();
    await expectShown(page, async (plots, timeout) => {
      seen.clear();
      for (const { tab, risk } of days) {
        await page
          .getByRole('radiogroup', { name: 'Jour du risque affiché sur la carte' })
          .getByText(tab, { exact: true })
          .click();
        const colours = plots.map((plot) =>
          blightMarkerColour(risk(plot), plot.nb_heure_last_meteo_data),
        );
        const expected = BLIGHT_RISK_LEVELS.map((level) => {
          const count = colours.filter((colour) => colour === level.colour).length;
          return `${RISK_LEGEND_LABELS[level.colour]} (${count})`;
        });
        seen.add(expected.join());
        await expect(legend.getByRole('listitem')).toHaveText(expected, { timeout });
      }
    });
    // The three days do not all colour the map alike on the e2e day.
    expect(seen.size).toBeGreaterThan(1);
  });

  test('the plots come in pages, the map as a layer, the view in the address: never the whole list (issue 43)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const received: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/api/maladiesPdt/situation')) {
        if (!url.pathname.startsWith('/bff/lists/')) return;
      }
      const bytes = (await response.body().catch(() => Buffer.alloc(0))).length;
      received.push({ url: `${url.pathname}${url.search}`, bytes });
    });
    await openDashboard(page);
    const section = page.getByRole('region', { name: LIST });
    await expectShown(page, async (plots, timeout) => {
      await expect(section.getByText(new RegExp(`^1-15 sur ${plots.length}$`))).toBeVisible({
        timeout,
      });
    });
    if ((await section.getByRole('button', { name: 'Aller à la page suivante' }).count()) > 0) {
      const next = section.getByRole('button', { name: 'Aller à la page suivante' });
      if (await next.isEnabled()) {
        await next.click();
        await expect(page).toHaveURL(/liste\.page=2/);
        await expectShown(page, (plots, timeout) =>
          expect
            .poll(() => listCells(page, ['Parcelle']), { timeout })
            .toEqual(
              byUrgency(plots)
                .slice(15, 30)
                .map((plot) => [plotName(plot)]),
            ),
        );
      }
    }
    // A risk chosen: the address keeps it, and a reload finds the same view.
    await chooseFilter(page, 'Risque', 'Vigilance');
    await expect(page).toHaveURL(/liste\.filter\.risque=Vigilance/);
    await page.reload();
    await expectShown(page, (plots, timeout) =>
      expect(card(page, 'Nombre de parcelles')).toContainText(
        String(plots.filter((plot) => plot.risque === 40).length),
        { timeout },
      ),
    );
    // A farmer of one plot: the map frames that point, and a click opens its plot, read from
    // the BFF when clicked.
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    const plots = await listedRows<BlightDashboardRow>(page, 'mildiou');
    const counts = new Map<string, number>();
    for (const plot of plots) counts.set(plot.farmer, (counts.get(plot.farmer) ?? 0) + 1);
    const lone = plots.find((plot) => counts.get(plot.farmer) === 1 && plot.latitude !== null);
    if (!lone) throw new Error('no farmer of one plot');
    const name = [lone.nom_agri, lone.prenom_agri].filter(Boolean).join(' ');
    await chooseFilter(page, 'Agriculteur', name === '' ? lone.farmer : `${name} (${lone.farmer})`);
    await expect(card(page, 'Nombre de parcelles')).toContainText('1');
    const map = page.locator('[data-map-state="drawn"]');
    await expect(map).toBeVisible(FIRST_LOAD);
    const canvas = map.locator('canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no map');
    await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect(page.locator('.maplibregl-popup')).toContainText(plotName(lone));
    await expect(page.locator('.maplibregl-popup')).toContainText(
      `Variété\u202f: ${lone.variete ?? '-'}`,
    );
    const urls = received.map((entry) => entry.url);
    expect(urls).toContain(`/bff/lists/mildiou/rows/${lone.id}`);
    expect(urls.some((url) => url.startsWith('/bff/lists/mildiou?page=1&pageSize=15'))).toBe(true);
    expect(urls.some((url) => url.startsWith('/bff/lists/mildiou/map'))).toBe(true);
    // The browser never received the campaign's list: only pages, layers and rows.
    expect(urls.filter((url) => url.startsWith('/api/'))).toEqual([]);
    for (const entry of received) expect(entry.bytes, entry.url).toBeLessThan(1_000_000);
  });

  test('passes the accessibility checks at 1280 and 360 px', async ({ page }) => {
    test.setTimeout(90_000);
    await openDashboard(page);
    await expectNoAccessibilityViolations(page);
    await page
      .getByRole('radiogroup', { name: 'Jour du risque affiché sur la carte' })
      .getByText('J+1', { exact: true })
      .click();
    await expect(page.getByRole('radio', { name: 'J+1' })).toBeChecked();
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('button', { name: 'Carte' })).toBeVisible();
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(
      360,
    );
    await expectNoAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Synthèse des risques' }).click();
    await expect(page.getByRole('dialog', { name: 'Synthèse des risques' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });
});

/** The columns as the screen shows them on the e2e day: the advice with its day. */
const DAY_COLUMNS = blightPlotColumnsOn(E2E_PLATFORM_DATE);
const adviceColumn = DAY_COLUMNS.find((column) => column.key === BLIGHT_FILTER_KEYS.advice);
const plotName = (plot: BlightDashboardRow) => `${plot.plot_name} (${plot.id})`;

/** The plots in the order the list opens in: by urgency, ties in the API's order. */
const byUrgency = (plots: readonly BlightDashboardRow[]) =>
  plots
    .map((plot, index) => ({ plot, index, key: Number(adviceColumn?.sortValue?.(plot)) }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ plot }) => plot);

/** The cells of the list's page under the headers starting with `headers`, row by row. */
async function listCells(page: Page, headers: readonly string[]): Promise<string[][]> {
  return page.getByRole('table', { name: LIST }).evaluate((table, wanted) => {
    const titles = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    const columns = wanted.map((header) => titles.findIndex((t) => t?.startsWith(header)));
    return [...table.querySelectorAll('tbody tr')]
      .map((tr) => [...tr.querySelectorAll('td')])
      .filter((tds) => tds.length >= titles.length)
      .map((tds) => columns.map((index) => tds[index]?.textContent?.trim() ?? ''));
  }, headers);
}

/** What the list's first page shows of `plots`, in the urgency order. */
const firstPageOf = (plots: readonly BlightDashboardRow[]) =>
  byUrgency(plots)
    .slice(0, 15)
    .map((plot) => [plotName(plot)]);

test.describe('the decision first (issue 41), as an adviser at 1280 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, PERSONAS.conseiller, NO_SCREEN);
  });

  test('the list opens on the plots to treat, each advice dated as the plot detail says it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openDashboard(page);
    let plots: BlightDashboardRow[] = [];
    await expectShown(page, async (listed, timeout) => {
      plots = listed;
      await expect
        .poll(() => listCells(page, ['Parcelle', 'Préconisation']), { timeout })
        .toEqual(
          byUrgency(listed)
            .slice(0, 15)
            .map((plot) => [plotName(plot), String(adviceColumn?.value(plot))]),
        );
    });
    const toTreat = plots.filter((plot) => isPlotToTreat(plot.conseil));
    expect(toTreat.length).toBeGreaterThan(0);
    const first = byUrgency(plots)[0] as BlightDashboardRow;
    expect(isPlotToTreat(first.conseil)).toBe(true);
    await expect(
      page.getByRole('table', { name: LIST }).getByRole('columnheader', { name: /^Préconisation/ }),
    ).toHaveAttribute('aria-sort', 'ascending');

    // Any header still sorts: by plot, the API's names in French order.
    await page.getByRole('button', { name: 'Trier par Parcelle croissant' }).click();
    await expectShown(page, async (listed, timeout) => {
      const names = listed
        .map(plotName)
        .sort(new Intl.Collator('fr-FR', { numeric: true, sensitivity: 'base' }).compare);
      await expect
        .poll(async () => (await listCells(page, ['Parcelle'])).map(([name]) => name), {
          timeout,
        })
        .toEqual(names.slice(0, 15));
    });

    // The detail's advice ends with the list's words, its day included.
    const said = String(adviceColumn?.value(first));
    expect(said).toContain(E2E_SCREEN_DATE);
    await page.goto(`/mildiou/parcelle/${first.id}`);
    const recommendation = page.getByRole('region', { name: 'Préconisation' });
    await expect(recommendation).toContainText(said, FIRST_LOAD);
    expect(adviceText(first.conseil, { date: E2E_PLATFORM_DATE })).toContain(said);
  });

  test('every card filters the list, pressed and named in a notice that clears it', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openDashboard(page);
    const toTreat = (plots: BlightDashboardRow[]) =>
      plots.filter((plot) => isPlotToTreat(plot.conseil));
    const all = cardButton(page, 'Nombre de parcelles');
    await expect(all).toHaveAttribute('aria-pressed', 'true');

    const treat = cardButton(page, 'Parcelles à traiter');
    await expect(treat).toHaveAttribute('aria-pressed', 'false');
    await treat.click();
    await expect(treat).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('status').filter({ hasText: 'Filtre actif' })).toHaveText(
      'Filtre actif\u202f: Parcelles à traiter',
    );
    await expectShown(page, async (plots, timeout) => {
      await expect
        .poll(() => listCells(page, ['Parcelle']), { timeout })
        .toEqual(firstPageOf(toTreat(plots)));
      await expect(card(page, 'Nombre de parcelles')).toContainText(String(toTreat(plots).length), {
        timeout,
      });
    });
    await expectNoAccessibilityViolations(page);

    await page.getByRole('button', { name: 'Retirer le filtre' }).click();
    await expect(treat).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText(/^Filtre actif/)).toHaveCount(0);
    await expectShown(page, (plots, timeout) =>
      expect.poll(() => listCells(page, ['Parcelle']), { timeout }).toEqual(firstPageOf(plots)),
    );

    const error = cardButton(page, 'Parcelles en erreur');
    await error.click();
    await expect(error).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Filtre actif' })).toHaveText(
      'Filtre actif\u202f: Parcelles en erreur',
    );
    await expectShown(page, async (plots, timeout) => {
      const inError = plots.filter((plot) => isPlotInError(plot.statut));
      if (inError.length > 0) {
        await expect
          .poll(() => listCells(page, ['Parcelle']), { timeout })
          .toEqual(firstPageOf(inError));
      } else {
        await expect(
          page.getByText('Aucune parcelle ne correspond aux filtres choisis.'),
        ).toBeVisible({ timeout });
      }
    });
    // A card counting every plot shows them all again.
    await cardButton(page, "Nombre d'agriculteurs").click();
    await expect(error).toHaveAttribute('aria-pressed', 'false');
    await expectShown(page, (plots, timeout) =>
      expect.poll(() => listCells(page, ['Parcelle']), { timeout }).toEqual(firstPageOf(plots)),
    );
  });

  test("the 'À traiter' filter keeps the plots to treat, its card pressed", async ({ page }) => {
    test.setTimeout(90_000);
    await openDashboard(page);
    await chooseFilter(page, 'À traiter', 'Oui');
    await expect(cardButton(page, 'Parcelles à traiter')).toHaveAttribute('aria-pressed', 'true');
    await expectShown(page, (plots, timeout) =>
      expect
        .poll(() => listCells(page, ['Parcelle']), { timeout })
        .toEqual(firstPageOf(plots.filter((plot) => isPlotToTreat(plot.conseil)))),
    );
  });

  test('the decision columns are in view without scrolling sideways, their headers whole', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openDashboard(page);
    const headers = await page.getByRole('table', { name: LIST }).evaluate((table) => {
      const view = table.ownerDocument.defaultView;
      const overflowX = (element: typeof table) => view?.getComputedStyle(element).overflowX;
      let frame = table.parentElement;
      while (frame && overflowX(frame) === 'visible') frame = frame.parentElement;
      const box = (frame ?? table).getBoundingClientRect();
      return [...table.querySelectorAll('thead th')].map((th) => {
        const cell = th.getBoundingClientRect();
        // Any part of the header whose text overflows a box that hides it ('Prote…').
        const cut = [th, ...th.querySelectorAll('*')]
          .filter(
            (element) =>
              element.scrollWidth > element.clientWidth + 1 && overflowX(element) !== 'visible',
          )
          .map((element) => `${element.tagName} ${element.scrollWidth} > ${element.clientWidth}`);
        return {
          header: th.textContent?.trim() ?? '',
          inView: cell.left >= box.left - 1 && cell.right <= box.right + 1,
          cut,
        };
      });
    });
    for (const header of ['Parcelle', 'Risque', 'Préconisation', 'Protection']) {
      expect(headers.find((shown) => shown.header.startsWith(header))).toEqual({
        header: expect.stringMatching(new RegExp(`^${header}`)),
        inView: true,
        cut: [],
      });
    }
    expect(headers.filter((shown) => shown.cut.length > 0)).toEqual([]);
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(
      1280,
    );
  });
});

test.describe('on a 375 px phone (issue 41, finding 2)', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  test('each plot is a card saying its risk, what to do and when, and its protection', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logIn(page, PERSONAS.conseiller, NO_SCREEN);
    await openDashboard(page);
    const row = page.getByRole('table', { name: LIST }).locator('tbody tr').first();
    let first: BlightDashboardRow | undefined;
    await expectShown(page, async (plots, timeout) => {
      first = byUrgency(plots)[0];
      await expect(row).toContainText(plotName(first as BlightDashboardRow), { timeout });
    });
    if (!first) throw new Error('no plot');
    expect(isPlotToTreat(first.conseil)).toBe(true);
    // Each field under its name, the advice dated as the plot's detail says it; a blank field
    // (no stage yet) is left out.
    const fields = [BLIGHT_FILTER_KEYS.advice, 'protection', 'stade']
      .map((key) => DAY_COLUMNS.find((column) => column.key === key))
      .map((column) => ({
        name: String(column?.header),
        value: (first && column?.value(first)) ?? '',
      }))
      .filter((field) => String(field.value) !== '');
    await expect(row.locator('dt')).toHaveText(fields.map((field) => `${field.name}\u202f:`));
    await expect(row.locator('dd')).toHaveText(fields.map((field) => String(field.value)));
    await expect(row.locator('dd').first()).toContainText(E2E_SCREEN_DATE);
    expect(Number(await page.evaluate('document.documentElement.scrollWidth'))).toBeLessThanOrEqual(
      375,
    );
    await expectNoAccessibilityViolations(page);
  });
});

test('an external adviser has no integrator nor distributor filter', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.externe);
  const plots = await apiPlots(page);
  expect(plots.length).toBeGreaterThan(0);
  expect(plots.every((plot) => plot.externe === 1)).toBe(true);
  await page.goto(DASHBOARD);
  await expect(page.getByRole('combobox', { name: 'Agriculteur' })).toBeAttached(FIRST_LOAD);
  await expect(page.getByRole('combobox', { name: 'Intégrateur' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Distributeur' })).toHaveCount(0);
});

test('without the MILDIOU right: no menu entry, no dashboard, the API and the export refuse', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.ferti);
  await expectNoEntryNorScreen(page, 'Mildiou', DASHBOARD);
  const statuses = await apiStatuses(page, [
    `/api/maladiesPdt/situationMildiou?campagne=${CAMPAIGN}`,
    '/api/maladiesPdt/plots/1',
    '/bff/exports/mildiou.xlsx',
    '/bff/lists/mildiou',
    '/bff/lists/mildiou/map',
    '/bff/lists/mildiou/rows/1',
  ]);
  expect(statuses).toEqual([403, 403, 403, 403, 403, 403]);
});
