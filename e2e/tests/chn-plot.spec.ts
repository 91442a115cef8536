// Spec 2 §2 'chn-detail-parcelle': the CHN plot detail against the simulator, as of the e2e day
// in June. Read-only.
import type { ChnDailyResults, ChnPlotResult } from '@agro/contracts/entities/ferti';
import { stageMarkers } from '@agro/domain/chn';
import { formatDateFr } from '@agro/domain/dates';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS, NO_SCREEN } from './support/platform';
import { E2E_FILE_DATE } from './support/platform-date';
import { apiGet, expectPhoneWidthAccessible, FIRST_LOAD, longDay } from './support/page-steps';
import { readExport } from './support/workbook';

/** A plot of the regional engineer with planned and realised inputs. */
async function plotWithInputs(page: Page): Promise<ChnPlotResult> {
  const plots = await apiGet<ChnPlotResult[]>(page, '/api/chns/results');
  for (const candidate of plots.slice(0, 40)) {
    const [detail] = await apiGet<ChnPlotResult[]>(
      page,
      `/api/chns/${candidate.uuid_plot}/results`,
    );
    const realised = (detail?.interventions ?? []).filter((item) => !/irrigation/i.test(item.nom));
    if (detail && realised.length > 0 && (detail.livraison_conseil ?? []).length > 0) return detail;
  }
  throw new Error('no CHN plot with planned and realised inputs');
}

async function openDetail(page: Page, id: string | number) {
  await page.goto(`/ferti/chn/parcelle/${id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Détail de la parcelle CHN' }),
  ).toBeVisible(FIRST_LOAD);
}

test.describe('as a regional engineer with the CHN right', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, PERSONAS.ferti, NO_SCREEN);
  });

  test('the calendars show the inputs and favourable days, the charts start at sowing', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const plot = await plotWithInputs(page);
    await openDetail(page, plot.uuid_plot);
    const daily = await apiGet<ChnDailyResults>(page, `/api/chns/${plot.uuid_plot}/results_daily`);

    // Inputs calendar: a planned day coded 'Apport prévu', a realised one marked A.
    const inputs = page.getByRole('grid', { name: 'Calendrier des apports d’azote' });
    const planned = plot.livraison_conseil?.[0]?.date_apport_prevu as string;
    await expect(
      inputs.getByRole('gridcell', { name: new RegExp(longDay(planned)) }),
    ).toHaveAccessibleName(/Apport prévu/);
    const realised = (plot.interventions ?? []).find((item) => !/irrigation/i.test(item.nom));
    await expect(
      inputs.getByRole('gridcell', { name: new RegExp(longDay(realised?.date as string)) }),
    ).toHaveAccessibleName(/Apport réalisé/);

    // Favourable calendar: a day of the daily series with its flag.
    const favourable = page.getByRole('grid', {
      name: 'Périodes favorables et défavorables aux apports',
    });
    const march = daily.daily.find((day) => day.date.startsWith(`${planned.slice(0, 4)}-03-10`));
    if (march) {
      await expect(
        favourable.getByRole('gridcell', { name: new RegExp(longDay(march.date)) }),
      ).toHaveAccessibleName(march.favorable === 1 ? /Favorable/ : /Défavorable/);
    }

    // The LAI chart's first day is the sowing date, and the stages are marked.
    const sowing = plot.semis_date as string;
    expect(daily.daily[0]?.date.slice(0, 10)).toBe(sowing.slice(0, 10));
    const chart = page.getByRole('figure', { name: 'Cinétique du LAI' });
    await expect(chart).toBeVisible();
    // The chart's first day is the sowing day: its tooltip at the plotting area's left edge.
    const grid = chart.locator('.recharts-cartesian-grid').first();
    await grid.scrollIntoViewIfNeeded();
    const box = await grid.boundingBox();
    if (!box) throw new Error('the LAI chart has no plotting area');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await expect(chart.locator('.recharts-tooltip-wrapper')).toContainText(longDay(sowing));
    const lastDay = daily.daily.at(-1)?.date ?? '';
    for (const marker of stageMarkers(plot).filter((m) => m.date <= lastDay)) {
      await expect(chart.getByText(marker.label, { exact: true })).toBeVisible();
    }

    // The comparison date draws its own dashed series beside the main one.
    const dates = await apiGet<{ date_calcul: string }[]>(
      page,
      `/api/chns/${plot.uuid_plot}/dates_calcul`,
    );
    const older = dates[4]?.date_calcul as string;
    await page.getByRole('combobox', { name: 'Date de comparaison' }).click();
    await page.getByRole('option', { name: formatDateFr(older), exact: true }).click();
    await expect(chart.getByText(`LAI (calcul du ${formatDateFr(older)})`)).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter la parcelle' }).click(),
    ]);
    const exported = await readExport(download);
    expect(exported.fileName).toBe(`${E2E_FILE_DATE}_CHN_parcelle_${plot.uuid_plot}.xlsx`);
    expect(exported.rows[0]?.[0]).toBe(formatDateFr(sowing));
    expect(exported.rows).toHaveLength(daily.daily.length);
  });

  test('axe finds nothing serious at 1280 and 360 px, sections open', async ({ page }) => {
    test.setTimeout(180_000);
    const [first] = await apiGet<ChnPlotResult[]>(page, '/api/chns/results');
    await openDetail(page, first?.uuid_plot as number);
    await page.getByRole('button', { name: 'Détail de la parcelle' }).click();
    await page.getByRole('button', { name: 'Validation/Corrections' }).click();
    await expect(page.getByRole('region', { name: 'Sol', exact: true })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expectPhoneWidthAccessible(page);
  });
});

test('a plot the engineer may not see is not found', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const adminPage = await browser.newPage();
  await logIn(adminPage, PERSONAS.admin);
  const all = await apiGet<ChnPlotResult[]>(adminPage, '/api/chns/results');
  await adminPage.close();
  // The north-west engineer's scope: latitude 47.5 and more, longitude under 2.5.
  const elsewhere = all.find((plot) => (plot.latitude ?? 90) < 47 && (plot.longitude ?? 0) > 3);
  expect(elsewhere).toBeDefined();
  await logIn(page, PERSONAS.ferti, `/ferti/chn/parcelle/${elsewhere?.uuid_plot}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Parcelle introuvable' })).toBeVisible(
    FIRST_LOAD,
  );
});
